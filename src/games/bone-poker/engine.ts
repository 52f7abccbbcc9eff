// Bone Poker as a pure GameEngine: checks in the documented order, then rolls, then completes the round if it can.
import { bonePokerPlaces } from './places.ts';
import type {
  Action,
  DiceRoller,
  Expectation,
  GameEngine,
  MoveResult,
  PlayerId,
} from '../types.ts';
import type { BonePokerEvent } from './events.ts';
import { forfeit } from './forfeit.ts';
import { handValue } from './hand-rank.ts';
import { keptDice, valuesNotHeld } from '../dice-multiset.ts';
import { completeRound, handSums } from './showdown.ts';
import { type BonePokerState, bonePokerState, bonePokerStateSchema, currentPlayer, HAND_SIZE, roundComplete } from './state.ts';
import { applied, gateMove, reject, rollChecked } from '../engine-helpers.ts';
import { legalMoves } from './legal-moves.ts';
import { withEntry, entryOf } from '../with-entry.ts';

function setup(players: PlayerId[]): BonePokerState {
  return {
    game: 'bone_poker',
    players: [...players],
    inPlay: [...players],
    left: [],
    round: 1,
    hands: {},
    moved: [],
    declared: null,
    winners: null,
  };
}

/** Records the player's new hand, passes the turn and completes the round when everyone has moved. */
function finishMove(state: BonePokerState, player: PlayerId, hand: number[], events: BonePokerEvent[]): MoveResult<BonePokerState, BonePokerEvent> {
  const after = bonePokerState(state, { hands: withEntry(state.hands, player, hand), moved: [...state.moved, player], declared: null });
  const all: BonePokerEvent[] = [...events, { type: 'hand', player, dice: [...hand], ...handValue(hand) }];
  if (!roundComplete(after)) return applied({ state: after, events: all });
  const done = completeRound(after);
  return applied({ state: done.state, events: [...all, ...done.events] });
}

function roundOne(state: BonePokerState, action: Action, dice: DiceRoller): MoveResult<BonePokerState, BonePokerEvent> {
  // Nothing to reroll or keep yet: only the roll of five.
  if (action.type !== 'roll' || (action.reroll !== undefined && action.reroll.length > 0)) {
    return reject('move_not_allowed');
  }
  if (action.count !== HAND_SIZE) return reject('wrong_dice_count', { expected: HAND_SIZE, got: action.count });
  const rolled = rollChecked(dice, HAND_SIZE);
  return finishMove(state, action.player, rolled, [{ type: 'roll', player: action.player, dice: rolled }]);
}

function roundTwo(state: BonePokerState, action: Action, dice: DiceRoller, hand: number[]): MoveResult<BonePokerState, BonePokerEvent> {
  const player = action.player;
  switch (action.type) {
    case 'pass':
      return finishMove(state, player, hand, [{ type: 'pass', player }]);

    case 'reroll': {
      if (action.values.length === 0) return reject('name_dice_first');
      const missing = valuesNotHeld(hand, action.values);
      if (missing.length > 0) return reject('values_not_held', { values: missing });
      return applied({
        // a new declaration replaces an earlier one
        state: bonePokerState(state, { declared: [...action.values] }),
        events: [{ type: 'reroll_declared', player, values: [...action.values] }],
      });
    }

    case 'roll': {
      // Values named in the same message win over an earlier declaration.
      const inline = action.reroll !== undefined && action.reroll.length > 0 ? action.reroll : null;
      const named = inline ?? state.declared;
      if (!Number.isInteger(action.count) || action.count < 1 || action.count > HAND_SIZE) {
        return reject('wrong_dice_count', { expected: named?.length ?? HAND_SIZE, got: action.count });
      }
      if (named) {
        const missing = valuesNotHeld(hand, named);
        if (missing.length > 0) return reject('values_not_held', { values: missing });
        if (action.count !== named.length) {
          return reject('reroll_count_mismatch', { named: named.length, count: action.count });
        }
      } else if (action.count < HAND_SIZE) {
        return reject('name_dice_first');
      }
      // Nothing named and five dice rolled: the whole hand is rerolled.
      const rerolled = named ?? hand;
      const kept = keptDice(hand, rerolled);
      const rolled = rollChecked(dice, rerolled.length);
      return finishMove(state, player, [...kept, ...rolled], [{ type: 'roll', player, dice: rolled, kept }]);
    }

    default:
      return reject('move_not_allowed');
  }
}

function apply(state: BonePokerState, action: Action, dice: DiceRoller): MoveResult<BonePokerState, BonePokerEvent> {
  const at = { over: state.winners !== null, inGame: state.inPlay.includes(action.player), current: currentPlayer(state) };
  const gated = gateMove(action, at, forfeit, state);
  if (gated) return gated;
  if (state.round === 1) return roundOne(state, action, dice);
  const hand = entryOf(state.hands, action.player);
  if (!hand) throw new Error(`bone poker: ${action.player} has no hand in round 2`);
  return roundTwo(state, action, dice, hand);
}

function expected(state: BonePokerState): Expectation | null {
  const player = currentPlayer(state);
  if (player === null) return null;
  if (state.round === 1) return { player, moves: [{ type: 'roll', count: HAND_SIZE }] };
  const pending = state.declared ? [{ type: 'roll' as const, count: state.declared.length }] : [];
  const hand = entryOf(state.hands, player) ?? [];
  return { player, moves: [...pending, { type: 'reroll', maxCount: HAND_SIZE, hand: [...hand] }, { type: 'pass' }] };
}

export const bonePokerEngine: GameEngine<BonePokerState, BonePokerEvent> = {
  id: 'bone_poker',
  minPlayers: 2,
  maxPlayers: null,
  settings: [],
  stateSchema: bonePokerStateSchema,
  setup: (players) => setup(players),
  apply,
  expected,
  isOver: (state) => state.winners !== null,
  players: (state) => [...state.inPlay],
  places: (state) => bonePokerPlaces(state),
  scores(state) {
    const sums = handSums(state, state.inPlay);
    return Object.keys(sums).length > 0 ? sums : null;
  },
  legalMoves,
  autoMove(state) {
    const player = currentPlayer(state);
    if (player === null) return null;
    if (state.round === 1) return { type: 'roll', player, count: HAND_SIZE };
    if (state.declared) return { type: 'roll', player, count: state.declared.length };
    return { type: 'pass', player };
  },
};
