#!/usr/bin/env node
// Runs deploy/Dockerfile without Docker (there is no engine where the tests run): each stage in a folder of its own
// under a temp folder, its COPY lines copying from the project (or from an earlier stage's folder), its RUN lines run
// by sh in that folder, with `/data` standing for a temp folder; then the final stage's CMD is started as an
// unprivileged user (setpriv, when this runs as root) with the image's ENV, and its HEALTHCHECK command is run
// against it until it passes. What this cannot check: the base image itself (node:20-bookworm-slim is taken to be
// this machine's node), USER/VOLUME/EXPOSE as Docker applies them, and the build context's .dockerignore.
//
// Usage: node deploy/check.mjs [--keep]   exit 0 when the image's steps ran and the started Butler is healthy.
//
// `--unit` checks the systemd unit instead (checkUnit below): the install steps of docs/operations.md run in a temp
// folder standing for /, and every path the unit names must be there afterwards (or be one systemd makes itself),
// its user made by a step. What cannot run here (no systemd as PID 1, not root): the steps' useradd and systemctl
// are recorded, not run; the unit is never started, so its sandbox (ProtectSystem=, the namespaces) is not set up;
// `systemd-analyze verify` runs where it exists.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
export function parseDockerfile(text) {
  const joined = text.replace(/\\\r?\n/g, ' ');
  const steps = [];
  for (const raw of joined.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [, instruction, rest] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    steps.push({ instruction: instruction.toUpperCase(), args: rest.replace(/\s+/g, ' ').trim() });
  }
  return steps;
}

/** The stages: [{ name, steps }] in order (an unnamed stage is named by its number). */
export function stagesOf(steps) {
  const stages = [];
  for (const step of steps) {
    if (step.instruction === 'FROM') {
      const name = /\bAS\s+(\S+)/i.exec(step.args)?.[1] ?? String(stages.length);
      stages.push({ name, image: step.args.split(' ')[0], steps: [] });
    } else stages.at(-1)?.steps.push(step);
  }
  return stages;
}

/** ENV's `A=1 B=2` (the form the Dockerfile uses) as an object. */
function envPairs(args) {
  return Object.fromEntries([...args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, k, v]) => [k, v.replace(/^"|"$/g, '')]));
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

