// The stored state of a 1000 game: plain JSON, validated with zod when read back.
import { z } from 'zod';
import type { StateChange } from '../engine-helpers.ts';
import { nextAfter } from '../turn-order.ts';
import type { ThousandEvent } from './events.ts';
import { appendScores } from './score-log.ts';
import { settingsSchema } from './settings.ts';

export const BARREL_TURNS = 3;

const count = z.number().int().min(0);

export const playerSchema = z.object({
  id: z.string().min(1),
  score: count,
  /** has banked a first turn worth the opening threshold (stays true for the rest of the game) */
  opened: z.boolean(),
  /** bolts since the last bolt penalty (0..2) */
  bolts: count.max(2),
  /** overshoot marks since the last mark penalty (0..5, `barrel: open`) */
  marks: count.max(5),
  /** barrel falls since the last zeroing fall (0..2) */
  falls: count.max(2),
  /** turns left on the barrel (1..3), or null when not sitting on it */
  barrel: z.number().int().min(1).max(BARREL_TURNS).nullable(),
});

export const turnSchema = z.object({
  /** points scored in this turn so far (not yet banked) */
  total: count,
  /** how many dice the next roll must have */
  diceLeft: z.number().int().min(1).max(5),
  /** scoring rolls made in this turn */
  rolls: count,
  /** all five dice have scored: the player must roll five again before banking */
  rerollOwed: z.boolean(),
});

export const thousandStateSchema = z
  .object({
    game: z.literal('thousand'),
    settings: settingsSchema,
    /** the game started with one player (a training game) */
    solo: z.boolean(),
    /** players still in the game, in turn order */
    players: z.array(playerSchema),
    /** index into `players` of the player whose turn it is */
    current: count,
    turn: turnSchema,
    /** null while the game runs; the winners (possibly none) once it is over */
    winners: z.array(z.string()).nullable(),
    /**
     * Every player's score after each finished turn, for the race chart (format in score-log.ts; "" = no turn
     * finished yet). Optional: games stored before it was kept have none, and their chart shows what is known.
     */
    history: z.string().optional(),
  })
  .superRefine((state, ctx) => {
    const ids = state.players.map((p) => p.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'duplicate player ids' });
    if (state.winners === null) {
      if (state.players.length === 0) ctx.addIssue({ code: 'custom', message: 'a running game needs players' });
      if (state.current >= state.players.length) ctx.addIssue({ code: 'custom', message: 'current out of range' });
      for (const p of state.players) {
        if (p.score >= 1000) ctx.addIssue({ code: 'custom', message: `${p.id} has reached 1000 in a running game` });
        if (p.barrel !== null && (p.score < 880 || state.settings.barrel !== 'points')) {
          ctx.addIssue({ code: 'custom', message: `${p.id} cannot sit on the barrel` });
        }
        if (p.barrel === null && p.score >= 880 && state.settings.barrel === 'points') {
          ctx.addIssue({ code: 'custom', message: `${p.id} should sit on the barrel` });
        }
        if (!p.opened && p.score > 0) ctx.addIssue({ code: 'custom', message: `${p.id} has points but is not opened` });
      }
    }
  });

export type ThousandState = z.infer<typeof thousandStateSchema>;
export type ThousandPlayer = z.infer<typeof playerSchema>;
export type ThousandTurn = z.infer<typeof turnSchema>;

/**
 * 1000's one way of producing a new state: the rules change a deep copy in place, since a bank sets off a chain of
 * effects on several players (dump truck, overtaking, the barrel) that reads best as steps; the caller's state is
 * never touched.
 */
export function changeCopy(
  state: ThousandState,
  change: (draft: ThousandState, events: ThousandEvent[]) => void,
): StateChange<ThousandState, ThousandEvent> {
  const draft = draftOf(state);
  const events: ThousandEvent[] = [];
  change(draft, events);
  return { state: draft, events };
}

/**
 * A copy of the state to change in place: every object the rules may change (the players, the turn, the winners) is
 * a copy, in the schema's key order. The settings are shared (no rule changes them), and so is the score history, a
 * string that grows with the game (strings cannot change). Written out rather than structuredClone: this runs for
 * every move, and a clone of a six-player state cost tens of µs here (issue 26).
 */
function draftOf(state: ThousandState): ThousandState {
  const draft: ThousandState = {
    game: state.game,
    settings: state.settings,
    solo: state.solo,
    players: state.players.map(playerCopy),
    current: state.current,
    turn: { total: state.turn.total, diceLeft: state.turn.diceLeft, rolls: state.turn.rolls, rerollOwed: state.turn.rerollOwed },
    winners: state.winners === null ? null : [...state.winners],
  };
  if (state.history !== undefined) draft.history = state.history;
  return draft;
}

function playerCopy(p: ThousandPlayer): ThousandPlayer {
  return { id: p.id, score: p.score, opened: p.opened, bolts: p.bolts, marks: p.marks, falls: p.falls, barrel: p.barrel };
}

export function freshTurn(): ThousandTurn {
  return { total: 0, diceLeft: 5, rolls: 0, rerollOwed: false };
}

export function currentPlayer(state: ThousandState): ThousandPlayer {
  return state.players[state.current];
}

/** Passes the turn to the next player in join order with a fresh turn. */
export function passTurn(state: ThousandState): void {
  recordScores(state);
  state.current = state.players.indexOf(nextAfter(state.players, currentPlayer(state)));
  state.turn = freshTurn();
}

/** Ends the game with these winners; every remaining player's score goes into the event. */
export function finish(state: ThousandState, winners: string[]): { type: 'game_over'; game: 'thousand'; winners: string[]; scores: Record<string, number> } {
  state.winners = winners;
  recordScores(state);
  return { type: 'game_over', game: 'thousand', winners, scores: scoresOf(state) };
}

export function scoresOf(state: ThousandState): Record<string, number> {
  return Object.fromEntries(state.players.map((p) => [p.id, p.score]));
}

/** Appends the scores after a finished turn to the history the race chart is drawn from. */
function recordScores(state: ThousandState): void {
  state.history = appendScores(state.history, scoresOf(state));
}
