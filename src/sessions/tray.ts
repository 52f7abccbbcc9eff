// The dice tray's state (issue 51): which dice of the hand on the table the player on turn has toggled for a reroll,
// kept in the running game so that a restart keeps it. Pure functions over the session's game; the buttons are drawn
// in messages/shared/tray.ts and a press is turned into a move in commands/tray-press.ts.
import { engineOf } from '../core/hosted-games.ts';
import type { PlayerId } from '../games/types.ts';
import { gameWith, movesOf, type RunningGame } from './session.ts';

/** The hand on the table and whose it is, when a reroll of chosen dice is legal now; else null (no tray). */
export interface TrayMoment {
  /** the tray's name: a press on a tray of any other name is stale */
  id: string;
  player: PlayerId;
  hand: number[];
}

/**
 * The tray's name: the game's seal (so a tray of an earlier game in the same chat never passes for this one) and its
 * move count (so any move, typed or tapped, makes every tray drawn before it stale).
 */
export function trayIdOf(game: Pick<RunningGame, 'fair' | 'moves' | 'log'>): string {
  const seal = game.fair?.commitment.slice(0, 6).toLowerCase().replace(/[^0-9a-z]/g, '') || '0';
  return `${seal}.${movesOf(game)}`;
}

/** The tray moment of a running game: the player on turn may name dice of their hand to reroll now. */
export function trayMoment(game: RunningGame): TrayMoment | null {
  const expected = engineOf(game.id).expected(game.state);
  if (!expected) return null;
  for (const move of expected.moves) {
    if (move.type === 'reroll' && move.hand.length > 0) return { id: trayIdOf(game), player: expected.player, hand: [...move.hand] };
  }
  return null;
}

/** The places (0-based, ascending) of the dice toggled for a reroll on the current tray; none for a stale or no tray. */
export function toggledDice(game: RunningGame): number[] {
  const tray = game.tray;
  return tray && tray.at === trayIdOf(game) ? tray.reroll : [];
}

/** The values of the toggled dice, in the hand's order: what the reroll phrase names. */
export function toggledValues(hand: readonly number[], toggled: readonly number[]): number[] {
  return toggled.filter((i) => i < hand.length).map((i) => hand[i]!);
}

/** The game with die `die` toggled on the current tray (a tray of an earlier moment is dropped first). */
export function withToggle(game: RunningGame, die: number): RunningGame {
  const now = toggledDice(game);
  const next = now.includes(die) ? now.filter((i) => i !== die) : [...now, die].sort((a, b) => a - b);
  return withToggles(game, next);
}

/** The game with exactly `dice` toggled on the current tray. */
export function withToggles(game: RunningGame, dice: readonly number[]): RunningGame {
  return gameWith(game, { tray: { at: trayIdOf(game), reroll: [...new Set(dice)].sort((a, b) => a - b) } });
}

/** The places of `values` in `hand`, each die used once (the best keep named by values, as toggles). */
export function placesOf(hand: readonly number[], values: readonly number[]): number[] {
  const used = new Set<number>();
  for (const value of values) {
    const at = hand.findIndex((d, i) => d === value && !used.has(i));
    if (at >= 0) used.add(at);
  }
  return [...used].sort((a, b) => a - b);
}
