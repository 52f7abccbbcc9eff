// bin/bundle.js: the sources bundled on a start, reused while nothing changed, built again when a file did, one
// build at a time across processes, and none at all (the caller falls back to tsx) when the sources do not build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript, no declarations
import { bundled } from '../../bin/bundle.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'butler-bundle-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) write(root, path, text);
  return root;
}

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const run = (main: string, ...args: string[]) => execFileSync(process.execPath, [main, ...args], { encoding: 'utf8' }).trim();

const SOURCES = {
  'src/main.ts': "import { word } from './part.ts';\nconst bundled: string = typeof __BUTLER_BUNDLE__;\nconsole.log(word, bundled);\n",
  'src/part.ts': "export const word: string = 'one';\n",
  'src/jobs/job-worker.mjs': "import { register } from 'tsx/esm/api';\nregister();\nawait import('./job.ts');\n",
  'src/jobs/job.ts': "console.log('job');\n",
};

describe('bin/bundle.js', () => {
  it('GIVEN sources WHEN bundled twice THEN the build runs as JavaScript, knows it is bundled, and is made once', async () => {
    const root = project(SOURCES);
    const main: string = await bundled('src/main.ts', { root });
    expect(run(main)).toBe('one boolean');
    // the worker entry is bundled beside the main file, under the name the code starts it by
    expect(run(join(dirname(main), 'job-worker.mjs'))).toBe('job');
    expect(await bundled('src/main.ts', { root })).toBe(main);
  });

  it('GIVEN a platform package imported by a module loaded only on demand WHEN the bot starts without it THEN the package is not loaded; WHEN the module is imported THEN it is, default and named exports alike', async () => {
    const root = project({
      'src/main.ts':
        "console.log('start');\nif (process.argv[2] === 'db') {\n  const { connect } = await import('./db.ts');\n  console.log(connect());\n}\n",
      'src/db.ts': "import pg, { Client } from 'pg';\nexport const connect = (): string => `${pg.name} ${new Client().kind}`;\n",
      // a stand-in for the real package (CommonJS, as pg is), saying when it is loaded
      'node_modules/pg/package.json': '{ "name": "pg", "main": "index.js" }',
      'node_modules/pg/index.js':
        "console.log('pg loaded');\nclass Client { kind = 'client'; }\nmodule.exports = { name: 'fake-pg', Client };\n",
    });
    const main: string = await bundled('src/main.ts', { root });
    expect(run(main)).toBe('start');
    expect(run(main, 'db')).toBe('start\npg loaded\nfake-pg client');
  });

  it('GIVEN a build WHEN a source file changes THEN the next start builds again and runs the change', async () => {
    const root = project(SOURCES);
    const first: string = await bundled('src/main.ts', { root });
    write(root, 'src/part.ts', "export const word: string = 'two';\n");
    utimesSync(join(root, 'src/part.ts'), new Date(), new Date(Date.now() + 5000));
    const second: string = await bundled('src/main.ts', { root });
    expect(second).not.toBe(first);
    expect(run(second)).toBe('two boolean');
    // the older build stays for a process that may still be running from it
    expect(existsSync(first)).toBe(true);
  });

  it('GIVEN several starts at once WHEN nothing is built yet THEN they share one build', async () => {
    const root = project(SOURCES);
    const mains = await Promise.all([1, 2, 3].map(() => bundled('src/main.ts', { root })));
    expect(new Set(mains).size).toBe(1);
  });

  it('GIVEN sources that do not build WHEN bundled THEN there is no bundle (the caller runs the sources instead)', async () => {
    const root = project({ 'src/main.ts': 'const = ;\n' });
    expect(await bundled('src/main.ts', { root })).toBeNull();
  });
});
