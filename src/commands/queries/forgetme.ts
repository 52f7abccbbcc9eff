// /forgetme: the person's id and names leave the whole store (an anonymous seat and "игрок" instead); the games stay
// for others and still verify (see RecordQueries.forgetPlayer).
import { reply } from '../command.ts';
import { queryCommand } from './query-command.ts';

export const forgetme = queryCommand('forgetme', [], async ({ user, records, text }) =>
  reply(text.records.recordsText.forgotten(await records.forgetPlayer(user.id, [user.name])), [{ type: 'forgotten', player: user.id }], { private: true }),
);
