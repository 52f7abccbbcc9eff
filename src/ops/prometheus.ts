// The /metrics page: a prom-client registry with the default process metrics and the Butler's own, which it reads
// from the plain counters of metrics.ts when scraped (so counting costs the message path nothing but an array slot).
// Gauges that need a question asked (games in play, outbox lengths) are asked at scrape time too.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import { combinedSnapshot, metrics, PLATFORMS, snapshot, UPDATE_KINDS, type HistogramFigures, type MetricsSnapshot } from './metrics.ts';
import type { BuildInfo } from './build-info.ts';
import type { Readiness } from './readiness.ts';

export interface MetricsOptions {
  /** games in play per game id, asked of the store at scrape time (absent: the gauge is not exported) */
  activeGames?: () => Promise<Record<string, number>>;
  /** what runs: butler_build_info's labels (absent: not exported) */
  build?: Pick<BuildInfo, 'version' | 'store' | 'schema'>;
  /** the platforms' readiness checks: butler_platform_connected (absent: not exported) */
  readiness?: Readiness;
}

/** The event loop's delay is kept per window of 10 s, and the gauge reads the last minute of them. */
const LOOP_WINDOW = { ms: 10_000, count: 6 };

export interface ButlerMetrics {
  registry: Registry;
  /** the text of a scrape, and its content type */
  scrape(): Promise<{ contentType: string; text: string }>;
  /** stops the event-loop delay monitor */
  stop(): void;
}

