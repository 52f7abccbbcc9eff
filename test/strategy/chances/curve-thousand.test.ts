// The chat's chance curve of a plain two-player 1000 (the game-over picture's, from the chances worker) is the
// CLI's for the same record and options (curve.ts computeCurve): the bounded estimate path, never the exact race,
// so what the picture shows does not depend on whether that race was solved before (it takes ~30 s the first time).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { thousandEngine } from '../../../src/games/thousand/engine.ts';
import type { ThousandState } from '../../../src/games/thousand/state.ts';
import { workerCurve } from '../../../src/images/game-curve.ts';
import { computeCurve, pictureCurveOptions, type CurveRecord } from '../../../src/strategy/chances/curve.ts';
import { configureThousandDuels, provideThousandDuel } from '../../../src/strategy/chances/duel-service.ts';
import { configureChanceEstimates } from '../../../src/strategy/chances/estimate-service.ts';
import { thousandChancePart } from '../../../src/strategy/chances/thousand-part.ts';
import { PLAIN_RACE } from '../../../src/strategy/chances/thousand-duel.ts';
import { smallDuel } from '../thousand/small-duel.ts';
import { fastDice } from '../../../src/strategy/chances/fast-dice.ts';
import { thousandBotAction } from '../../../src/strategy/thousand/bot-action.ts';
import type { GameRecord } from '../../../src/core/records.ts';
import { policyFor } from '../thousand/solved.ts';

afterEach(() => configureThousandDuels({ forget: true }));
afterAll(() => configureChanceEstimates({ forget: true }));

/** A plain two-player 1000 played to its end by the solo policy with seeded (scripted) dice, kept as a record. */
function plainDuelRecord(seed: number): CurveRecord {
  const dice = fastDice(seed);
  const policy = policyFor(PLAIN_RACE);
  let state = thousandEngine.setup(['ann', 'bob'], { ...PLAIN_RACE }) as ThousandState;
  const moves: CurveRecord['moves'] = [];
  while (!thousandEngine.isOver(state)) {
    const player = thousandEngine.expected(state)!.player;
    const action = thousandBotAction(policy, state, player) as never;
    const d: number[] = [];
    const result = thousandEngine.apply(state, action, { roll: (n: number) => { const r = dice.roll(n); d.push(...r); return r; } });
    if (!result.ok) throw new Error(result.code);
    moves.push({ a: action, d });
    state = result.state as ThousandState;
  }
  return { game: 'thousand', settings: { ...PLAIN_RACE }, players: [{ id: 'ann' }, { id: 'bob' }], moves };
}

describe("a plain two-player 1000's curve in the chat and in the CLI", () => {
  it('GIVEN a finished plain duel record THEN the game-over picture\'s curve equals the CLI\'s with the same options, estimates throughout', async () => {
    const record = plainDuelRecord(7);
    const options = pictureCurveOptions('thousand');
    const cli = computeCurve(record, await thousandChancePart.standalonePolicies!(record.settings ?? {}), options)!;
    expect(cli.points.filter((p) => p.kind !== 'result').every((p) => p.kind === 'estimate')).toBe(true);
    const chat = await workerCurve({ ...record, id: 1 } as unknown as GameRecord);
    expect(chat).toEqual({ players: cli.players, points: cli.points, margin: cli.margin });
  }, 120_000);

  it('GIVEN the exact race solved before (the bot played it) THEN the same curve: history does not change it', async () => {
    const record = plainDuelRecord(7);
    configureChanceEstimates({ forget: true });
    const before = await workerCurve({ ...record, id: 2 } as unknown as GameRecord);
    configureChanceEstimates({ forget: true });
    // a small race stands in for the solved one: the main thread ships it to the worker with the policies
    provideThousandDuel(PLAIN_RACE, smallDuel({ ...PLAIN_RACE }, 300));
    const after = await workerCurve({ ...record, id: 2 } as unknown as GameRecord);
    expect(after).not.toBeNull();
    expect(after).toEqual(before);
  }, 120_000);
});
