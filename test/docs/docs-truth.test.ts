// The docs' tables against the program: every flag the README's table lists is one `npx butler --help` lists and the
// command line takes (and the other way round), every variable the docs name is one the Butler reads (or is named
// as something else: a misspelling shown as such, another program's), every metric and label value of
// docs/metrics.md is one the Butler exports, and every metric an alert rule of docs/alerts.yml names exists.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildCommandData } from '../../src/adapters/discord/command-data.ts';
import { KNOWN_VARIABLES, parseCli } from '../../src/config.ts';
import { gameIds } from '../../src/core/hosted-games.ts';
import { textFor } from '../../src/messages/index.ts';
import { PLATFORMS, UPDATE_KINDS } from '../../src/ops/metrics.ts';
import { createMetrics } from '../../src/ops/prometheus.ts';
import { Readiness } from '../../src/ops/readiness.ts';

const read = (path: string) => readFileSync(path, 'utf8');
const DOCS = ['README.md', '.env.example', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`), ...readdirSync('deploy').map((f) => `deploy/${f}`)];

/** The rows of the README's flags table (the console chat's): each row's flag and the value it shows. */
function readmeFlags(): { flag: string; example: string }[] {
  return read('README.md')
    .split('\n')
    .filter((line) => line.startsWith('| `--'))
    .map((line) => {
      const cell = /^\| `([^`]+)`/.exec(line)![1]!.replace(/\\\|/g, '|');
      const [flag, example = ''] = cell.split(' ');
      return { flag: flag!, example };
    });
}

/** The flags `npx butler --help` lists under Options (besides --help and --version themselves). */
function helpFlags(): string[] {
  const help = textFor('en').cli.cliText.help.main();
  const options = help.slice(help.indexOf('Options:'), help.indexOf('\n\n', help.indexOf('Options:')));
  return [...new Set(options.match(/--[a-z][a-z-]*/g))].filter((flag) => flag !== '--help' && flag !== '--version');
}

/** A value the command line takes for a flag the table shows as `example` (its placeholders made real). */
function sampleValue(example: string): string | null {
  if (example === '') return null;
  const real: Record<string, string> = { PATH: 'data/x.sqlite', DIR: 'pictures', N: '2', 'ru|uk|en': 'en' };
  return real[example] ?? example.replace(/,…$/, '');
}

/**
 * Names shaped like variables in the docs that are not the Butler's, each with why it is there: misspellings the
 * docs show the Butler catching, the PostgreSQL image's own variables, Node's, and code names.
 */
const NOT_THE_BUTLERS: Record<string, string> = {
  TELEGRAM_TOKEN: 'a misnamed variable the Butler warns about',
  DISCORD_BOT_TOKEN: 'a misnamed variable the Butler warns about',
  BUTLER_HTTP_PORTS: 'a misnamed variable the Butler warns about',
  BUTLER_PORT: 'a misnamed variable the Butler warns about',
  POSTGRES_URL: 'a misnamed variable the Butler warns about',
  POSTGRES_PASSWORD: "the PostgreSQL image's (deploy/compose.yaml)",
  POSTGRES_USER: "the PostgreSQL image's",
  POSTGRES_DB: "the PostgreSQL image's",
  POSTGRES_SCHEMA_VERSION: 'a constant of the code',
  NODE_ENV: "Node's",
};

describe('the docs against the program', () => {
  it('GIVEN the README\'s flags table THEN it lists exactly the flags of --help, and the command line takes each with the value shown', () => {
    const table = readmeFlags();
    expect(table.map((row) => row.flag).sort()).toEqual(helpFlags().sort());
    for (const { flag, example } of table) {
      const value = sampleValue(example);
      expect(() => parseCli(value === null ? [flag] : [flag, value], { BUTLER_DB: undefined }), flag).not.toThrow();
    }
  });

  it('GIVEN the README\'s commands table THEN it lists exactly the commands the platforms publish', () => {
    const commands = read('README.md')
      .split('\n')
      .filter((line) => line.startsWith('| `/'))
      .map((line) => line.split('|')[1]!)
      .flatMap((cell) => [...cell.matchAll(/`\/([a-z]+)/g)].map((m) => m[1]!));
    expect([...new Set(commands)].sort()).toEqual(buildCommandData().map((command) => command.name).sort());
  });

  it('GIVEN every variable-like name in the README, docs/, deploy/ and .env.example THEN each is one the Butler reads, or named as something else on purpose', () => {
    const named = new Set(DOCS.flatMap((file) => read(file).match(/\b(?:BUTLER|TELEGRAM|DISCORD|POSTGRES)_[A-Z0-9_]*[A-Z0-9]\b|\bDATABASE_URL(?:_FILE)?\b|\bLOG_LEVEL\b|\bNODE_ENV\b|\bPORT\b/g) ?? []));
    const unknown = [...named].filter((name) => !KNOWN_VARIABLES.includes(name) && !Object.hasOwn(NOT_THE_BUTLERS, name));
    expect(unknown).toEqual([]);
    // and every variable the Butler reads is in the docs an operator reads (its internals aside)
    const schema = KNOWN_VARIABLES.filter((name) => !name.startsWith('BUTLER_BUNDLE'));
    expect(schema.filter((name) => !named.has(name))).toEqual([]);
  });

  it('GIVEN docs/metrics.md\'s table THEN it lists exactly the Butler\'s metrics, and each label value it names is one the metric takes', async () => {
    // (as main.ts makes them: with the build and the readiness checks, whose gauges exist only then)
    const metrics = createMetrics({ activeGames: async () => ({}), build: { version: '0', store: 'sqlite', schema: '1' }, readiness: new Readiness() });
    const exported = (await metrics.registry.getMetricsAsJSON()).map((m) => m.name).filter((name) => name.startsWith('butler_'));
    metrics.stop();
    const rows = read('docs/metrics.md')
      .split('\n')
      .filter((line) => line.startsWith('| `butler_'));
    expect(rows.map((row) => /^\| `(butler_[a-z_]+)`/.exec(row)![1]).sort()).toEqual(exported.sort());
    const real: Record<string, readonly string[]> = { platform: PLATFORMS, kind: UPDATE_KINDS, game: gameIds(), store: ['sqlite', 'postgres', 'memory'] };
    for (const row of rows) {
      const labels = row.split('|')[3]!;
      for (const [, label, values] of labels.matchAll(/`([a-z_]+)` \(([^)]*)\)/g)) {
        const listed = values!.split(':')[0]!.split(',').map((v) => v.trim()).filter((v) => v !== '…' && v !== '');
        expect(real[label!], `${label} in ${row.slice(0, 40)}`).toBeDefined();
        expect(listed.filter((value) => !real[label!]!.includes(value)), `${label} in ${row.slice(0, 40)}`).toEqual([]);
      }
    }
  });

  it('GIVEN docs/alerts.yml THEN every rule is complete, names only metrics the Butler exports, and any rule waiting for a 0 reads a missing series as 0', async () => {
    const metrics = createMetrics({ activeGames: async () => ({}) });
    const exported = new Set((await metrics.registry.getMetricsAsJSON()).map((m) => m.name));
    metrics.stop();
    const rules = (parse(read('docs/alerts.yml')) as { groups: { rules: { alert: string; expr: string; labels: { severity: string }; annotations: { summary: string } }[] }[] }).groups.flatMap(
      (group) => group.rules,
    );
    expect(rules.length).toBeGreaterThan(5);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^Butler[A-Za-z]+$/);
      expect(['critical', 'warning']).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length).toBeGreaterThan(20);
      const names = (rule.expr.match(/\b(?:butler|process|nodejs)_[a-z_]+\b/g) ?? []).map((name) => name.replace(/_(bucket|sum|count)$/, ''));
      expect(names.filter((name) => !exported.has(name)), rule.alert).toEqual([]);
      if (/==\s*0\b/.test(rule.expr)) expect(rule.expr, rule.alert).toMatch(/or vector\(0\)|absent\(/);
    }
  });
});
