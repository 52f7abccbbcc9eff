// The bundle is made at install (package.json's `prepare`, bin/prepare.js), so the first start finds it ready; an
// install where it cannot be made still succeeds; `--help` and `--version` are answered by a small entry of their own,
// before the Butler's bundle is loaded.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript, no declarations
import { prepareBundles } from '../../bin/prepare.js';
import { quickAnswer } from '../../src/cli/quick-answer.ts';
import { helpText } from '../../src/cli/help.ts';
import { SCHEMA_VERSIONS } from '../../src/storage/schema-versions.ts';
import { SQLITE_SCHEMA_VERSION } from '../../src/storage/sqlite-store.ts';
import { POSTGRES_SCHEMA_VERSION } from '../../src/storage/postgres-store.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project of its own: bin/ as shipped, these sources, and (unless `packages` is false) the real node_modules. */
function project(files: Record<string, string>, { packages = true } = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'butler-prepare-'));
  roots.push(root);
  cpSync(join(ROOT, 'bin'), join(root, 'bin'), { recursive: true });
  if (packages) symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(root, 'node_modules'), 'dir');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const SOURCES = {
  'src/main.ts': "const where: string = typeof __BUTLER_BUNDLE__ === 'undefined' ? 'sources' : 'bundle';\nconsole.log(`main from the ${where}`, process.argv.slice(2).join(' '));\n",
  'src/cli/quick-main.ts':
    "const args = process.argv.slice(2);\nif (args.includes('--version')) { console.log('quick: version'); process.exit(0); }\n",
};

const node = (root: string, ...args: string[]) => spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, BUTLER_BUNDLE: '' } });

describe('bundling at install', () => {
  it('GIVEN package.json THEN npm install and npm ci run bin/prepare.js', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.prepare).toBe('node bin/prepare.js');
  });

  it('GIVEN a fresh install WHEN prepare runs THEN both bundles are current, and the first start runs the bundle without building one', async () => {
    const root = project(SOURCES);
    expect(await prepareBundles(root)).toEqual([]);
    const pointers = ['main', 'quick'].map((name) => JSON.parse(readFileSync(join(root, 'dist', `current-${name}.json`), 'utf8')) as { id: string });
    const start = node(root, 'bin/butler.js', '--db', 'x');
    expect(start.stdout.trim()).toBe('main from the bundle --db x');
    // no build at the start: the builds named are still the ones the install made
    expect(['main', 'quick'].map((name) => (JSON.parse(readFileSync(join(root, 'dist', `current-${name}.json`), 'utf8')) as { id: string }).id)).toEqual(
      pointers.map((p) => p.id),
    );
  });

  it('GIVEN an install without esbuild (no packages at all) WHEN prepare runs THEN the install still succeeds, saying the sources will run through tsx', () => {
    const root = project(SOURCES, { packages: false });
    const run = node(root, 'bin/prepare.js');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/could not bundle src\/main\.ts.*run through tsx/);
    expect(node(root, 'bin/prepare.js', '--require').status).toBe(1);
  });

  it('GIVEN an install of the packages before the sources are copied (an image\'s first step) THEN prepare has nothing to do and says nothing', () => {
    const root = project({});
    const run = node(root, 'bin/prepare.js');
    expect(run).toMatchObject({ status: 0, stdout: '' });
  });

  it('GIVEN --version or --help THEN the quick entry answers and the Butler\'s own bundle is never started; without them the Butler starts', () => {
    const root = project(SOURCES);
    expect(node(root, 'bin/butler.js', '--version').stdout.trim()).toBe('quick: version');
    // the quick entry answers nothing here: the Butler starts, with the arguments as given
    expect(node(root, 'bin/butler.js', 'solve', '--', '--version').stdout.trim()).toBe('main from the bundle solve -- --version');
  });
});

describe('the quick entry of --help and --version', () => {
  it('GIVEN the sources THEN what it loads holds no store, no platform, no strategy, and no package but dotenv and zod', async () => {
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      entryPoints: [join(ROOT, 'src/cli/quick-main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      absWorkingDir: ROOT,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => /^src\/(storage\/.*-store|adapters|butler|main|ops|strategy)/.test(input))).toEqual([]);
    const packages = new Set(Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((i) => i.path)).filter((p) => !p.startsWith('node:')));
    expect([...packages].sort()).toEqual(['dotenv/config', 'zod']);
  });

  it('GIVEN --version, a subcommand\'s --help, or no such flag THEN the program\'s version, that subcommand\'s help, or nothing (the Butler starts)', async () => {
    expect(await quickAnswer(['--version'])).toMatch(new RegExp(`^butler \\d+\\.\\d+\\.\\d+ \\(.*\\bSQLite ${SQLITE_SCHEMA_VERSION}\\b.*\\bPostgreSQL ${POSTGRES_SCHEMA_VERSION}\\)$`));
    expect(await quickAnswer(['backup', '--help'])).toBe(helpText('backup'));
    expect(await quickAnswer(['--lang', 'en', '-h'])).toBe(helpText(undefined));
    expect(await quickAnswer(['--db', 'x'])).toBeNull();
    expect(await quickAnswer(['verify', '--', '--help'])).toBeNull();
  });

  it('GIVEN the stores\' migrations THEN --version\'s schema numbers are theirs', () => {
    expect([SCHEMA_VERSIONS.sqlite, SCHEMA_VERSIONS.postgres]).toEqual([SQLITE_SCHEMA_VERSION, POSTGRES_SCHEMA_VERSION]);
  });
});
