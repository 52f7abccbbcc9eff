// Bone Poker's exact chances in round 2 (RULES §3): the players still to move reroll in join order, each choosing the
// dice that give them the best chance to win given the hands already final and the best replies of those after
// them. A sequential game solved backwards: each mover's turn is one reroll over the dice space (turn-game.ts), and
// what follows depends only on the best hand so far and who holds it (standings.ts), which is memoised.
//
// Round 1 (hands not yet rolled) is not computed here: every unrolled hand multiplies the work by 252, too much for a
// /status reply; docs/chances.md says so.
import { HAND_RANKS, handValue } from '../../games/bone-poker/hand-rank.ts';
import { currentPlayer, type BonePokerState } from '../../games/bone-poker/state.ts';
import type { PlayerId } from '../../games/types.ts';
import { SPACE } from '../dice-poker/dice-space.ts';
import { fromMovers, NOBODY, shares, withScore, type Standing } from './standings.ts';
import { handVector, keepVector, solveTurn, type TurnSolution } from './turn-game.ts';
import { entryOf } from '../../games/with-entry.ts';

/** A hand's strength as one number: rank first, then the sum of the dice (at most 30). */
const STRENGTH: Int32Array = (() => {
  const out = new Int32Array(SPACE.hands);
  for (let h = 0; h < SPACE.hands; h++) {
    const v = handValue(SPACE.diceOf(h));
    out[h] = HAND_RANKS.indexOf(v.rank) * 100 + v.sum;
  }
  return out;
})();

export function handStrength(dice: readonly number[]): number {
  return STRENGTH[SPACE.indexOfDice(dice)]!;
}

interface Round2 {
  players: PlayerId[];
  /** chance vector, in the order of `players` */
  vector: Float64Array;
  /** the mover's own turn, solved (null when nobody is left to move) */
  moverTurn: TurnSolution | null;
}

function solveRound2(maxMovers: number, state: BonePokerState): Round2 | null {
  if (state.winners !== null || state.round !== 2) return null;
  const players = state.inPlay;
  const n = players.length;
  if (n === 0 || n > 30) return null;
  let start: Standing = NOBODY;
  const movers: number[] = [];
  for (let i = 0; i < n; i++) {
    const hand = state.hands[players[i]!];
    if (!hand) return null;
    if (state.moved.includes(players[i]!)) start = withScore(start, i, handStrength(hand));
    else movers.push(i);
  }
  if (movers.length === 0) return { players, vector: shares(start, n), moverTurn: null };
  if (movers.length > maxMovers) return null;
  const current = currentPlayer(state);
  const moverHand = (j: number) => SPACE.indexOfDice(state.hands[players[movers[j]!]!]!);
  // A reroll already named ("Перебрасываю 4, 5") binds the current player: only the roll is left.
  const forced = current === players[movers[0]!] && state.declared ? keepWithout(entryOf(state.hands, current)!, state.declared) : -1;

  const mine: { turn: TurnSolution | null } = { turn: null };
  const value = fromMovers(n, movers.length, (j, st, next) => {
    const me = movers[j]!;
    // The last mover's turn depends on the standing alone: shared across positions (the worker's playouts of round
    // 1 meet the same standings again and again, and so does /status).
    if (j > 0 && j === movers.length - 1) return lastMoverVectors(n, me, st).slice(moverHand(j) * n, moverHand(j) * n + n);
    const sol = solveTurn(n, me, 1, (h) => next(withScore(st, me, STRENGTH[h]!)));
    if (j === 0) mine.turn = sol;
    return j === 0 && forced >= 0 ? keepVector(sol, forced, 1) : handVector(sol, moverHand(j), 1);
  });
  const vector = value(0, start);
  return { players, vector, moverTurn: mine.turn };
}

/** The last mover's chance vector for each hand they hold before their reroll, by standing; least recently used out. */
const LAST_MOVER_CACHE = 4096;
const lastMover = new Map<string, Float64Array>();

