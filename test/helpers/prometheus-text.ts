import { createMetrics } from '../../src/ops/prometheus.ts';

// A small reader of Prometheus' text exposition format (0.0.4), strict enough to fail on a malformed page: every
// line is a comment (# HELP / # TYPE) or `name{label="value",…} number`; every sample's family has a TYPE line.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parsePrometheus(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('# TYPE ')) {
      const [, , name, type] = line.split(' ');
      types.set(name!, type!);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key!] = value!;
    const value = match[3] === '+Inf' ? Infinity : match[3] === '-Inf' ? -Infinity : Number(match[3]);
    if (Number.isNaN(value) && match[3]!.toLowerCase() !== 'nan') throw new Error(`not a number: ${line}`);
    const family = match[1]!.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(match[1]!) && !types.has(family)) throw new Error(`sample without a TYPE line: ${line}`);
    samples.push({ name: match[1]!, labels, value });
  }
  return { samples, types };
}

/** The value of the sample `name` whose labels include `labels` (0 when there is none: a counter not yet moved). */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = parsePrometheus(text).samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return found?.value ?? 0;
}

/** The text a fresh metrics registry exposes now (the process-wide counters it reads), its timers stopped after. */
export async function scrapeMetrics(): Promise<string> {
  const metrics = createMetrics();
  try {
    return (await metrics.scrape()).text;
  } finally {
    metrics.stop();
  }
}
