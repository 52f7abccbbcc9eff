// /dice (or «проверить кости»): how often each face came up in this chat's games, and whether that looks fair.
import { chiSquare, chiSquarePValue } from '../../stats/chi-square.ts';
import { reply } from '../command.ts';
import { queryCommand } from './query-command.ts';

export const dice = queryCommand('dice', [], async ({ chat, records, text }) => {
  const { recordsText } = text.records;
  const faces = (await records.chatStats(chat))?.faces ?? [0, 0, 0, 0, 0, 0];
  const total = faces.reduce((a, b) => a + b, 0);
  const statistic = chiSquare(faces, faces.map(() => total / 6));
  return () => reply(recordsText.dice({ faces, total, statistic, p: chiSquarePValue(statistic, 5) }));
});