function lastMoverVectors(n: number, me: number, st: Standing): Float64Array {
  const key = `${n}:${me}:${st.best}:${st.holders}`;
  let out = lastMover.get(key);
  if (out) {
    lastMover.delete(key);
    lastMover.set(key, out);
    return out;
  }
  const sol = solveTurn(n, me, 1, (h) => shares(withScore(st, me, STRENGTH[h]!), n));
  out = new Float64Array(SPACE.hands * n);
  for (let h = 0; h < SPACE.hands; h++) out.set(handVector(sol, h, 1), h * n);
  lastMover.set(key, out);
  if (lastMover.size > LAST_MOVER_CACHE) lastMover.delete(lastMover.keys().next().value!);
  return out;
}

/** The keep index of `hand` without the values in `reroll` (a multiset difference), or -1 if they are not held. */
export function keepWithout(hand: readonly number[], reroll: readonly number[]): number {
  const rest = [...hand];
  for (const d of reroll) {
    const i = rest.indexOf(d);
    if (i < 0) return -1;
    rest.splice(i, 1);
  }
  return SPACE.indexOfDice(rest);
}

/**
 * Each player's exact chance to win (round 2 only; null in round 1 or once the game is over). `maxMovers` bounds the
 * work: one mover is one solve (well under a millisecond), each further mover multiplies it by the ~100 hand
 * strengths it may leave, too slow for a /status reply (INLINE_MOVERS).
 */
export function bonePokerChances(state: BonePokerState, maxMovers = Infinity): Record<PlayerId, number> | null {
  const solved = solveRound2(maxMovers, state);
  if (!solved) return null;
  return Object.fromEntries(solved.players.map((p, i) => [p, solved.vector[i]!]));
}

/**
 * The dice the player on turn should reroll to win most often (sorted values; [] = pass), with that chance, or
 * null when it is not their round-2 move.
 */
export function bonePokerWinningReroll(state: BonePokerState, player: PlayerId): { reroll: number[]; chance: number } | null {
  if (currentPlayer(state) !== player || state.round !== 2 || state.declared) return null;
  const solved = solveRound2(Infinity, state);
  if (!solved?.moverTurn) return null;
  return { reroll: bestRerollOf(solved.moverTurn, entryOf(state.hands, player)!), chance: solved.vector[solved.players.indexOf(player)]! };
}

/** The dice the mover's solved turn rerolls from `hand` (sorted values; [] = pass). */
function bestRerollOf(turn: TurnSolution, hand: readonly number[]): number[] {
  const keep = SPACE.diceOf(turn.bestKeep[1]![SPACE.indexOfDice(hand)]!);
  const reroll = [...hand].sort((a, b) => a - b);
  for (const d of keep) reroll.splice(reroll.indexOf(d), 1);
  return reroll;
}

/**
 * A question about a round-2 choice («есть смысл перекидывать единицу?», "should I reroll the 6?"): the writer's
 * exact chance to win with that reroll (sorted values; [] = pass) and with the best one, by the same solve as the
 * chances and the computer player; null when it is not their round-2 choice or they do not hold those dice.
 */
export function bonePokerRerollChances(
  state: BonePokerState,
  player: PlayerId,
  reroll: readonly number[],
): { chance: number; best: { reroll: number[]; chance: number } } | null {
  if (currentPlayer(state) !== player || state.round !== 2 || state.declared) return null;
  const hand = entryOf(state.hands, player);
  if (!hand) return null;
  const keep = keepWithout(hand, reroll);
  if (keep < 0) return null;
  const solved = solveRound2(Infinity, state);
  if (!solved?.moverTurn) return null;
  const me = solved.players.indexOf(player);
  return { chance: keepVector(solved.moverTurn, keep, 1)[me]!, best: { reroll: bestRerollOf(solved.moverTurn, hand), chance: solved.vector[me]! } };
}
