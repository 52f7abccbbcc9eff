// The Butler's TypeScript sources, bundled by esbuild into plain JavaScript under dist/ and kept there for the next
// start (`npx butler`, `npm start`, `npm run bench`). Why: run file by file through tsx, every call across a module
// boundary goes through a live binding and every function carries the name tsx gives it, which on the message path
// cost about a third of the Butler's CPU per message (measured: the same core as one bundle handled 1.4× the
// messages). A build takes about a second and happens only when a source file changed since the last one: each
// build records the files it read with their size and time, and a start that finds them all unchanged uses it.
//
// Each build goes into a directory of its own (dist/<id>/), named in dist/current-<name>.json once it is complete, so
// a process that is still running from an older build keeps its files (its workers start from them), and two
// processes starting at once never see half a build. The worker threads are bundled beside the main file under the
// name the code starts them by (`new URL('./estimate-worker.mjs', import.meta.url)`: in a bundle every module's
// import.meta.url is the bundle's), found from the sources' own worker entries (src/**/*.mjs).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, openSync, closeSync, unlinkSync } from 'node:fs';
import { dirname, join, relative, resolve, basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { topLevelConst } from './top-level-const.js';

const PROJECT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Bumped when the build options below change: a build made with other options is not reused. */
const BUILD_FORMAT = 2;
/** Builds older than this that are not current are removed when a new build is made. */
const KEEP_OLD_MS = 60 * 60 * 1000;

/**
 * The bundled main file for `entry` (a path from the project root, e.g. 'src/main.ts'), built now if the last build
 * is missing or out of date; null when it cannot be built here (no esbuild, a read-only install, a build error:
 * the caller then runs the sources through tsx as before, and says why when asked to).
 */
export async function bundled(entry, { name = basename(entry).replace(/\.[cm]?ts$/, ''), workers = true, root = PROJECT } = {}) {
  const dist = join(root, 'dist');
  const pointer = join(dist, `current-${name}.json`);
  const fresh = currentBuild(pointer);
  if (fresh) return fresh;
  try {
    return await withBuildLock(dist, name, () => currentBuild(pointer) ?? build({ root, dist, entry, name, pointer, workers }));
  } catch (error) {
    if (process.env.BUTLER_BUNDLE_DEBUG) console.error('bundle:', error);
    return null;
  }
}

/** The main file of the build `pointer` names, if every file it was made from is unchanged. */
function currentBuild(pointer) {
  let current;
  try {
    current = JSON.parse(readFileSync(pointer, 'utf8'));
  } catch {
    return null;
  }
  if (current.format !== BUILD_FORMAT || !existsSync(current.main)) return null;
  for (const [file, [mtimeMs, size]] of Object.entries(current.inputs)) {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return null;
    }
    if (stat.mtimeMs !== mtimeMs || stat.size !== size) return null;
  }
  return current.main;
}

/**
 * The packages only a platform or PostgreSQL needs (discord.js alone is ~0.5 s of a 1.6 s start here). An external
 * package imported by a module of the bundle is imported at the top of the one file, even where that module is
 * itself imported only dynamically (the adapters, the PostgreSQL store): every console start loaded them all. Each
 * is turned into a module of the bundle that `require`s the package (all four are CommonJS), so it is loaded when
 * the module that imports it first runs: a console start never runs the adapters' modules.
 */
