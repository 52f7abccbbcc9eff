// The computer player that plays to win, and the hint's «ради победы» line: behind in the last round, the long shot.
import { describe, expect, it } from 'vitest';
import { BOXES, type DicePokerBox, type DicePokerState, type Sheet } from '../../../src/games/dice-poker/index.ts';
import { bonePokerEngine, type BonePokerState } from '../../../src/games/bone-poker/index.ts';
import { dicePokerBot } from '../../../src/strategy/bots/dice-poker.ts';
import { bonePokerBot } from '../../../src/strategy/bots/bone-poker.ts';
import { dicePokerMoveChance, dicePokerWinningMove } from '../../../src/strategy/chances/dice-poker-last-round.ts';
import { winningHint } from '../../../src/strategy/chances/dice-poker-hint.ts';

const sheet = (free: DicePokerBox[], chance = 10): Sheet =>
  Object.fromEntries(BOXES.map((b) => [b, free.includes(b) ? null : b === 'chance' ? chance : 10])) as Sheet;

/** ann has 168 on the table; the bot has 140 and the chance box left, holding 6,6,4,3,3 with one roll left. */
const behind: DicePokerState = {
  version: 1,
  players: ['ann', 'bot:1'],
  sheets: { ann: sheet([], 28), 'bot:1': sheet(['chance']) },
  pokerBonus: { ann: 0, 'bot:1': 0 },
  current: 'bot:1',
  turn: { rolls: 2, dice: [6, 6, 4, 3, 3], reroll: null },
  over: false,
  winners: [],
};

describe('playing to win', () => {
  it('GIVEN the bot behind in the last round and a policy that stands on 22 WHEN it moves THEN it rerolls for the only chance to win', () => {
    const stand = () => ({ type: 'score' as const, player: 'bot:1', box: 'chance' });
    const action = dicePokerBot(behind, 'bot:1', { dicePokerPolicy: stand });
    expect(action && 'type' in action ? action.type : null).toBe('roll');
    expect(dicePokerBot(behind, 'bot:1', { dicePokerPolicy: stand, playToWin: false })).toEqual(stand());
    expect(dicePokerMoveChance(behind, 'bot:1', { kind: 'score', box: 'chance' })).toBe(0);
    const best = dicePokerWinningMove(behind, 'bot:1')!;
    expect(best.chance).toBeGreaterThan(0);
  });

  it('GIVEN the move that scores most stands on 22 WHEN the hint is built THEN «ради победы» names the reroll and its chance', () => {
    const hint = winningHint(behind, 'bot:1', { kind: 'score', box: 'chance', points: 22 })!;
    expect(hint.move.kind).toBe('reroll');
    expect(hint.chance).toBeCloseTo(dicePokerWinningMove(behind, 'bot:1')!.chance, 12);
  });

  it('GIVEN the move that scores most also wins most WHEN the hint is built THEN there is no extra line', () => {
    const ahead = { ...behind, sheets: { ...behind.sheets, ann: sheet([], 5) } }; // ann 145: any sum ≥ 6 wins
    expect(winningHint(ahead, 'bot:1', { kind: 'score', box: 'chance', points: 22 })).toBeNull();
  });

  it('GIVEN Bone Poker round 2 with a player still to move after the bot WHEN the bot chooses THEN it counts that player’s best reply, not their shown hand', () => {
    // bob shows a pair of 1s but will reroll; the bot's three 2s beat the shown hand — it still improves when that wins more
    const state: BonePokerState = { ...bonePokerEngine.setup(['ann', 'bot:1', 'bob'], {}), round: 2, moved: ['ann'], hands: { ann: [1, 2, 3, 5, 6], 'bot:1': [2, 2, 2, 5, 6], bob: [1, 1, 3, 4, 6] } };
    const action = bonePokerBot(state, 'bot:1', {});
    expect(action).toMatchObject({ type: 'roll', reroll: [5, 6] });
    expect(bonePokerBot(state, 'bot:1', { playToWin: false })).toEqual({ type: 'pass', player: 'bot:1' });
  });
});
