import { reply } from '../command.ts';
import { queryCommand } from './query-command.ts';
import { withShownNames } from './shown-names.ts';

/** How many games /history lists: one screen of a phone. */
const HISTORY_LINES = 10;

export const history = queryCommand('history', [], async ({ chat, records, text }) => {
  const rows = await records.history(chat, HISTORY_LINES);
  return () => reply(text.records.recordsText.history(rows.map((row) => withShownNames(row, text))));
});
