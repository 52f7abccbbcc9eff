// How the time left on a turn is counted for the reminder, the same in every language.

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
