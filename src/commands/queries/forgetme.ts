// /forgetme: the person's seats become an anonymous seat named «игрок» in exactly the rows that list their id —
// their records (which still verify), statistics, the sessions of their chats — and nothing else changes (see
// RecordQueries.forgetPlayer). The reply says when no byte of the old text is left in the files, or, asked again
// within the window, when they may ask again.
import { FORGET_WINDOW_MS } from '../../storage/records/forget-limit.ts';
import { reply } from '../command.ts';
import { queryCommand } from './query-command.ts';

const MINUTE_MS = 60_000;
/** Whole minutes until `at`, rounded up (a few seconds over a whole minute — the time the query took — are not one more). */
const minutesUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now - 5_000) / MINUTE_MS));

export const forgetme = queryCommand('forgetme', [], async ({ user, records, text, chat, now }) => {
  const outcome = await records.forgetPlayer(user.id, { chat });
  const words = text.records.recordsText;
  if (outcome.kind === 'limited') {
    return () => reply(words.forgetLimited(minutesUntil(now + FORGET_WINDOW_MS, now), minutesUntil(outcome.retryAt, now)), [], { private: true });
  }
  const clean = outcome.clean.kind === 'at' ? { kind: 'at' as const, minutes: minutesUntil(outcome.clean.at, now) } : outcome.clean;
  return () => reply(words.forgotten(outcome.records, clean), [{ type: 'forgotten', player: user.id }], { private: true });
});
