// Issue 27's measure: a real record of each game, and copies changed after the fact, given to
// `npx butler verify FILE --commitment <first 16 hex digits of the original>`: every original accepted, every
// changed copy refused with the first thing that does not hold named; and the independent Python check of the dice
// still accepts all four originals.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { runVerify } from '../../../src/cli/verify.ts';
import { forgetInRecord, forgetting } from '../../../src/storage/records/forget-structure.ts';
import { GAME_IDS, type GameId } from '../../../src/games/types.ts';
import type { GameRecord } from '../../../src/storage/records/game-record.ts';
import { playFairGame } from '../../helpers/fair-games.ts';
import { BINDING_TAMPERS, resealed, TAMPERINGS, tampered } from '../../helpers/tampered-records.ts';
import { erasedSeed } from '../../../src/dice/fair/bound-context.ts';
import { FAIR_V2 } from '../../../src/dice/fair/construction.ts';
import { contextDigest } from '../../../src/dice/fair/context-digest.ts';

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'butler-verify-game-'));
const script = new URL('../../../docs/verify-dice.py', import.meta.url).pathname;
const records = {} as Record<GameId, GameRecord>;

beforeAll(async () => {
  for (const game of GAME_IDS) records[game] = (await playFairGame(game)).record;
}, 120_000);

let files = 0;
function save(record: unknown): string {
  const file = path.join(dir, `record-${files++}.json`);
  writeFileSync(file, JSON.stringify(record));
  return file;
}

async function verify(record: GameRecord, commitment: string): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await runVerify([save(record), '--commitment', commitment, '--lang', 'ru'], (line) => lines.push(line));
  return { code, text: lines.join('\n') };
}

