// The turn clock's reminder, timeout, skip and removal lines, and how the time left is counted, the same in every
// language; each language (messages/<lang>/turn-clock.ts) gives the words.
import type { Expectation, GameId, MoveHint } from '../../games/types.ts';
import { mention, type PlayerRef, type Rich, type Span } from '../rich.ts';
import type { RollPhrases } from '../types.ts';

/** Below this the time left is said in seconds ("30 seconds left"), not as a rounded-up "1 minute". */
const SECONDS_BELOW = 90;

export interface TimeLeft {
  n: number;
  unit: 'seconds' | 'minutes';
}

/** At least 1 second; whole minutes from 90 seconds on. */
export function timeLeftIn(msLeft: number): TimeLeft {
  const seconds = Math.max(1, Math.round(msLeft / 1000));
  if (seconds < SECONDS_BELOW) return { n: seconds, unit: 'seconds' };
  return { n: Math.round(seconds / 60), unit: 'minutes' };
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The turn clock's sentences of one language; the mentions, the phrases to type and the time left are put in here. */
export interface TurnClockWords {
  hintsPhrase(hints: readonly MoveHint[], own: RollPhrases): string;
  ownRolls(game: GameId): RollPhrases;
  /** "осталось 30 секунд", "1 minute left" */
  timeLeft(n: number, unit: TimeLeft['unit']): string;
  /** after the player's mention: what to type, and the time left (capitalized) before the clock moves for them */
  reminder(moves: string, timeLeft: string): string;
  timedOut(minutes: number): string;
  skipped(player: Span): Rich;
  removed: string;
  nothingToSkip: string;
}

export function turnClockIn(w: TurnClockWords) {
  const timeLeft = (msLeft: number): string => {
    const { n, unit } = timeLeftIn(msLeft);
    return w.timeLeft(n, unit);
  };
  const turnClockText = {
    reminder: (player: PlayerRef, game: GameId, expected: Expectation, msLeft: number): Rich => [
      '⏳ ',
      mention(player),
      w.reminder(w.hintsPhrase(expected.moves, w.ownRolls(game)), capitalize(timeLeft(msLeft))),
    ],
    timedOut: (player: PlayerRef, minutes: number): Rich => ['⏰ ', mention(player), w.timedOut(minutes)],
    skipped: (player: PlayerRef): Rich => w.skipped(mention(player)),
    removed: (player: PlayerRef): Rich => [mention(player), w.removed],
    nothingToSkip: (): Rich => [w.nothingToSkip],
  };
  return { timeLeft, turnClockText };
}
