// The Dice Poker state: plain JSON, validated with zod when read back from storage.
import { z } from 'zod';
import { BOXES } from './boxes.ts';

const die = z.number().int().min(1).max(6);

/** One player's score sheet: every box, null while free. */
export const sheetSchema = z.record(z.enum(BOXES), z.number().int().min(0).nullable());

export const turnSchema = z.object({
  /** rolls made in this turn: 0 (not rolled yet) … 3 */
  rolls: z.number().int().min(0).max(3),
  /** the five dice after the last roll; empty before the first roll */
  dice: z.array(die).refine((dice) => dice.length === 0 || dice.length === 5, 'dice: none or five'),
  /** values named by "Перебрасываю …" without a roll yet; the next roll must be of this many dice */
  reroll: z.array(die).min(1).max(5).nullable(),
});

export const dicePokerStateSchema = z.object({
  version: z.literal(1),
  /** players still in the game, in join order */
  players: z.array(z.string()),
  sheets: z.record(z.string(), sheetSchema),
  /** poker bonus points earned so far (100 for each five of a kind written over a poker box holding 50) */
  pokerBonus: z.record(z.string(), z.number().int().min(0)),
  /** the sheets of players who left, kept for the final sheet (a greyed column) and their place (last) */
  left: z.record(z.string(), sheetSchema).optional(),
  /** whose turn it is; null once the game is over */
  current: z.string().nullable(),
  turn: turnSchema,
  over: z.boolean(),
  winners: z.array(z.string()),
});

export type DicePokerState = z.infer<typeof dicePokerStateSchema>;
export type Sheet = z.infer<typeof sheetSchema>;
export type Turn = z.infer<typeof turnSchema>;

/**
 * The state with some fields changed, as one literal in the schema's key order (`left` only when someone left):
 * every Dice Poker state after the first is made here, not by `{ ...state, … }` (see games/craps/state.ts
 * `crapsState` for what that cost). `change` must be a plain literal too.
 */
export function dicePokerState(state: DicePokerState, change: Partial<DicePokerState>): DicePokerState {
  const left = change.left ?? state.left;
  const players = change.players ?? state.players;
  const sheets = change.sheets ?? state.sheets;
  const pokerBonus = change.pokerBonus ?? state.pokerBonus;
  const current = change.current !== undefined ? change.current : state.current;
  const turn = change.turn ?? state.turn;
  const over = change.over ?? state.over;
  const winners = change.winners ?? state.winners;
  return left === undefined
    ? { version: 1, players, sheets, pokerBonus, current, turn, over, winners }
    : { version: 1, players, sheets, pokerBonus, left, current, turn, over, winners };
}
