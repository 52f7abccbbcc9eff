// `node bin/run-bundled.js bench/http-flood.ts [--sockets 1000 --probes 50]`: issue 49's socket flood on loopback.
// One address (127.0.0.1) opens `--sockets` sockets that say nothing, in a bounded loop; then /healthz, /readyz and
// /metrics are asked `--probes` times each from another address (127.0.0.2) while the flood holds what it could.
// Prints how many sockets the flood kept, how many probes were answered and how long they took; closes everything.
import { parseArgs } from 'node:util';
import { floodSockets, probe } from '../test/helpers/socket-flood.ts';
import { startOneServer } from '../test/helpers/one-server.ts';

const { values } = parseArgs({ options: { sockets: { type: 'string', default: '1000' }, probes: { type: 'string', default: '50' } } });
const web = await startOneServer({ port: 0, pages: async (_req, res) => void res.end('page') });
const started = performance.now();
const flood = await floodSockets(web.port, Number(values.sockets));
await flood.heldAtMost(0, 500); // (the closes of the refused sockets arrive)
console.log(`flood: ${values.sockets} sockets from 127.0.0.1 opened in ${Math.round(performance.now() - started)} ms; the server kept ${flood.held()} open`);
for (const path of ['/healthz', '/readyz', '/metrics']) {
  const results = [];
  for (let i = 0; i < Number(values.probes); i++) results.push(await probe(web.port, path));
  const ok = results.filter((r) => r.status === 200);
  const ms = ok.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q: number) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1) : '-');
  console.log(`${path.padEnd(9)} from 127.0.0.2 under the flood: ${ok.length}/${results.length} answered 200, median ${at(0.5)} ms, max ${at(1)} ms`);
}
const own = await probe(web.port, '/healthz', '127.0.0.1');
console.log(`/healthz  from the flooding address itself: ${own.status} (its share is full)`);
flood.stop();
await web.stop();
