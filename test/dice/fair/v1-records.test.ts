// Records of games sealed before v2 (no `scheme`: the v1 text context) still verify, in the CLI's checker and in the
// Python script, while the same record claiming v2 does not: the layout a game was sealed with is the one it is
// checked with.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { commitmentOf } from '../../../src/dice/fair/construction.ts';
import { verifyRecord } from '../../../src/dice/fair/verify-record.ts';
import { ENGINES } from '../../../src/games/registry.ts';
import { toGameRecord } from '../../../src/sessions/game-record.ts';
import { playAction } from '../../../src/sessions/play.ts';
import { emptySession, type ChannelSession } from '../../../src/sessions/session.ts';

const run = promisify(execFile);
const script = new URL('../../../docs/verify-dice.py', import.meta.url).pathname;
const never = { roll: (): number[] => { throw new Error('not the fair dice'); } };

/** Bone Poker, two players, roll-roll-pass-pass, on a seal stored without `scheme` as builds before v2 wrote it. */
function v1Game() {
  const secret = '5a'.repeat(32);
  const players = [{ id: 'tg:1', name: 'Ann' }, { id: 'tg:2', name: 'Bo' }];
  let session: ChannelSession = {
    ...emptySession(),
    game: {
      id: 'bone_poker',
      players,
      settings: {},
      state: ENGINES.bone_poker.setup(['tg:1', 'tg:2'], {}),
      clock: null,
      timeouts: {},
      fair: { by: 'hmac', secret, commitment: commitmentOf(secret), seeds: [{ player: 'tg:2', text: 'old seed' }] },
      log: [],
      startedAt: 1,
    },
  };
  for (const action of [
    { type: 'roll', player: 'tg:1', count: 5 },
    { type: 'roll', player: 'tg:2', count: 5 },
    { type: 'pass', player: 'tg:1' },
    { type: 'pass', player: 'tg:2' },
  ] as const) {
    const result = playAction(session, action, never);
    if (result.kind !== 'applied') throw new Error(`refused: ${JSON.stringify(result)}`);
    session = result.session;
  }
  return toGameRecord('tg:-100', session.ended!, 2);
}

describe('records sealed with v1', () => {
  it('GIVEN a game sealed before v2 WHEN its record is verified THEN it holds, and claiming v2 instead is refused at the first roll', () => {
    const record = v1Game();
    expect(record.fair!.scheme).toBeUndefined();
    expect(verifyRecord(record)).toMatchObject({ ok: true, rolls: 2, moves: 4 });
    const claimed = { ...record, fair: { ...record.fair!, scheme: 'butler-fair-v2' as const } };
    expect(verifyRecord(claimed)).toMatchObject({ ok: false, problem: 'roll', roll: 1 });
  });

  it('GIVEN the v1 record WHEN the Python script checks it THEN every roll matches', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'butler-v1-')), 'v1.json');
    writeFileSync(file, JSON.stringify(v1Game()));
    const { stdout } = await run('python3', [script, file]);
    expect(stdout).toContain('OK: совпали все броски (2)');
  });
});