export async function check({ keep = false, log = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'butler-deploy-check-'));
  chmodSync(work, 0o755);
  const data = join(work, 'data');
  const stages = stagesOf(parseDockerfile(readFileSync(join(ROOT, 'deploy/Dockerfile'), 'utf8')));
  const folders = new Map();
  const local = (text) => text.replaceAll('/data', data);
  let env = {};
  let user = null;
  let cmd = null;
  let health = null;
  try {
    for (const stage of stages) {
      const dir = join(work, stage.name);
      mkdirSync(dir, { recursive: true });
      folders.set(stage.name, dir);
      env = {};
      for (const { instruction, args } of stage.steps) {
        if (instruction === 'ENV') env = { ...env, ...envPairs(args) };
        else if (instruction === 'COPY') {
          const parts = args.split(' ');
          const from = parts.find((p) => p.startsWith('--from='))?.slice('--from='.length);
          const paths = parts.filter((p) => !p.startsWith('--'));
          const dest = paths.pop();
          for (const source of paths) {
            // paths in another stage are under its WORKDIR, /app
            const origin = from ? join(folders.get(from), source.replace(/^\/app\/?/, '')) : join(ROOT, source);
            const target = dest.endsWith('/') ? join(dir, dest, source.split('/').pop()) : join(dir, dest);
            cpSync(origin, target, { recursive: true, preserveTimestamps: true });
          }
        } else if (instruction === 'RUN') {
          // the image's user does not exist here: the check's unprivileged user stands for it
          // and the image's cache clean-up would empty this machine's shared npm cache: left out here
          const command = local(args).replace(/chown (\S+):(\S+)/g, 'chown nobody:nogroup').replace(/\s*&&\s*npm cache clean --force/g, '');
          log(`[${stage.name}] RUN ${command}`);
          const run = spawnSync('sh', ['-c', command], { cwd: dir, stdio: 'inherit', env: { ...process.env, ...env, npm_config_prefer_offline: 'true' } });
          if (run.status !== 0) throw new Error(`[${stage.name}] RUN failed (${run.status}): ${command}`);
        } else if (instruction === 'USER') user = args;
        else if (instruction === 'CMD') cmd = JSON.parse(args);
        else if (instruction === 'HEALTHCHECK') health = /\bCMD\s+(.*)$/.exec(args)?.[1] ?? null;
      }
    }
    const final = folders.get(stages.at(-1).name);
    if (!cmd || !health || !user) throw new Error('the final stage needs CMD, HEALTHCHECK and USER');
    const port = await freePort();
    const runEnv = {
      PATH: process.env.PATH,
      ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, local(v)])),
      BUTLER_HTTP_PORT: String(port),
      // a console Butler (no token here) whose input stays open, as `docker run -i` (without input it would exit 2)
      BUTLER_SEAL_KEY: 'cd'.repeat(32),
    };
    const asRoot = process.getuid?.() === 0;
    const [program, ...args] = asRoot ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', ...cmd] : cmd;
    log(`starting ${cmd.join(' ')} as ${asRoot ? 'nobody' : 'this user'} (the image's USER ${user}), port ${port}`);
    const child = spawn(program, args, { cwd: final, env: runEnv, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const healthEnv = { ...runEnv };
    try {
      const started = Date.now();
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the Butler ended (${child.exitCode}): ${output}`);
        const probe = spawnSync('sh', ['-c', health], { cwd: final, env: healthEnv, encoding: 'utf8' });
        if (probe.status === 0) {
          log('HEALTHCHECK passed: /healthz answered 200');
          return { healthz: true };
        }
        // Until /healthz exists (the ops branch of issue 42 adds it), the Butler's server answering at all — the
        // pages' 404 for an unknown path — shows the image starts and serves as an unprivileged user.
        const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status, () => null);
        if (answered !== null && Date.now() - started > 5000) {
          log(`the server answers (/healthz: ${answered}); HEALTHCHECK passes once /healthz is served`);
          return { healthz: false, status: answered };
        }
        if (Date.now() - started > 120_000) throw new Error(`no answer on port ${port} in 2 minutes: ${output}`);
        await new Promise((done) => setTimeout(done, 500));
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((done) => (child.exitCode !== null ? done() : child.on('close', done)));
    }
  } finally {
    if (!keep) rmSync(work, { recursive: true, force: true });
    else log(`kept ${work}`);
  }
}

/** A systemd unit's settings: section → key → every value given (a key may repeat). */
export function parseUnit(text) {
  const sections = {};
  let current = null;
  for (const raw of text.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const section = /^\[(.+)\]$/.exec(line);
    if (section) {
      current = sections[section[1]] ??= {};
      continue;
    }
    const [, key, value] = /^([^=]+?)\s*=\s*(.*)$/.exec(line) ?? [];
    if (key && current) (current[key] ??= []).push(value);
  }
  return sections;
}

/** The lines of a marked ```sh block of a document (`<!-- name:start … -->` … `<!-- name:end -->`). */
export function documentedSteps(text, name) {
  const block = new RegExp(`<!-- ${name}:start[^>]*-->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\`\\s*<!-- ${name}:end -->`).exec(text)?.[1];
  if (!block) throw new Error(`no ${name} block`);
  return block.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
}

/** The system's folders the install steps write to, moved into the temp folder that stands for /. */
const SYSTEM_PATH = /(^|[\s=:'"])\/(opt|etc|var|srv|usr\/local)(?=\/|\s|$)/g;

/** Commands of the steps that need root or a running systemd: recorded with their arguments, not run. */
const RECORDED = ['useradd', 'groupadd', 'adduser', 'systemctl', 'chown', 'chgrp', 'setfacl'];

/**
 * Runs the documented install steps in a temp folder and checks the unit against what they made. `npm` runs only
 * with `npm: true` (minutes); without it, what `npm ci` makes under the project (node_modules/, dist/) is taken as
 * made. Returns the problems found (none: the unit would find everything it names), the steps recorded, not run.
 */
export function checkUnit({
  unit = readFileSync(join(ROOT, 'deploy/butler.service'), 'utf8'),
  steps = documentedSteps(readFileSync(join(ROOT, 'docs/operations.md'), 'utf8'), 'systemd-install'),
  npm = false,
  keep = false,
} = {}) {
  const root = mkdtempSync(join(tmpdir(), 'butler-unit-check-'));
  chmodSync(root, 0o755);
  // what every system the steps are written for has already
  for (const dir of ['etc/systemd/system', 'opt', 'var/lib', 'srv', 'usr/local']) mkdirSync(join(root, dir), { recursive: true });
  const log = join(root, '.recorded');
  const problems = [];
  try {
    const stubs = [...RECORDED, ...(npm ? [] : ['npm'])].map((command) => `${command}() { echo "${command} $*" >> '${log}'; }`);
    const script = ['set -e', ...stubs, ...steps.map((line) => line.replace(SYSTEM_PATH, (_, before, top) => `${before}${root}/${top}`))].join('\n');
    // (npm from its cache where it can, as the Dockerfile's check does)
    const run = spawnSync('sh', ['-c', script], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, npm_config_prefer_offline: 'true' } });
    if (run.status !== 0) problems.push(`the install steps failed (${run.status}): ${run.stderr.trim()}`);
    const recorded = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];

    const sections = parseUnit(unit);
    const service = sections.Service ?? {};
    const one = (key) => service[key]?.at(-1);
    const workdir = one('WorkingDirectory');
    // the directories systemd makes for the service itself
    const made = (service.StateDirectory ?? []).flatMap((v) => v.split(/\s+/)).map((name) => `/var/lib/${name}`);
    // (dist/ only when the install's `npm ci` bundles: package.json's prepare script)
    const bundles = /prepare\.js/.test(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts?.prepare ?? '');
    const npmMade = npm || !workdir ? [] : [join(workdir, 'node_modules'), ...(bundles ? [join(workdir, 'dist')] : [])];
    const paths = [
      ['WorkingDirectory', workdir],
      ...['ReadWritePaths', 'ReadOnlyPaths', 'EnvironmentFile'].flatMap((key) =>
        (service[key] ?? []).flatMap((v) => v.split(/\s+/)).map((path) => [key, path]),
      ),
      ...(sections.Unit?.Documentation ?? []).filter((v) => v.startsWith('file://')).map((v) => ['Documentation', v.slice('file://'.length)]),
    ];
    const script0 = one('ExecStart')?.split(/\s+/)[1];
    if (script0 && workdir && !script0.startsWith('/')) paths.push(['ExecStart', join(workdir, script0)]);
    for (const [key, given] of paths) {
      if (!given) continue;
      // a leading "-" makes a missing path acceptable to systemd
      if (given.startsWith('-')) continue;
      const path = given.replace(/^[+!]/, '');
      if (made.some((dir) => path === dir || path.startsWith(`${dir}/`))) continue;
      if (npmMade.some((dir) => path === dir || path.startsWith(`${dir}/`))) continue;
      if (!existsSync(join(root, path))) problems.push(`${key}=${given}: no step of the install makes it`);
    }
    for (const [key, account] of [['User', one('User')], ['Group', one('Group')]]) {
      if (!account || account === 'root') continue;
      const makes = recorded.some((line) => {
        const words = line.split(/\s+/);
        if (words.at(-1) !== account) return false;
        if (key === 'User') return ['useradd', 'adduser'].includes(words[0]);
        return words[0] === 'groupadd' || (words[0] === 'useradd' && (words.includes('--user-group') || words.includes('-U')));
      });
      if (!makes) problems.push(`${key}=${account}: no step of the install makes it`);
    }
    const analyze = spawnSync('systemd-analyze', ['verify', join(ROOT, 'deploy/butler.service')], { encoding: 'utf8' });
    if (analyze.error === undefined && analyze.status !== 0 && unit === readFileSync(join(ROOT, 'deploy/butler.service'), 'utf8')) {
      problems.push(`systemd-analyze verify: ${analyze.stderr.trim()}`);
    }
    return { problems, recorded, analyzed: analyze.error === undefined, root: keep ? root : undefined };
  } finally {
    if (!keep) rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url) && process.argv.includes('--unit')) {
  const { problems, recorded, analyzed } = checkUnit({ npm: !process.argv.includes('--no-npm'), keep: process.argv.includes('--keep') });
  for (const line of recorded) console.log(`recorded, not run: ${line}`);
  if (!analyzed) console.log('systemd-analyze is not here: the unit itself was not verified');
  for (const problem of problems) console.error(`unit check: ${problem}`);
  process.exit(problems.length === 0 ? 0 : 1);
} else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  check({ keep: process.argv.includes('--keep') }).then(
    () => process.exit(0),
    (error) => {
      console.error(`deploy check failed: ${error.message}`);
      process.exit(1);
    },
  );
}
