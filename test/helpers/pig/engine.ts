// Pig, a game the Butler does not ship: registered only through the module interface (issue 25's proof of the seam).
// Each turn a player rolls one die as often as they like: a 1 loses the points of the turn and passes the turn;
// «Хватит» banks them. The first to PIG_GOAL wins.
import { z } from 'zod';
import type { Action, DiceRoller, Expectation, GameEngine, MoveResult, PlayerId, Rejection } from '../../../src/games/types.ts';

export const PIG_GOAL = 20;

export const pigStateSchema = z.object({
  players: z.array(z.string()),
  current: z.number().int(),
  scores: z.record(z.string(), z.number().int()),
  /** the points of the current turn, not yet banked */
  turn: z.number().int(),
  winners: z.array(z.string()).nullable(),
});
export type PigState = z.infer<typeof pigStateSchema>;

export type PigEvent =
  | { type: 'roll'; player: PlayerId; dice: number[] }
  | { type: 'pig_bust'; player: PlayerId; lost: number }
  | { type: 'pig_bank'; player: PlayerId; banked: number; score: number }
  | { type: 'forfeit'; player: PlayerId }
  | { type: 'game_over'; game: string; winners: PlayerId[]; scores: Record<PlayerId, number> };

type Result = MoveResult<PigState, PigEvent>;
const refuse = (code: Rejection['code'], params?: Rejection['params']): Rejection => ({ ok: false, code, ...(params ? { params } : {}) });

function onTurn(state: PigState): PlayerId | null {
  return state.winners === null ? (state.players[state.current] ?? null) : null;
}

function passTurn(state: PigState): PigState {
  return { ...state, turn: 0, current: (state.current + 1) % state.players.length };
}

function over(state: PigState, winners: PlayerId[]): { state: PigState; event: PigEvent } {
  const done = { ...state, turn: 0, winners };
  return { state: done, event: { type: 'game_over', game: 'pig', winners, scores: { ...state.scores } } };
}

function apply(state: PigState, action: Action, dice: DiceRoller): Result {
  if (state.winners !== null) return refuse('game_over');
  if (action.type === 'forfeit') {
    const index = state.players.indexOf(action.player);
    if (index < 0) return refuse('not_in_game');
    const players = state.players.filter((p) => p !== action.player);
    const current = index < state.current ? state.current - 1 : index === state.current ? state.current % Math.max(1, players.length) : state.current;
    const left: PigState = { ...state, players, current, turn: index === state.current ? 0 : state.turn };
    if (players.length <= 1) {
      const end = over(left, players);
      return { ok: true, state: end.state, events: [{ type: 'forfeit', player: action.player }, end.event] };
    }
    return { ok: true, state: left, events: [{ type: 'forfeit', player: action.player }] };
  }
  if (!state.players.includes(action.player)) return refuse('not_in_game');
  if (onTurn(state) !== action.player) return refuse('not_your_turn');
  if (action.type === 'roll') {
    if (action.count !== 1) return refuse('wrong_dice_count', { expected: 1, got: action.count });
    const [die] = dice.roll(1) as [number];
    const rolled: PigEvent = { type: 'roll', player: action.player, dice: [die] };
    if (die === 1) return { ok: true, state: passTurn(state), events: [rolled, { type: 'pig_bust', player: action.player, lost: state.turn }] };
    return { ok: true, state: { ...state, turn: state.turn + die }, events: [rolled] };
  }
  if (action.type === 'bank') {
    if (state.turn === 0) return refuse('roll_first');
    const score = (state.scores[action.player] ?? 0) + state.turn;
    const banked: PigState = { ...state, scores: { ...state.scores, [action.player]: score } };
    const event: PigEvent = { type: 'pig_bank', player: action.player, banked: state.turn, score };
    if (score >= PIG_GOAL) {
      const end = over(banked, [action.player]);
      return { ok: true, state: end.state, events: [event, end.event] };
    }
    return { ok: true, state: passTurn(banked), events: [event] };
  }
  return refuse('move_not_allowed');
}

function expected(state: PigState): Expectation | null {
  const player = onTurn(state);
  if (!player) return null;
  return { player, moves: [{ type: 'roll', count: 1 }, ...(state.turn > 0 ? [{ type: 'bank' as const }] : [])] };
}

export const pigEngine: GameEngine<PigState, PigEvent> = {
  id: 'pig',
  minPlayers: 1,
  maxPlayers: null,
  settings: [],
  stateSchema: pigStateSchema,
  setup: (players) => ({ players, current: 0, scores: Object.fromEntries(players.map((p) => [p, 0])), turn: 0, winners: null }),
  apply,
  expected,
  isOver: (state) => state.winners !== null,
  players: (state) => [...state.players],
  scores: (state) => ({ ...state.scores }),
  // the higher score the better place; equal scores share one
  places: (state) => {
    const ranked = [...new Set(Object.values(state.scores))].sort((a, b) => b - a);
    return Object.fromEntries(Object.entries(state.scores).map(([p, s]) => [p, ranked.indexOf(s) + 1]));
  },
  autoMove: (state) => {
    const player = onTurn(state);
    if (!player) return null;
    return state.turn > 0 ? { type: 'bank', player } : { type: 'roll', player, count: 1 };
  },
  legalMoves: (state, player) => {
    const moves = onTurn(state) === player ? (expected(state)?.moves ?? []) : [];
    return moves.map((m): Action => (m.type === 'roll' ? { type: 'roll', player, count: 1 } : { type: 'bank', player }));
  },
};