export function createMetrics(options: MetricsOptions = {}): ButlerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // the figures a scrape reports: this process's, plus its shards' in a Discord shard manager (read once per scrape)
  let view: MetricsSnapshot = snapshot();

  new Counter({
    name: 'butler_updates_total',
    help: 'Updates (messages, commands, button presses) handled, by platform and by what they turned out to be',
    labelNames: ['platform', 'kind'],
    registers: [registry],
    collect() {
      this.reset();
      for (let p = 0; p < PLATFORMS.length; p++) {
        for (let k = 0; k < UPDATE_KINDS.length; k++) {
          const value = view.updates[p * UPDATE_KINDS.length + k]!;
          if (value > 0) this.inc({ platform: PLATFORMS[p], kind: UPDATE_KINDS[k] }, value);
        }
      }
    },
  });
  new Counter({
    name: 'butler_rate_limited_total',
    help: 'Answers "too many requests" (HTTP 429) from a chat platform',
    labelNames: ['platform'],
    registers: [registry],
    collect() {
      this.reset();
      for (let p = 0; p < PLATFORMS.length; p++) {
        const value = view.rateLimited[p]!;
        if (value > 0) this.inc({ platform: PLATFORMS[p] }, value);
      }
    },
  });
  for (const [name, help, figures] of [
    ['butler_update_failures_total', 'Updates whose handling failed with an error (the person got the generic apology), by platform', () => view.updateFailures],
    ['butler_send_failures_total', 'Messages an outbox gave up sending to a platform (after its retries), by platform', () => view.sendFailures],
  ] as const) {
    new Counter({
      name,
      help,
      labelNames: ['platform'],
      registers: [registry],
      collect() {
        this.reset();
        // every platform, 0 included: an alert on `increase(…) > 0` needs the series before the first failure
        for (let p = 0; p < PLATFORMS.length; p++) this.inc({ platform: PLATFORMS[p] }, figures()[p] ?? 0);
      },
    });
  }
  new Counter({
    name: 'butler_store_errors_total',
    help: 'Store transactions that failed (the store busy past its wait, unreachable, or refusing)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(view.storeErrors[0] ?? 0);
    },
  });
  const updateSlots = () =>
    view.updateSeconds.map((figures, slot) => ({
      labels: { platform: PLATFORMS[Math.floor(slot / UPDATE_KINDS.length)]!, kind: UPDATE_KINDS[slot % UPDATE_KINDS.length]! },
      figures,
    }));
  registry.registerMetric(
    histogramOf(
      'butler_update_seconds',
      'Time from an update reaching the Butler to its reply being ready, by platform and by what the update turned out to be',
      metrics.updateSeconds[0]!.bounds,
      // (only the label sets that saw an update: 16 empty histograms would be noise)
      () => updateSlots().filter(({ figures }) => figures.count > 0),
    ),
  );
  registry.registerMetric(
    histogramOf(
      'butler_store_transaction_seconds',
      "One chat's store transaction, from the call to the commit (a group commit's wait included)",
      metrics.transactionSeconds.bounds,
      () => [{ labels: {}, figures: view.transactionSeconds }],
    ),
  );
  registry.registerMetric(
    histogramOf(
      'butler_turn_clock_lag_seconds',
      'How late the turn clock woke a chat after its reminder, deadline or computer move was due',
      metrics.turnClockLag.bounds,
      () => [{ labels: {}, figures: view.turnClockLag }],
    ),
  );
  new Gauge({
    name: 'butler_outbox_pending',
    help: 'Messages waiting in the outboxes to be sent to a platform',
    labelNames: ['platform'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [platform, pending] of view.outboxPending) this.set({ platform }, pending);
    },
  });
  if (options.activeGames) {
    const activeGames = options.activeGames;
    new Gauge({
      name: 'butler_games_active',
      help: 'Games being played (stored, across every instance sharing the store), by game',
      labelNames: ['game'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const [game, count] of Object.entries(await activeGames())) this.set({ game }, count);
      },
    });
  }
  if (options.build) {
    const { version, store, schema } = options.build;
    new Gauge({
      name: 'butler_build_info',
      help: 'What runs: the package version, the store and its schema version (always 1)',
      labelNames: ['version', 'store', 'schema'],
      registers: [registry],
    }).set({ version, store, schema }, 1);
  }
  if (options.readiness) {
    const readiness = options.readiness;
    new Gauge({
      name: 'butler_platform_connected',
      help: 'Whether a configured chat platform is connected (1) or not (0): connecting, lost, stopped — as /readyz says',
      labelNames: ['platform'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const { name, problem } of await readiness.states()) if (name !== 'store') this.set({ platform: name }, problem === null ? 1 : 0);
      },
    });
  }
  // The event loop's delay as this process lives it, in windows of its own (10 s): the gauge is the highest 99th
  // percentile of the last minute's windows and the current one. No scrape resets anything, so two scrapers (a
  // Prometheus pair, a person with curl) each see a stall, and a stall shows for a minute whoever scraped before.
  const window = LOOP_WINDOW;
  const loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  // (the monitor's figures are in nanoseconds; NaN before its first sample)
  const p99 = () => (loop.count > 0 ? loop.percentile(99) / 1e9 : 0);
  const recent: number[] = [];
  const roll = setInterval(() => {
    recent.push(p99());
    if (recent.length > window.count) recent.shift();
    loop.reset();
  }, window.ms);
  roll.unref();
  new Gauge({
    name: 'butler_event_loop_lag_seconds',
    help: "The event loop's delay: the highest 99th percentile of its 10-second windows over the last minute",
    registers: [registry],
    collect() {
      this.set(Math.max(p99(), ...recent));
    },
  });

  return {
    registry,
    scrape: async () => {
      view = await combinedSnapshot();
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
    stop: () => (clearInterval(roll), loop.disable()),
  };
}

/**
 * A histogram of metrics.ts exported as Prometheus' histogram (cumulative buckets, sum, count). prom-client's own
 * Histogram finds its label set by building a key string at every observation; this one is read only when scraped.
 */
function histogramOf(
  name: string,
  help: string,
  bounds: readonly number[],
  series: () => { labels: Record<string, string>; figures: HistogramFigures }[],
): Metric {
  const exported = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    get: async () => {
      const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
      for (const { labels, figures: histogram } of series()) {
        let cumulative = 0;
        for (let i = 0; i <= bounds.length; i++) {
          cumulative += histogram.buckets[i] ?? 0;
          const le = i < bounds.length ? bounds[i]! : '+Inf';
          values.push({ metricName: `${name}_bucket`, labels: { ...labels, le }, value: cumulative });
        }
        values.push({ metricName: `${name}_sum`, labels, value: histogram.sum });
        values.push({ metricName: `${name}_count`, labels, value: histogram.count });
      }
      return { name, help, type: 'histogram', values, aggregator: 'sum' };
    },
    reset: () => undefined,
  };
  // (registerMetric takes any object with a name and a get() of this shape: the registry only formats what it gets)
  return exported as unknown as Metric;
}
