// The /metrics page: a prom-client registry with the default process metrics and the Butler's own, which it reads
// from the plain counters of metrics.ts when scraped (so counting costs the message path nothing but an array slot).
// Gauges that need a question asked (games in play, outbox lengths) are asked at scrape time too.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import { combinedSnapshot, metrics, PLATFORMS, snapshot, UPDATE_KINDS, type HistogramFigures, type MetricsSnapshot } from './metrics.ts';

export interface MetricsOptions {
  /** games in play per game id, asked of the store at scrape time (absent: the gauge is not exported) */
  activeGames?: () => Promise<Record<string, number>>;
}

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
  registry.registerMetric(
    histogramOf('butler_update_seconds', 'Time from an update reaching the Butler to its reply being ready', metrics.updateSeconds.bounds, () => view.updateSeconds),
  );
  registry.registerMetric(
    histogramOf(
      'butler_store_transaction_seconds',
      "One chat's store transaction, from the call to the commit (a group commit's wait included)",
      metrics.transactionSeconds.bounds,
      () => view.transactionSeconds,
    ),
  );
  registry.registerMetric(
    histogramOf(
      'butler_turn_clock_lag_seconds',
      'How late the turn clock woke a chat after its reminder, deadline or computer move was due',
      metrics.turnClockLag.bounds,
      () => view.turnClockLag,
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
  // The event loop's delay as this process lives it: the 99th percentile since the last scrape (then reset), so a
  // stall between two scrapes shows in the next one.
  const loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  new Gauge({
    name: 'butler_event_loop_lag_seconds',
    help: "The event loop's delay, 99th percentile over the time since the previous scrape",
    registers: [registry],
    collect() {
      // (the monitor's figures are in nanoseconds; NaN before its first sample)
      const p99 = loop.count > 0 ? loop.percentile(99) / 1e9 : 0;
      this.set(p99);
      loop.reset();
    },
  });

  return {
    registry,
    scrape: async () => {
      view = await combinedSnapshot();
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
    stop: () => loop.disable(),
  };
}

/**
 * A histogram of metrics.ts exported as Prometheus' histogram (cumulative buckets, sum, count). prom-client's own
 * Histogram finds its label set by building a key string at every observation; this one is read only when scraped.
 */
function histogramOf(name: string, help: string, bounds: readonly number[], figures: () => HistogramFigures): Metric {
  const exported = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    get: async () => {
      const histogram = figures();
      const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
      let cumulative = 0;
      for (let i = 0; i <= bounds.length; i++) {
        cumulative += histogram.buckets[i] ?? 0;
        const le = i < bounds.length ? bounds[i]! : '+Inf';
        values.push({ metricName: `${name}_bucket`, labels: { le }, value: cumulative });
      }
      values.push({ metricName: `${name}_sum`, labels: {}, value: histogram.sum });
      values.push({ metricName: `${name}_count`, labels: {}, value: histogram.count });
      return { name, help, type: 'histogram', values, aggregator: 'sum' };
    },
    reset: () => undefined,
  };
  // (registerMetric takes any object with a name and a get() of this shape: the registry only formats what it gets)
  return exported as unknown as Metric;
}
