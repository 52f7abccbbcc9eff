import { reply } from '../command.ts';
import { refuse } from '../refuse.ts';
import { queryCommand } from './query-command.ts';
import { optionText } from '../declare/options.ts';
import { withShownNames } from './shown-names.ts';

/** A record longer than this (as a URL) is not put into a chat message as a link; the file route is given instead. */
const MAX_LINK = 3000;

/** /game <id>: one game of this chat (in a private chat: one the user played), with how to check its dice. */
export const game = queryCommand('game', [{ name: 'id', kind: 'string', required: true }], async ({ chat, user, options, records, privateChat, verifyUrl, pages, text: t }) => {
  const { recordsText } = t.records;
  const text = optionText(options.id).replace(/^#/, '');
  if (!/^\d{1,15}$/.test(text)) return () => refuse(recordsText.gameUsage(), user, 'game_usage');
  const record = await records.game(Number(text));
  return () => {
    const visible = record && (record.chat === chat || (privateChat && record.players.some((p) => p.id === user.id)));
    if (!visible) return refuse(recordsText.gameNotFound(text), user, 'game_not_found');
    // The game's own page when the Butler serves its pages; else the verify page with the record in the fragment.
    if (pages && record.fair) return reply(recordsText.game(withShownNames(record, t), { link: pages.gameUrl(record.chat, record.fair.commitment, record.id) }));
    const link = verifyUrl ? `${verifyUrl}#${Buffer.from(JSON.stringify(record)).toString('base64url')}` : null;
    return reply(recordsText.game(withShownNames(record, t), { link: link && link.length <= MAX_LINK ? link : null }));
  };
});
