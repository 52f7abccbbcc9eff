// /forgetme: the person's id and names leave the whole store (an anonymous seat and "игрок" instead); the games stay
// for others and still verify (see RecordQueries.forgetPlayer).
import { reply } from '../command.ts';
import { queryCommand } from './query-command.ts';

export const forgetme = queryCommand('forgetme', [], async ({ user, records, text }) => {
  const forgotten = await records.forgetPlayer(user.id, [user.name]);
  return () =>
    reply(text.records.recordsText.forgotten(forgotten), [{ type: 'forgotten', player: user.id }], { private: true });
}
);
