// The whole-game opponent of a two-player Dice Poker game (issue 54): each keep and each box is chosen for the best
// chance to finish with the higher total, not for the most points.
//
// The player's own turn is played exactly (every keep, every roll, every box of the rules, through the dice space as
// the last-round solver does); where the turn ends, the rest of the game is judged by the score-distribution
// approach: each sheet's points still to come are taken as normal, with the mean of the value table and the variance
// of the spread table for that sheet (the upper-section progress and the poker box are part of the position), the
// two players' dice independent. So writing hand h into box b wins with chance
//   Φ((banked + points + mean(after) − the opponent's expected total) / √(var(after) + the opponent's var)).
// A player far behind so prefers the keep with more spread, one far ahead the one with less. The last round is
// left to the exact solver (chances/dice-poker-last-round.ts); three or more players to the expected-score policy.
import { isUpperBox, jokerBoxes, pointsFor, type DicePokerBox, type DicePokerState } from '../../games/dice-poker/index.ts';
import { POKER_BONUS, POKER_POINTS } from '../../games/dice-poker/constants.ts';
import { allowedBoxes } from '../../games/dice-poker/joker.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import { entryOf } from '../../games/with-entry.ts';
import { isLastRound } from '../chances/dice-poker-last-round.ts';
import { solveTurn, type TurnSolution } from '../chances/turn-game.ts';
import { sheetPosition, type SheetPosition } from './advice.ts';
import { SPACE } from './dice-space.ts';
import { index } from './layout.ts';
import { normalAbove } from './normal.ts';
import type { DicePokerTable } from './table.ts';

const ROLLS = 3;

export interface WholeGameTables {
  table: DicePokerTable;
  /** spread.ts: the variance of the points still to come, by the table's index */
  spread: Float32Array;
}

/** Whether the whole-game opponent chooses this move: two players, the player's turn, before the last round. */
export function playsWholeGame(state: DicePokerState, player: PlayerId): boolean {
  return state.players.length === 2 && state.current === player && !state.over && !state.turn.reroll && !isLastRound(state);
}

/**
 * Below this gain in the chance to win, the move that scores most is played. Far ahead or far behind, every move's
 * chance is within a millionth of 1 or 0, and there the normal curve's far tail — not the dice — would pick the move
 * (keeping a 2 of 6-6-6-6-2 when 150 points ahead); a user sees that as a blunder, and it wins nothing.
 */
const MIN_GAIN = 1e-4;

/**
 * The action with the best chance to win, or `scoring` (the expected-score policy's action) unless the best wins
 * at least MIN_GAIN more often: where the two agree or the chances cannot tell them apart, the player scores most.
 */
export function wholeGameAction(tables: WholeGameTables, state: DicePokerState, player: PlayerId, scoring: Action): Action {
  const turn = wholeGameTurn(tables, state, player);
  const { rolls, dice } = state.turn;
  if (rolls === 0) return { type: 'roll', player, count: 5 };
  const h = SPACE.indexOfDice(dice);
  const k = rolls < ROLLS ? turn.solution.bestKeep[ROLLS - rolls]![h]! : h;
  const best: Action =
    k === h ? { type: 'score', player, box: turn.box[h]! } : { type: 'roll', player, count: 5 - SPACE.counts[k * 7]!, reroll: rerollOf(dice, k) };
  const bestValue = k === h ? turn.solution.terminal[h]! : turn.solution.keepValue[ROLLS - rolls]![k]!;
  const scoringValue = valueOf(tables, turn, state, player, scoring);
  return scoringValue !== null && scoringValue > bestValue - MIN_GAIN ? scoring : best;
}

/**
 * The player's turn solved for the chance to win (or, when ahead, for the chance not to lose: the same choices, but
 * small losing chances keep their precision), and the best box for each final hand. It depends on the sheets only,
 * not on the dice: kept per game for the same sheets, so the second and third roll and the write reuse it.
 */
interface WholeGameTurn {
  solution: TurnSolution;
  box: DicePokerBox[];
  me: SheetPosition;
  /** the opponent's expected final total and its variance */
  opponentMean: number;
  opponentVariance: number;
  /** +1: values are chances to win; -1: values are minus the chances to lose */
  sense: number;
}

const turns = new WeakMap<DicePokerState['sheets'], { pokerBonus: DicePokerState['pokerBonus']; current: string | null; turn: WholeGameTurn }>();

