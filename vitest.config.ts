import { defineConfig } from 'vitest/config';

/**
 * Test files that change what the whole process shares (module mocks, spies, the environment, fake timers, the
 * configured strategy services, process listeners): each gets a fresh module graph. Every other file shares its
 * worker's modules with the files before it (isolate: false), which saves re-importing the sources (zod, openskill
 * and ~300 modules of src/) for each of ~220 files: on two cores that import, not the tests, was most of the time.
 * A new test that mocks, spies, stubs the environment or configures a service belongs in this list, and only such a
 * test: a file here also loses what its worker already holds (the 1000 policies solved once per worker by
 * test/strategy/thousand/solved.ts, seconds each), so a pure strategy test stays shared.
 */
const ISOLATED = [
  'test/adapters/discord/shards.test.ts',
  'test/cli/solve-dice-poker.test.ts',
  'test/cli/subcommands.test.ts',
  'test/advice/picture-advice.test.ts',
  'test/advice/thousand-hint.test.ts',
  'test/advice/thousand-review.test.ts',
  'test/dice/fair/seal-key.test.ts',
  'test/sessions/store-outage.test.ts',
  'test/storage/postgres-store.test.ts',
  'test/strategy/chances/estimate-service.test.ts',
  'test/strategy/chances/thousand-move.test.ts',
  'test/strategy/chances/duel-service.test.ts',
  'test/strategy/dice-poker/table-service.test.ts',
  'test/strategy/thousand/solve-cli.test.ts',
  'test/strategy/thousand/policy-service.test.ts',
];

export default defineConfig({
  test: {
    // Two cores: keep the pool small so that the SQLite/PostgreSQL tests do not starve each other.
    pool: 'forks',
    maxWorkers: 2,
    // A limit catches a test that hangs; it must not judge speed. On two cores shared with other work a test that
    // takes 3 s alone has taken over 30 (the crash test timed out so), so the default leaves room for that.
    testTimeout: 120_000,
    // property tests (fast-check) draw from a fixed seed: deterministic, as every other test
    setupFiles: ['test/setup/fast-check-seed.ts'],
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
