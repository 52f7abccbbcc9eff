// English reminders and timeouts of the turn clock.
import { mention, type Rich } from '../rich.ts';
import type * as ru from '../ru/turn-clock.ts';
import { timeLeftIn } from '../shared/turn-clock.ts';
import { hintsPhrase } from './move-hints.ts';
import { ownRolls } from './games.ts';
import { count, MINUTES, SECONDS } from './plural.ts';

/** "30 seconds left", "1 minute left". */
export const timeLeft: typeof ru.timeLeft = (msLeft) => {
  const { n, unit } = timeLeftIn(msLeft);
  return `${count(n, unit === 'seconds' ? SECONDS : MINUTES)} left`;
};

export const turnClockText: typeof ru.turnClockText = {
  reminder: (player, game, expected, msLeft): Rich => [
    '⏳ ',
    mention(player),
    `, your turn: ${hintsPhrase(expected.moves, ownRolls(game))}. ${timeLeft(msLeft)}, then I'll move for you.`,
  ],
  timedOut: (player, minutes): Rich => [
    '⏰ ',
    mention(player),
    ` hasn't moved for ${count(minutes, MINUTES)} — playing the safest move for them:`,
  ],
  skipped: (player): Rich => ['⏭ The admin skipped ', mention(player), "'s turn. Playing the safest move for them:"],
  removed: (player): Rich => [mention(player), ' is out of the game: three turns in a row with no answer.'],
  nothingToSkip: (): Rich => ["There's no turn to skip: no game is running."],
};
