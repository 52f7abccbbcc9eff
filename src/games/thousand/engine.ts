// The 1000 engine: checks a move in the contract's order, rolls only after every check, applies it to a copy.
import { thousandPlaces } from './places.ts';
import type { Action, DiceRoller, Expectation, GameEngine, MoveHint, MoveResult } from '../types.ts';
import { bankRefusal, bankTurn } from './bank.ts';
import { bustTurn } from './bust.ts';
import type { ThousandEvent } from './events.ts';
import { forfeit } from './forfeit.ts';
import { applyRoll } from './roll.ts';
import { openThreshold, readSettings, THOUSAND_SETTINGS } from './settings.ts';
import { changeCopy, currentPlayer, freshTurn, passTurn, scoresOf, thousandStateSchema, type ThousandState } from './state.ts';
import { applied, gateMove, reject, rollChecked } from '../engine-helpers.ts';
import { legalMoves } from './legal-moves.ts';

const MIN_PLAYERS = 1;
const MAX_PLAYERS = 6;

function setup(players: string[], settings: Record<string, string>): ThousandState {
  const parsed = readSettings(settings);
  const opened = openThreshold(parsed) === 0;
  return {
    game: 'thousand',
    settings: parsed,
    solo: players.length === 1,
    players: players.map((id) => ({ id, score: 0, opened, bolts: 0, marks: 0, falls: 0, barrel: null })),
    current: 0,
    turn: freshTurn(),
    winners: null,
    history: '',
  };
}

function apply(state: ThousandState, action: Action, dice: DiceRoller): MoveResult<ThousandState, ThousandEvent> {
  const at = {
    over: state.winners !== null,
    inGame: state.players.some((p) => p.id === action.player),
    current: state.winners === null ? (currentPlayer(state)?.id ?? null) : null,
  };
  const gated = gateMove(action, at, forfeit, state);
  if (gated) return gated;

  switch (action.type) {
    case 'roll': {
      // Named values ("Перебрасываю 4 и 5, …") mean nothing here: scoring dice are set aside automatically.
      if (action.count !== state.turn.diceLeft) {
        return reject('wrong_dice_count', { expected: state.turn.diceLeft, got: action.count });
      }
      const rolled = rollChecked(dice, action.count);
      return applied(changeCopy(state, (draft, events) => applyRoll(draft, rolled, events)));
    }
    case 'bank': {
      const refusal = bankRefusal(state);
      if (refusal) return refusal;
      return applied(changeCopy(state, (draft, events) => {
        bankTurn(draft, events);
        passTurn(draft);
      }));
    }
    case 'end_turn':
      return applied(changeCopy(state, (draft, events) => {
        bustTurn(draft, 'timeout', events);
        passTurn(draft);
      }));
    default:
      return reject('move_not_allowed');
  }
}


function expected(state: ThousandState): Expectation | null {
  if (state.winners !== null) return null;
  const moves: MoveHint[] = [{ type: 'roll', count: state.turn.diceLeft }];
  if (bankRefusal(state) === null) moves.push({ type: 'bank' });
  return { player: currentPlayer(state).id, moves };
}

export const thousandEngine: GameEngine<ThousandState, ThousandEvent> = {
  id: 'thousand',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  settings: THOUSAND_SETTINGS,
  stateSchema: thousandStateSchema,
  setup,
  apply,
  expected,
  isOver: (state) => state.winners !== null,
  players: (state) => state.players.map((p) => p.id),
  scores: (state) => scoresOf(state),
  places: (state) => thousandPlaces(state),
  legalMoves,
  autoMove(state) {
    if (state.winners !== null) return null;
    const player = currentPlayer(state).id;
    return bankRefusal(state) === null ? { type: 'bank', player } : { type: 'end_turn', player };
  },
};
