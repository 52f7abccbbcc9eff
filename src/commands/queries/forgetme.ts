// /forgetme: the person's name leaves their records and statistics ("игрок" instead); the games stay for others.
import { reply } from '../command.ts';
import { queryCommand } from './query-command.ts';

export const forgetme = queryCommand('forgetme', [], async ({ user, records, text }) =>
  reply(text.records.recordsText.forgotten(await records.forget(user.id)), [{ type: 'forgotten', player: user.id }], { private: true }),
);