const LAZY = /^(discord\.js|grammy|@grammyjs\/[^/]+|pg)$/;
const lazyPackages = {
  name: 'lazy-packages',
  setup(b) {
    // an import of the package becomes the module below; its own require of the package stays outside the bundle
    b.onResolve({ filter: LAZY }, (args) =>
      args.kind === 'import-statement' ? { path: args.path, namespace: 'lazy-package' } : { path: args.path, external: true },
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-package' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
  },
};

async function build({ root, dist, entry, name, pointer, workers }) {
  const esbuild = await import('esbuild');
  const id = `${name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const outdir = join(dist, id);
  const entryPoints = [{ in: join(root, entry), out: 'main' }];
  if (workers) entryPoints.push(...workerEntries(join(root, 'src')));
  const shard = join(root, 'src/adapters/discord/shard-entry.ts');
  if (workers && existsSync(shard)) entryPoints.push({ in: shard, out: 'shard-entry' });
  const result = await esbuild.build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // One file, no chunks (esbuild's splitting): a move's calls between chunks are module imports, and one message
    // at a time ran 10–25 % slower. The platform packages are loaded when first needed instead (lazyPackages).
    plugins: [lazyPackages],
    banner: { js: "import { createRequire as __butlerCreateRequire } from 'node:module'; const require = __butlerCreateRequire(import.meta.url);" },
    target: 'node20',
    // node_modules stay where they are: imported at run time from the project's own node_modules
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'silent',
    // src/runtime-files.ts: the code knows it runs bundled, and where the project's own files are from here
    define: { __BUTLER_BUNDLE__: 'true', __BUTLER_ROOT__: JSON.stringify(relative(outdir, root).split('\\').join('/') + '/') },
    // (esbuild names the inputs from its working directory)
    absWorkingDir: root,
  });
  // the sources' `const`s, which esbuild wrote as `var`, made `const` again (top-level-const.js: why)
  for (const output of Object.keys(result.metafile.outputs)) {
    if (!output.endsWith('.mjs')) continue;
    const file = resolve(root, output);
    writeFileSync(file, topLevelConst(readFileSync(file, 'utf8')));
  }
  // every file read, and this build's scripts themselves: a change to any of them makes the next start build again
  // (the lazy packages' modules are made here, not read)
  const read = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('lazy-package:'));
  const inputs = {};
  const scripts = [import.meta.url, new URL('./top-level-const.js', import.meta.url)].map((url) => fileURLToPath(url));
  for (const file of [...read.map((input) => resolve(root, input)), ...scripts]) {
    const stat = statSync(file);
    inputs[file] = [stat.mtimeMs, stat.size];
  }
  const main = join(outdir, 'main.mjs');
  const temporary = `${pointer}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ format: BUILD_FORMAT, id, main, inputs }));
  renameSync(temporary, pointer);
  removeOldBuilds(dist, name, id);
  return main;
}

/** Every worker entry of the sources (a .mjs that loads tsx, then its TypeScript worker): bundled under its name. */
function workerEntries(sources) {
  const entries = [];
  const seen = new Set();
  const walk = (dir) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, item.name);
      if (item.isDirectory()) walk(path);
      else if (item.name.endsWith('.mjs')) {
        const target = /await import\('(\.\/[^']+\.ts)'\)/.exec(readFileSync(path, 'utf8'))?.[1];
        if (!target) continue;
        const out = item.name.replace(/\.mjs$/, '');
        // (every worker is started relative to the one bundle: two of one name would be one file)
        if (seen.has(out)) throw new Error(`two worker entries named ${item.name}`);
        seen.add(out);
        entries.push({ in: join(dir, target), out });
      }
    }
  };
  if (existsSync(sources)) walk(sources);
  return entries;
}

function removeOldBuilds(dist, name, keep) {
  for (const item of readdirSync(dist, { withFileTypes: true })) {
    if (!item.isDirectory() || !item.name.startsWith(`${name}-`) || item.name === keep) continue;
    const path = join(dist, item.name);
    try {
      if (Date.now() - statSync(path).mtimeMs > KEEP_OLD_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // another process removed it first
    }
  }
}

/**
 * One build at a time for each name, across processes (the tests start several Butlers at once): a lock file made
 * with O_EXCL; a process that finds it waits for the other build (then uses it), and breaks a lock left by a
 * process that died while building.
 */
async function withBuildLock(dist, name, work) {
  mkdirSync(dist, { recursive: true });
  const lock = join(dist, `.lock-${name}`);
  const started = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue;
      }
      if (age > 60_000) {
        rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() - started > 120_000) throw new Error('waited too long for another build');
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  try {
    return await work();
  } finally {
    try {
      unlinkSync(lock);
    } catch {
      // gone already
    }
  }
}

/** The file URL to import for a bundled main file. */
export function importUrl(main) {
  return pathToFileURL(main).href;
}
