// Craps as a pure GameEngine: checks in the documented order, then rolls, then judges a completed round.
import { crapsPlaces } from './places.ts';
import type { Action, DiceRoller, GameEngine, MoveHint, MoveResult, PlayerId } from '../types.ts';
import type { CrapsEvent } from './events.ts';
import { forfeit } from './forfeit.ts';
import { judgeRound } from './judge-round.ts';
import { diceSum } from '../dice-sum.ts';
import { rollOutcome } from './roll-outcome.ts';
import { type CrapsState, crapsState, crapsStateSchema, currentPlayer, roundComplete } from './state.ts';
import { applied, gateMove, reject, rollChecked } from '../engine-helpers.ts';
import { legalMoves } from './legal-moves.ts';
import { withEntry, entryOf } from '../with-entry.ts';

export const CRAPS_DICE = 2;

/** The one move a Craps player is ever expected to make (shared, frozen: every move's reply and clock ask for it). */
const ROLL_TWO: MoveHint[] = Object.freeze([Object.freeze({ type: 'roll' as const, count: CRAPS_DICE })]) as MoveHint[];

function setup(players: PlayerId[]): CrapsState {
  return {
    game: 'craps',
    players: [...players],
    inPlay: [...players],
    out: [],
    left: [],
    phase: 'come_out',
    round: 1,
    points: {},
    rolls: {},
    winners: null,
  };
}

function apply(state: CrapsState, action: Action, dice: DiceRoller): MoveResult<CrapsState, CrapsEvent> {
  const at = { over: state.winners !== null, inGame: state.inPlay.includes(action.player), current: currentPlayer(state) };
  const gated = gateMove(action, at, forfeit, state);
  if (gated) return gated;
  // Craps has only the roll; naming dice to reroll makes no sense here.
  if (action.type !== 'roll' || (action.reroll !== undefined && action.reroll.length > 0)) {
    return reject('move_not_allowed');
  }
  if (action.count !== CRAPS_DICE) return reject('wrong_dice_count', { expected: CRAPS_DICE, got: action.count });

  const rolled = rollChecked(dice, CRAPS_DICE);
  const sum = diceSum(rolled);
  const point = state.phase === 'point' ? entryOf(state.points, action.player) : undefined;
  const outcome = rollOutcome(state.phase, sum, point);
  const after = crapsState(state, { rolls: withEntry(state.rolls, action.player, rolled) });
  const roll: CrapsEvent = { type: 'roll', player: action.player, dice: rolled };
  // (the point the roll is about: the one it sets, or the player's own in a point round)
  const shown = outcome === 'point_set' ? sum : point;
  const judgedRoll: CrapsEvent =
    shown === undefined
      ? { type: 'craps_roll', player: action.player, outcome, sum }
      : { type: 'craps_roll', player: action.player, outcome, sum, point: shown };
  if (!roundComplete(after)) return applied({ state: after, events: [roll, judgedRoll] });
  const judged = judgeRound(after);
  return applied({ state: judged.state, events: [roll, judgedRoll, ...judged.events] });
}

export const crapsEngine: GameEngine<CrapsState, CrapsEvent> = {
  id: 'craps',
  minPlayers: 2,
  maxPlayers: null,
  settings: [],
  stateSchema: crapsStateSchema,
  setup: (players) => setup(players),
  apply,
  expected(state) {
    const player = currentPlayer(state);
    return player === null ? null : { player, moves: ROLL_TWO };
  },
  isOver: (state) => state.winners !== null,
  players: (state) => [...state.inPlay],
  scores: () => null,
  places: (state) => crapsPlaces(state),
  legalMoves,
  autoMove(state) {
    const player = currentPlayer(state);
    return player === null ? null : { type: 'roll', player, count: CRAPS_DICE };
  },
};