describe('npx butler verify FILE --commitment HEX on four real games and their changed copies', () => {
  it('GIVEN the real record of each game WHEN verified with its own commitment THEN each is accepted, every move replayed', async () => {
    let accepted = 0;
    for (const game of GAME_IDS) {
      const record = records[game];
      const result = await verify(record, record.fair!.commitment.slice(0, 16));
      expect(result.text, game).toContain(`все ходы (${record.moves.length}) сыграны по правилам`);
      expect(result.code, game).toBe(0);
      accepted++;
    }
    expect(accepted).toBe(4);
  });

  for (const how of Object.keys(TAMPERINGS)) {
    it(`GIVEN each game's record with ${how} WHEN verified with the original commitment THEN it is refused`, async () => {
      for (const game of GAME_IDS) {
        const original = records[game];
        const result = await verify(tampered(original, how), original.fair!.commitment.slice(0, 16));
        expect(result.text, `${game}: ${how}`).toMatch(/^НЕ СОВПАДАЕТ/);
        expect(result.code, `${game}: ${how}`).toBe(1);
      }
    });
  }

  it('GIVEN a changed copy WHEN verified THEN the verdict names what does not hold', async () => {
    const record = records.bone_poker;
    const c = record.fair!.commitment.slice(0, 16);
    const cases: [string, RegExp][] = [
      ['the last move dropped', /игра доиграна, но после ее последнего хода она еще идет/],
      ['a move added after the end', new RegExp(`ход ${record.moves.length + 1} записан после конца игры`)],
      ['other winners', /победители в записи/],
      ['a roll stored with fewer dice', /ход 1 бросает костей: 5, а в записи их: 4/],
      ['an action made by another player', /ход 1 не по правилам \(not_your_turn\)/],
      ['a forged secret with its commitment and every die recomputed', /в чате был показан/],
      ['a seed whose author is not a player', /от «mallory», а это не игрок/],
    ];
    for (const [how, said] of cases) expect((await verify(tampered(record, how), c)).text, how).toMatch(said);
  });

  it('GIVEN the four real records WHEN checked by the Python script THEN every roll of every game matches and it prints the commitment to compare', async () => {
    for (const game of GAME_IDS) {
      const { stdout } = await run('python3', [script, save(records[game])]);
      expect(stdout).toContain('OK');
      expect(stdout).toContain(`${records[game].fair!.commitment} — compare with the one shown in the chat when the game started`);
    }
  });

  it('GIVEN a record whose first player was forgotten (/forgetme) WHEN checked by the Python script THEN its rolls still match, from the kept context digest', async () => {
    const record = records.bone_poker;
    const forgotten = forgetInRecord(record, forgetting(record.players[0]!.id));
    expect(JSON.stringify(forgotten)).not.toContain(`"${record.players[0]!.id}"`);
    const { stdout } = await run('python3', [script, save(forgotten)]);
    expect(stdout).toContain('OK');
  });

  it('GIVEN a record whose who-played or phrases were changed (issue 49) WHEN checked by the Python script THEN each change is refused', async () => {
    const record = records.bone_poker;
    expect(record.fair!.scheme).toBe('butler-fair-v3');
    for (const how of BINDING_TAMPERS) {
      const result = await run('python3', [script, save(tampered(record, how))]).catch((e) => e);
      expect(result.code, how).toBe(1);
      expect(String(result.stdout), how).toMatch(/НЕ СОВПАДАЕТ/);
    }
  });

  it('GIVEN a forgotten player whose phrases’ texts are then erased to their digests WHEN verified by the CLI and the Python script THEN it still verifies, and changing a digest does not', async () => {
    const record = records.dice_poker;
    const forgotten = forgetInRecord(record, forgetting(record.players[1]!.id));
    forgotten.fair!.seeds = forgotten.fair!.seeds.map(erasedSeed);
    expect(JSON.stringify(forgotten)).not.toContain('чайник');
    expect(JSON.stringify(forgotten)).not.toContain(record.players[1]!.name);
    expect((await verify(forgotten, record.fair!.commitment.slice(0, 16))).code).toBe(0);
    expect((await run('python3', [script, save(forgotten)])).stdout).toContain('OK');
    const changed = structuredClone(forgotten);
    const seat = changed.fair!.seats!.find((s) => 'digest' in s) as { digest: string };
    seat.digest = seat.digest.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect((await verify(changed, record.fair!.commitment.slice(0, 16))).code).toBe(1);
    expect((await run('python3', [script, save(changed)]).catch((e) => e)).code).toBe(1);
  });

  it('GIVEN a v2 record with a contextHash (a player forgotten before v3) WHEN verified THEN the dice and moves hold but the verdict says who played cannot be checked, exit 1', async () => {
    const record = structuredClone(records.craps);
    // a v2 game: its context under v2, its dice redrawn from it; then a forgetting keeps the digest (contextHash)
    const v2 = resealedUnder(record);
    const forgotten = forgetInRecord(v2, forgetting(v2.players[0]!.id));
    expect(forgotten.fair!.contextHash).toMatch(/^[0-9a-f]{64}$/);
    const result = await verify(forgotten, v2.fair!.commitment.slice(0, 16));
    expect(result.text).toMatch(/^НЕ ПРОВЕРЕНО: броски \(\d+\) и ходы \(\d+\) сходятся/);
    expect(result.code).toBe(1);
    const python = await run('python3', [script, save(forgotten)]).catch((e) => e);
    expect(python.code).toBe(1);
    expect(String(python.stdout)).toMatch(/НЕ ПРОВЕРЕНО/);
    // and the same record before the forgetting, v2 without contextHash, verifies as it always did
    expect((await verify(v2, v2.fair!.commitment.slice(0, 16))).code).toBe(0);
  });

  it('GIVEN a v3 record relabelled v2, its seats dropped and its true context digest added, with a player renamed WHEN verified THEN no verifier says OK', async () => {
    const record = structuredClone(records.thousand);
    const digest = contextDigest(record.fair!, record.players);
    if (!digest.ok) throw new Error('no context');
    record.fair = { ...record.fair!, scheme: FAIR_V2, contextHash: digest.hash.toString('hex') };
    delete record.fair.seats;
    record.players[0]!.name = 'Mallory';
    const result = await verify(record, record.fair.commitment.slice(0, 16));
    expect(result.text).toMatch(/^НЕ ПРОВЕРЕНО/);
    expect(result.code).toBe(1);
    const python = await run('python3', [script, save(record)]).catch((e) => e);
    expect(python.code).toBe(1);
  });

  it('GIVEN --commitment with fewer than 16 hex digits WHEN given to the Python script THEN it is bad usage (exit 2), as in the CLI, never a match of a short prefix', async () => {
    const record = records.craps;
    const short = await run('python3', [script, save(record), '--commitment', record.fair!.commitment.slice(0, 1)]).catch((e) => e);
    expect(short.code).toBe(2);
    const upper = await run('python3', [script, save(record), '--commitment', record.fair!.commitment.slice(0, 16).toUpperCase()]);
    expect(upper.stdout).toContain('совпал с указанным');
  });

  it('GIVEN a roll stored with fewer dice than its move rolls WHEN checked by the Python script THEN it is refused', async () => {
    const result = await run('python3', [script, save(tampered(records.dice_poker, 'a roll stored with fewer dice'))]).catch((e) => e);
    expect(result.code).toBe(1);
    expect(String(result.stdout) + String(result.stderr)).toMatch(/4/);
  });
});

/**
 * A Craps record as a v2 game would have left it after its first roll, ended by an admin: no seats or salts, the
 * roll drawn from the v2 context (a first come-out roll is legal whatever its dice).
 */
function resealedUnder(record: GameRecord): GameRecord {
  const fair = { ...record.fair!, scheme: FAIR_V2 as typeof FAIR_V2, seeds: record.fair!.seeds.map((s) => ({ player: s.player, text: s.text! })) };
  delete fair.seats;
  const v2: GameRecord = { ...record, fair, moves: record.moves.slice(0, 1), how: 'ended', winners: [], scores: null };
  return resealed(v2, fair.secret);
}
