// deploy/butler.service against the install steps docs/operations.md gives: run in a temp folder standing for /
// (deploy/check.mjs checkUnit), they make every path the unit names and its user — the unit named /opt/butler/dist,
// which no step made (systemd fails such a start while setting up the namespace), and no step made the user.
// What cannot run here: systemd is not PID 1 and this is no root install, so useradd and systemctl are recorded, not
// run, and the unit is never started; `npm ci` runs only with BUTLER_DEPLOY_CHECK=1 (minutes).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkUnit, documentedSteps, parseUnit } from '../../deploy/check.mjs';

describe('deploy/butler.service', () => {
  it('GIVEN the documented install steps run in a temp root THEN every path the unit names exists or is made by systemd, and its user and group are made by a step', () => {
    const result = checkUnit();
    expect(result.problems).toEqual([]);
    expect(result.recorded).toEqual(expect.arrayContaining([expect.stringMatching(/^useradd .*--user-group .* butler$/), expect.stringMatching(/^npm ci --omit=dev/)]));
  }, 60_000);

  it('GIVEN a unit and steps as before (no user made, no settings file, no docs, a writable folder no step makes) THEN each is named as a problem', () => {
    const before = readFileSync('deploy/butler.service', 'utf8').replace('ProtectHome=true', 'ProtectHome=true\nReadWritePaths=/var/lib/butler /opt/butler/dist /opt/butler/cache');
    const steps = ['mkdir -p /opt/butler', 'cp -r bin src package.json /opt/butler/', 'cd /opt/butler && npm ci --omit=dev'];
    expect(checkUnit({ unit: before, steps }).problems).toEqual([
      'ReadWritePaths=/opt/butler/cache: no step of the install makes it',
      'EnvironmentFile=/etc/butler/butler.env: no step of the install makes it',
      'Documentation=/opt/butler/docs/operations.md: no step of the install makes it',
      'User=butler: no step of the install makes it',
      'Group=butler: no step of the install makes it',
    ]);
  }, 60_000);

  it('GIVEN the unit THEN it writes nowhere but its state directory, restarts on failure and gives the drain its time', () => {
    const service = parseUnit(readFileSync('deploy/butler.service', 'utf8')).Service!;
    expect(service.ProtectSystem).toEqual(['strict']);
    expect(service.ReadWritePaths).toBeUndefined();
    expect(service.StateDirectory).toEqual(['butler']);
    expect(service.Restart).toEqual(['on-failure']);
    expect(service.Environment).toContain('BUTLER_DB=/var/lib/butler/butler.sqlite');
    expect(documentedSteps(readFileSync('docs/operations.md', 'utf8'), 'systemd-install').some((line) => line.startsWith('cp /opt/butler/deploy/butler.service /etc/systemd/system/'))).toBe(true);
  });
});

const hasAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;

describe.runIf(hasAnalyze)('the scheduled backup of docs/operations.md', () => {
  it('GIVEN the timer and its service as the docs give them THEN systemd-analyze verify accepts both', () => {
    const text = readFileSync('docs/operations.md', 'utf8');
    const block = /### Scheduled backups[\s\S]*?```ini\n([\s\S]*?)```/.exec(text)![1]!;
    const units = block.split(/^# \/etc\/systemd\/system\/(\S+)\n/m).slice(1);
    const dir = mkdtempSync(join(tmpdir(), 'butler-timer-'));
    try {
      const names: string[] = [];
      for (let i = 0; i < units.length; i += 2) {
        writeFileSync(join(dir, units[i]!), units[i + 1]!);
        names.push(units[i]!);
      }
      expect(names).toEqual(['butler-backup.service', 'butler-backup.timer']);
      const verify = spawnSync('systemd-analyze', ['verify', ...names], { cwd: dir, encoding: 'utf8' });
      expect(verify.stderr).toBe('');
      expect(verify.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Slow (an npm ci): only with BUTLER_DEPLOY_CHECK=1.
describe.runIf(process.env.BUTLER_DEPLOY_CHECK === '1')('the systemd install with its npm ci', () => {
  it('GIVEN the steps run with npm ci THEN dist/ and node_modules/ are made by the install itself', () => {
    expect(checkUnit({ npm: true }).problems).toEqual([]);
  }, 1_200_000);
});