function wholeGameTurn(tables: WholeGameTables, state: DicePokerState, player: PlayerId): WholeGameTurn {
  const kept = turns.get(state.sheets);
  if (kept && kept.pokerBonus === state.pokerBonus && kept.current === state.current) return kept.turn;
  const { table, spread } = tables;
  const opponent = state.players.find((p) => p !== player)!;
  const me = sheetPosition(table, state, player);
  const them = sheetPosition(table, state, opponent);
  const themAt = index(table.layout, them.mask, them.upper, them.pokerFull);
  const opponentMean = them.banked + table.values[themAt]!;
  const opponentVariance = spread[themAt]!;
  const myMean = me.banked + table.values[index(table.layout, me.mask, me.upper, me.pokerFull)]!;
  const sense = myMean >= opponentMean ? -1 : 1;
  const partial = { me, opponentMean, opponentVariance, sense };
  const sheet = entryOf(state.sheets, player)!;
  const box: DicePokerBox[] = [];
  const solution = solveTurn(1, 0, ROLLS - 1, (h) => {
    const dice = SPACE.diceOf(h);
    let best = -Infinity;
    for (const b of allowedBoxes(sheet, dice)) {
      const v = writeValue(tables, partial, sheet, dice, b);
      if (v > best) {
        best = v;
        box[h] = b;
      }
    }
    return [best];
  });
  const turn = { ...partial, solution, box };
  turns.set(state.sheets, { pokerBonus: state.pokerBonus, current: state.current, turn });
  return turn;
}

/** The value (in the turn's sense) of writing `dice` into `box`: the normal approximation of the rest of the game. */
function writeValue(
  tables: WholeGameTables,
  turn: Omit<WholeGameTurn, 'solution' | 'box'>,
  sheet: DicePokerState['sheets'][string],
  dice: readonly number[],
  box: DicePokerBox,
): number {
  const { table, spread } = tables;
  const { layout } = table;
  const { me } = turn;
  const points = pointsFor(sheet, dice, box);
  const bonus = jokerBoxes(sheet, dice) ? POKER_BONUS : 0;
  const b = boxIndex(table, box);
  const upper = isUpperBox(box) ? Math.min(layout.cap, me.upper + points) : me.upper;
  const pokerFull = b === layout.rules.pokerBox ? (points === POKER_POINTS ? 1 : 0) : me.pokerFull;
  const at = index(layout, me.mask | (1 << b), upper, pokerFull);
  const lead = me.banked + points + bonus + table.values[at]! - turn.opponentMean;
  const variance = spread[at]! + turn.opponentVariance;
  const sd = Math.sqrt(variance);
  // the chance the lead ends above zero (ties, with whole points, sit half on each side of the continuous line)
  if (turn.sense > 0) return sd > 0 ? normalAbove(lead / sd) : lead > 0 ? 1 : lead < 0 ? 0 : 0.5;
  return -(sd > 0 ? normalAbove(-lead / sd) : lead < 0 ? 1 : lead > 0 ? 0 : 0.5);
}

/** The value of any legal action in this turn (the expected-score policy's, to compare); null if not a keep or write. */
function valueOf(tables: WholeGameTables, turn: WholeGameTurn, state: DicePokerState, player: PlayerId, action: Action): number | null {
  const { rolls, dice } = state.turn;
  if (rolls === 0 || action.player !== player) return null;
  const sheet = entryOf(state.sheets, player)!;
  if (action.type === 'score') return writeValue(tables, turn, sheet, dice, action.box as DicePokerBox);
  if (action.type !== 'roll' || rolls >= ROLLS) return null;
  const keep = [...dice];
  for (const d of action.reroll ?? dice) {
    const i = keep.indexOf(d);
    if (i < 0) return null;
    keep.splice(i, 1);
  }
  const k = SPACE.indexOfDice(keep);
  return k < SPACE.hands ? turn.solution.terminal[k]! : turn.solution.keepValue[ROLLS - rolls]![k]!;
}

function boxIndex(table: DicePokerTable, box: DicePokerBox): number {
  return table.layout.rules.boxes.findIndex((b) => b.id === box);
}

/** The dice of `dice` not in keep k, ascending. */
function rerollOf(dice: readonly number[], k: number): number[] {
  const rest = [...dice].sort((a, b) => a - b);
  for (const d of SPACE.diceOf(k)) rest.splice(rest.indexOf(d), 1);
  return rest;
}
