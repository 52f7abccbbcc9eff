// Dice Poker's last round, exactly (RULES §4): every player has at most one free box left, so each remaining turn
// ends in a known box and the game is decided by the totals. The player to move keeps and rerolls for the best
// chance to finish with the highest total against the totals already final and the best replies of those after
// them (each of whom, in turn, plays for their own win). Solved backwards over the dice space (turn-game.ts),
// memoised on the best total so far and who holds it (standings.ts).
import { freeBoxes, jokerBoxes, pointsFor, scoreFor, totalOf, type DicePokerBox, type DicePokerState } from '../../games/dice-poker/index.ts';
import { isUpperBox } from '../../games/dice-poker/boxes.ts';
import { UPPER_BONUS, UPPER_BONUS_ABOVE } from '../../games/dice-poker/constants.ts';
import { lowerSum, upperSum } from '../../games/dice-poker/sheet.ts';
import type { PlayerId } from '../../games/types.ts';
import { SPACE } from '../dice-poker/dice-space.ts';
import { fromMovers, holderCount, NOBODY, sharesBeside, withScore, type Standing } from './standings.ts';
import { handVector, keepVector, solveTurn, startVector, type TurnSolution } from './turn-game.ts';
import { keepWithout } from './bone-poker.ts';
import { entryOf } from '../../games/with-entry.ts';

const ROLLS = 3;

/** scoreFor of every hand in each box (the ordinary rules; the sheet only matters for a joker, see finalTotals) */
const handScores = new Map<DicePokerBox, Int32Array>();

function scoresIn(box: DicePokerBox): Int32Array {
  let table = handScores.get(box);
  if (!table) {
    table = new Int32Array(SPACE.hands);
    for (let h = 0; h < SPACE.hands; h++) table[h] = scoreFor(SPACE.diceOf(h), box);
    handScores.set(box, table);
  }
  return table;
}

/**
 * The player's final total if hand h goes into their one free box (joker and both bonuses included): the sheet's
 * sums now plus the points, the upper bonus judged on the new upper sum (totalOf's own terms, without building 252
 * sheets: the playouts of the chances worker end here hundreds of times per estimate). Only five of a kind can be a
 * joker, so only those six hands ask the sheet; the rest score as the box's table says.
 */
function finalTotals(state: DicePokerState, player: PlayerId, box: DicePokerBox): Int32Array {
  const sheet = entryOf(state.sheets, player)!;
  const upper = isUpperBox(box);
  const upperNow = upperSum(sheet);
  const rest = lowerSum(sheet) + (entryOf(state.pokerBonus, player) ?? 0);
  const scores = scoresIn(box);
  const out = new Int32Array(SPACE.hands);
  for (let h = 0; h < SPACE.hands; h++) {
    let points = scores[h]!;
    let joker = 0;
    if (SPACE.fiveOfAKindFace[h]! > 0) {
      const dice = SPACE.diceOf(h);
      points = pointsFor(sheet, dice, box);
      joker = jokerBoxes(sheet, dice) ? 100 : 0;
    }
    const up = upperNow + (upper ? points : 0);
    out[h] = up + (up > UPPER_BONUS_ABOVE ? UPPER_BONUS : 0) + rest + (upper ? 0 : points) + joker;
  }
  return out;
}

interface LastRound {
  players: PlayerId[];
  vector: Float64Array;
  /** the player to move's own turn, solved */
  moverTurn: MoverTurn;
  box: DicePokerBox;
}

/**
 * A mover's turn solved, and which component of its vectors is the mover's own: with nobody after them the turn is
 * solved for that one component alone (see lastMoverTurn), otherwise for every player's.
 */
interface MoverTurn {
  turn: TurnSolution;
  own: number;
}

/** Whether the exact computation applies: the game runs and no player has more than one free box. */
export function isLastRound(state: DicePokerState): boolean {
  if (state.over || !state.current) return false;
  return state.players.every((p) => freeBoxes(entryOf(state.sheets, p)!).length <= 1) && freeBoxes(entryOf(state.sheets, state.current)!).length === 1;
}

function solveLastRound(maxMovers: number, state: DicePokerState): LastRound | null {
  if (!isLastRound(state)) return null;
  const players = state.players;
  const n = players.length;
  if (n > 30) return null;
  const at = players.indexOf(state.current!);
  let start: Standing = NOBODY;
  const movers: number[] = [];
  for (let step = 0; step < n; step++) {
    const i = (at + step) % n;
    if (freeBoxes(state.sheets[players[i]!]!).length === 1) movers.push(i);
    else start = withScore(start, i, totalOf(state, players[i]!));
  }
  if (movers.length > maxMovers) return null;
  const moverTurn = moverTurnOf(state, n, start, movers);
  const { rolls, dice, reroll } = state.turn;
  const sol = moverTurn.turn;
  let vector: Float64Array;
  if (rolls === 0) vector = startVector(sol);
  else {
    const forced = reroll ? keepWithout(dice, reroll) : -1;
    vector = forced >= 0 && rolls < ROLLS ? keepVector(sol, forced, ROLLS - rolls) : handVector(sol, SPACE.indexOfDice(dice), ROLLS - rolls);
  }
  if (movers.length === 1) vector = sharesBeside(start, n, at, vector[0]!);
  return { players, vector, moverTurn, box: freeBoxes(entryOf(state.sheets, state.current!)!)[0]! };
}

const WIN = Float64Array.of(1);
const LOSE = Float64Array.of(0);

