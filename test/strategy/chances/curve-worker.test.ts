// A finished game's chance curve as the chances worker computes it for the game-over picture (estimate-service.ts
// whenCurve): the same values curve.ts gives for the record with the picture's bounds, estimates included; kept by
// the record's id; no curve (and nothing kept) for a record that does not replay.
import { afterAll, describe, expect, it } from 'vitest';
import { bonePokerEngine } from '../../../src/games/bone-poker/index.ts';
import { botMove } from '../../../src/strategy/bots/index.ts';
import { computeCurve, pictureCurveOptions, type CurveRecord } from '../../../src/strategy/chances/curve.ts';
import { configureChanceEstimates, whenCurve } from '../../../src/strategy/chances/estimate-service.ts';

afterAll(() => configureChanceEstimates({ forget: true }));

// Bone Poker with scripted dice (each roll takes the next ones), the computer player's moves for both players.
const DICE = [5, 5, 5, 2, 2, 6, 6, 1, 3, 4, 1, 3, 6, 6, 2, 4, 5, 1, 2, 3];

function scriptedRecord(): CurveRecord {
  let state = bonePokerEngine.setup(['ann', 'bob'], {});
  const moves: CurveRecord['moves'] = [];
  let next = 0;
  while (!bonePokerEngine.isOver(state)) {
    const action = botMove('bone_poker', state, bonePokerEngine.expected(state)!.player, {}) as never;
    const d: number[] = [];
    const result = bonePokerEngine.apply(state, action, { roll: (n: number) => { const r = DICE.slice(next, next + n); next += n; d.push(...r); return r; } });
    if (!result.ok) throw new Error(result.code);
    moves.push({ a: action, d });
    state = result.state;
  }
  return { game: 'bone_poker', players: [{ id: 'ann' }, { id: 'bob' }], moves };
}

describe("the chances worker's curve", () => {
  it("GIVEN a finished Bone Poker record THEN the worker gives curve.ts's curve with the picture's bounds, estimates and all, and keeps it", async () => {
    const record = scriptedRecord();
    const options = pictureCurveOptions('bone_poker');
    const expected = computeCurve(record, {}, options)!;
    expect(expected.points.map((p) => p.kind)).toContain('estimate');
    const curve = await whenCurve('7', record, options);
    expect(curve).toEqual(expected);
    expect(await whenCurve('7', record, options)).toBe(curve); // kept by the record's id
  }, 60_000);

  it('GIVEN a record that does not replay THEN no curve', async () => {
    const record = scriptedRecord();
    const broken = { ...record, moves: record.moves.map((m, i) => (i === 0 ? { ...m, d: [] } : m)) };
    expect(await whenCurve('8', broken, pictureCurveOptions('bone_poker'))).toBeNull();
  }, 60_000);
});
