// English reminders and timeouts of the turn clock; the layout is shared/turn-clock.ts.
import { turnClockIn } from '../shared/turn-clock.ts';
import { hintsPhrase } from './move-hints.ts';
import { ownRolls } from './games.ts';
import { count, MINUTES, SECONDS } from './plural.ts';

export const { timeLeft, turnClockText } = turnClockIn({
  hintsPhrase,
  ownRolls,
  /** "30 seconds left", "1 minute left" */
  timeLeft: (n, unit) => `${count(n, unit === 'seconds' ? SECONDS : MINUTES)} left`,
  reminder: (moves, timeLeft) => `, your turn: ${moves}. ${timeLeft}, then I'll move for you.`,
  timedOut: (minutes) => ` hasn't moved for ${count(minutes, MINUTES)} — playing the safest move for them:`,
  skipped: (player) => ['⏭ The admin skipped ', player, "'s turn. Playing the safest move for them:"],
  removed: ' is out of the game: three turns in a row with no answer.',
  nothingToSkip: "There's no turn to skip: no game is running.",
});