/**
 * The turn of the last player to move against the standing the others left: each final hand wins, ties or loses,
 * and what the mover does not get the holders of the best total share equally (standings.ts, sharesBeside). So the turn is
 * solved for the mover's own chance alone, one component instead of one per player: the same choices and the same
 * own chance as the full solve (the same sums in the same order), a sixth of the work with six players.
 */
function lastMoverTurn(own: Int32Array, st: Standing): TurnSolution {
  const tie = Float64Array.of(1 / (holderCount(st) + 1));
  return solveTurn(1, 0, ROLLS - 1, (h) => (own[h]! > st.best ? WIN : own[h] === st.best ? tie : LOSE));
}

/**
 * The turn of the player to move, solved against the best replies of those after them. It does not depend on the
 * dice of the turn under way, only on the sheets: the solve is kept per game for the same sheets (the same objects:
 * a game's state is never changed in place, and a roll keeps its sheets), so the player's second and third roll and
 * the box written after them reuse it instead of solving the turn again (about a millisecond each on the chat's
 * path). Kept in a WeakMap keyed by the sheets, so many chats in their last round each keep their own, and a game
 * that is gone takes its solve with it.
 */
function moverTurnOf(state: DicePokerState, n: number, start: Standing, movers: number[]): MoverTurn {
  const last = solvedTurns.get(state.sheets);
  if (last && last.pokerBonus === state.pokerBonus && last.players === state.players && last.current === state.current) {
    return last.turn;
  }
  const players = state.players;
  const totals = movers.map((i) => finalTotals(state, players[i]!, freeBoxes(state.sheets[players[i]!]!)[0]!));
  let mine: MoverTurn;
  if (movers.length === 1) mine = { turn: lastMoverTurn(totals[0]!, start), own: 0 };
  else {
    let first: TurnSolution | null = null;
    const lastJ = movers.length - 1;
    const value = fromMovers(n, movers.length, (j, st, next) => {
      const me = movers[j]!;
      const own = totals[j]!;
      if (j === lastJ) return sharesBeside(st, n, me, startVector(lastMoverTurn(own, st))[0]!);
      const sol = solveTurn(n, me, ROLLS - 1, (h) => next(withScore(st, me, own[h]!)));
      if (j === 0) first = sol;
      return startVector(sol);
    });
    value(0, start);
    mine = { turn: first!, own: movers[0]! };
  }
  solvedTurns.set(state.sheets, { pokerBonus: state.pokerBonus, players: state.players, current: state.current, turn: mine });
  return mine;
}

const solvedTurns = new WeakMap<
  DicePokerState['sheets'],
  { pokerBonus: DicePokerState['pokerBonus']; players: DicePokerState['players']; current: DicePokerState['current']; turn: MoverTurn }
>();

/**
 * Each player's exact chance to win in the last round; null before it (or once the game is over), or when more than
 * `maxMovers` players are still to move (each further one multiplies the work by the totals it may leave).
 */
export function dicePokerLastRoundChances(state: DicePokerState, maxMovers = Infinity): Record<PlayerId, number> | null {
  const solved = solveLastRound(maxMovers, state);
  if (!solved) return null;
  return Object.fromEntries(solved.players.map((p, i) => [p, solved.vector[i]!]));
}

export type WinningMove =
  | { kind: 'roll' }
  | { kind: 'reroll'; keep: number[]; reroll: number[] }
  | { kind: 'score'; box: DicePokerBox };

/**
 * The move that wins most often for the player on turn in the last round, with that chance; null outside the last
 * round, when it is not their turn, or while a named reroll waits for its roll (nothing to choose then).
 */
export function dicePokerWinningMove(state: DicePokerState, player: PlayerId): { move: WinningMove; chance: number } | null {
  if (state.current !== player || state.turn.reroll) return null;
  const solved = solveLastRound(Infinity, state);
  if (!solved) return null;
  const chance = solved.vector[solved.players.indexOf(player)]!;
  const { rolls, dice } = state.turn;
  if (rolls === 0) return { move: { kind: 'roll' }, chance };
  if (rolls === ROLLS) return { move: { kind: 'score', box: solved.box }, chance };
  const h = SPACE.indexOfDice(dice);
  const k = solved.moverTurn.turn.bestKeep[ROLLS - rolls]![h]!;
  if (k === h) return { move: { kind: 'score', box: solved.box }, chance };
  const keep = SPACE.diceOf(k);
  const reroll = [...dice].sort((a, b) => a - b);
  for (const d of keep) reroll.splice(reroll.indexOf(d), 1);
  return { move: { kind: 'reroll', keep, reroll }, chance };
}

/**
 * The chance to win of one particular move of the player on turn (the move that scores most, say), when the others
 * play for their own win; null outside the last round. A reroll is given by the values kept.
 */
export function dicePokerMoveChance(state: DicePokerState, player: PlayerId, move: WinningMove): number | null {
  if (state.current !== player || state.turn.reroll) return null;
  const solved = solveLastRound(Infinity, state);
  if (!solved) return null;
  const me = solved.players.indexOf(player);
  const { turn, own } = solved.moverTurn;
  const { rolls, dice } = state.turn;
  if (move.kind === 'roll') return rolls === 0 ? solved.vector[me]! : null;
  if (rolls === 0) return null;
  const h = SPACE.indexOfDice(dice);
  if (move.kind === 'score') return turn.terminal[h * turn.n + own]!;
  if (rolls >= ROLLS) return null;
  const k = SPACE.indexOfDice(move.keep);
  return k < 0 ? null : keepVector(turn, k, ROLLS - rolls)[own]!;
}
