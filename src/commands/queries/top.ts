// /top [game]: the chat's leaderboard by OpenSkill rating (Weng–Lin, multiplayer with draws).
import { gameByName } from '../game-names.ts';
import type { Messages, TopLine } from '../../messages/index.ts';
import { PROVISIONAL_GAMES, ratingValue, type ChatStats } from '../../storage/records/stats.ts';
import { reply } from '../command.ts';
import { refuse } from '../refuse.ts';
import { queryCommand } from './query-command.ts';
import { optionText } from '../declare/options.ts';
import { nameOf } from './shown-names.ts';

const TOP_ONE_GAME = 10;
const TOP_EACH_GAME = 5;

export const top = queryCommand('top', [{ name: 'game', kind: 'string', required: false }], async ({ chat, user, options, records, text, pages }) => {
  const { recordsText } = text.records;
  const asked = optionText(options.game);
  const only = asked ? gameByName(asked) : null;
  if (asked && !only) return () => refuse(recordsText.topUsage(), user, 'unknown_game');
  const stats = await records.chatStats(chat);
  return () => {
    const boards = leaderboards(stats, only, text, only ? TOP_ONE_GAME : TOP_EACH_GAME);
    if (boards.length === 0) return reply(recordsText.noTop());
    // the whole table, with the ratings explained, is the chat's leaderboard page (src/web), when it is served
    const link = pages ? text.web.gamePage.topLink(pages.topUrl(chat)) : null;
    return reply(link ? [...recordsText.top(boards, PROVISIONAL_GAMES), '\n', ...link] : recordsText.top(boards, PROVISIONAL_GAMES));
  };
});

/**
 * The chat's boards, one per game (`only`: that game's alone), each at most `limit` lines: settled ratings first, by
 * rating, then the provisional ones (fewer than PROVISIONAL_GAMES games), so that a lucky first game does not top
 * the board. The /top reply and the leaderboard page (src/web/top-page.ts) both show these.
 */
export function leaderboards(stats: ChatStats | null, only: string | null, text: Messages, limit: number): { game: string; lines: TopLine[] }[] {
  return Object.entries(stats?.ratings ?? {})
    .filter(([game]) => !only || game === only)
    .map(([game, ratings]) => ({
      game,
      lines: Object.entries(ratings)
        .map(([id, r]): TopLine => ({ name: nameOf(stats!.names, id, text), rating: ratingValue(r), games: r.games, provisional: r.games < PROVISIONAL_GAMES }))
        .sort((a, b) => Number(a.provisional) - Number(b.provisional) || b.rating - a.rating)
        .slice(0, limit),
    }))
    .filter((b) => b.lines.length > 0);
}
