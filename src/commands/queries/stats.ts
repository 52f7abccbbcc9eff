// /stats [player]: one player's games, wins, streaks and per-game numbers; in a private chat, across every chat.
import { pairIds } from '../../core/pair-key.ts';
import type { StatsView } from '../../messages/index.ts';
import { FORGOTTEN_NAME, type ChatStats } from '../../storage/records/stats.ts';
import { reply } from '../command.ts';
import { hostedRegistry } from '../../house/default-games.ts';
import { refuse } from '../refuse.ts';
import { queryCommand } from './query-command.ts';
import { optionText } from '../declare/options.ts';
import { shownName } from './shown-names.ts';
import { entryOf } from '../../games/with-entry.ts';

export const stats = queryCommand('stats', [{ name: 'player', kind: 'user', required: false }], async (ctx) => {
  const { chat, user, records, privateChat } = ctx;
  const { recordsText } = ctx.text.records;
  // A user picked on Discord is looked up by id; a typed name by id or name.
  const picked = ctx.options.player;
  const asked = typeof picked === 'object' ? picked.id : optionText(picked).replace(/^@/, '');
  if (privateChat) {
    // Across chats only one's own numbers: other people's games in other chats are not this chat's business.
    const mine = await records.playerStats(user.id);
    return () => {
      if (!mine || Object.keys(mine.games).length === 0) return reply(recordsText.noStats(user.name));
      const name = mine.forgotten ? ctx.text.common.forgottenName : user.name;
      return reply(recordsText.stats({ name, scope: 'everywhere', games: mine.games, h2h: {}, shows: showsOf(Object.keys(mine.games)) }));
    };
  }
  const chatStats = await records.chatStats(chat);
  return () => {
    const id = asked ? findPlayer(chatStats, asked) : user.id;
    if (!id) return refuse(recordsText.playerNotFound(typeof picked === 'object' ? picked.label : asked), user, 'player_not_found');
    const name = shownName(entryOf(chatStats?.names, id) ?? user.name, ctx.text);
    const view: StatsView = { name, scope: 'chat', games: {}, h2h: {}, shows: {} };
    for (const [game, players] of Object.entries(chatStats?.games ?? {})) {
      const mine = entryOf(players, id);
      if (!mine) continue;
      view.games[game] = mine;
      if (counted(game)?.headToHead) view.h2h[game] = headToHead(chatStats!, game, id).map((row) => ({ ...row, name: shownName(row.name, ctx.text) }));
    }
    view.shows = showsOf(Object.keys(view.games));
    if (Object.keys(view.games).length === 0) return reply(recordsText.noStats(name));
    return reply(recordsText.stats(view));
  };
});

/** What the game's module says its statistics mean; null for a game no longer hosted (its numbers alone). */
function counted(game: string) {
  const games = hostedRegistry();
  return games.has(game) ? games.statistics(game) : null;
}

function showsOf(games: string[]): StatsView['shows'] {
  return Object.fromEntries(
    games.map((game) => {
      const shown = counted(game);
      return [game, { scores: shown?.scores ?? false, bonus: shown?.bonus ?? false, turnsToWin: shown?.turnsToWin ?? false }];
    }),
  );
}

/** A player of this chat by id, name or the start of a name (case does not matter). */
function findPlayer(stats: ChatStats | null, asked: string): string | null {
  if (!stats) return null;
  const folded = asked.toLowerCase();
  const entries = Object.entries(stats.names);
  return (
    entries.find(([id]) => id.toLowerCase() === folded)?.[0] ??
    entries.find(([, name]) => name.toLowerCase() === folded && name !== FORGOTTEN_NAME)?.[0] ??
    entries.find(([, name]) => name.toLowerCase().startsWith(folded) && name !== FORGOTTEN_NAME)?.[0] ??
    null
  );
}

function headToHead(stats: ChatStats, game: string, id: string): StatsView['h2h'][string] {
  const out: StatsView['h2h'][string] = [];
  for (const [key, row] of Object.entries(stats.h2h[game] ?? {})) {
    const ids = pairIds(key);
    if (!ids || (ids[0] !== id && ids[1] !== id)) continue;
    const [a, b] = ids;
    const other = a === id ? b : a;
    out.push({ name: entryOf(stats.names, other) ?? other, row: a === id ? row : [row[1], row[0], row[2]] });
  }
  return out.sort((x, y) => y.row[0] + y.row[1] + y.row[2] - (x.row[0] + x.row[1] + x.row[2])).slice(0, 5);
}
