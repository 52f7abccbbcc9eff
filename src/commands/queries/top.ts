// /top [game]: the chat's leaderboard by OpenSkill rating (Weng–Lin, multiplayer with draws).
import { gameByName } from '../game-names.ts';
import type { TopLine } from '../../messages/index.ts';
import { PROVISIONAL_GAMES, ratingValue } from '../../storage/records/stats.ts';
import { reply } from '../command.ts';
import { refuse } from '../refuse.ts';
import { queryCommand } from './query-command.ts';
import { optionText } from '../declare/options.ts';
import { nameOf } from './shown-names.ts';

const TOP_ONE_GAME = 10;
const TOP_EACH_GAME = 5;

export const top = queryCommand('top', [{ name: 'game', kind: 'string', required: false }], async ({ chat, user, options, records, text }) => {
  const { recordsText } = text.records;
  const asked = optionText(options.game);
  const only = asked ? gameByName(asked) : null;
  if (asked && !only) return () => refuse(recordsText.topUsage(), user, 'unknown_game');
  const stats = await records.chatStats(chat);
  return () => {
    const boards = Object.entries(stats?.ratings ?? {})
      .filter(([game]) => !only || game === only)
      .map(([game, ratings]) => ({
        game,
        lines: Object.entries(ratings)
          .map(([id, r]): TopLine => ({ name: nameOf(stats!.names, id, text), rating: ratingValue(r), games: r.games, provisional: r.games < PROVISIONAL_GAMES }))
          // Provisional ratings go below settled ones: a lucky first game should not top the board.
          .sort((a, b) => Number(a.provisional) - Number(b.provisional) || b.rating - a.rating)
          .slice(0, only ? TOP_ONE_GAME : TOP_EACH_GAME),
      }))
      .filter((b) => b.lines.length > 0);
    if (boards.length === 0) return reply(recordsText.noTop());
    return reply(recordsText.top(boards, PROVISIONAL_GAMES));
  };
});
