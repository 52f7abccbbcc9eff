// The Butler's one HTTP server (ops/http-server.ts) as main.ts starts it, for tests of what it serves: the pages (a
// handler given), its limits, its host. Readiness has no checks and the metrics are this process's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startOpsServer, type OpsServer } from '../../src/ops/http-server.ts';
import { createMetrics } from '../../src/ops/prometheus.ts';
import { Readiness } from '../../src/ops/readiness.ts';
import { silentLogger } from '../../src/log.ts';
import type { ServerLimits } from '../../src/web/server-limits.ts';

export type RunningServer = Pick<OpsServer, 'port' | 'stop'>;

export async function startOneServer(options: {
  port: number;
  host?: string;
  pages: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & { close?: () => void };
  limits?: Partial<ServerLimits>;
}): Promise<RunningServer> {
  const metrics = createMetrics();
  const server = await startOpsServer({ ...options, logger: silentLogger, readiness: new Readiness(), metrics });
  return {
    port: server.port,
    stop: async () => {
      metrics.stop();
      await server.stop();
    },
  };
}
