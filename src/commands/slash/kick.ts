import type { PlayerRef } from '../../messages/rich.ts';
import { isBotId, plainBotName } from '../../sessions/bot-players.ts';
import type { ChannelSession } from '../../sessions/session.ts';
import { reply, type CommandDefinition } from '../command.ts';
import { optionText } from '../declare/options.ts';
import { refuse } from '../refuse.ts';
import { removeFromGame, removeFromLobby } from '../remove-player.ts';

/** Finds a player by id, by a platform mention that carries the id, or by name (case-insensitive, leading @). */
export function findPlayer(session: ChannelSession, query: string): PlayerRef | null {
  const roster = session.game?.players ?? session.lobby?.players ?? [];
  const q = query.trim().replace(/^@/, '');
  const mentionId = /^<@!?(\d+)>$/.exec(q)?.[1];
  return (
    roster.find((p) => p.id === (mentionId ?? q)) ??
    roster.find((p) => p.name.toLowerCase().replace(/^@/, '') === q.toLowerCase()) ??
    // a computer player by its name without the 🤖 mark ("/kick Дживс")
    roster.find((p) => isBotId(p.id) && plainBotName(p).toLowerCase() === q.replace(/^🤖\s*/u, '').toLowerCase()) ??
    null
  );
}

export const kick: CommandDefinition = {
  name: 'kick',
  requires: ['admin'],
  options: [{ name: 'player', kind: 'user', required: true }],
  handle({ session, user, options, dice, render }) {
    const { lobby } = render.text.common;
    const asked = options.player;
    if (asked === undefined) return refuse(lobby.kickWho(), user, 'kick_who');
    const player = typeof asked === 'string' ? findPlayer(session, asked) : findPlayer(session, asked.id);
    if (!player) return refuse(lobby.playerNotFound(optionText(asked)), user, 'player_not_found');
    if (session.game) return removeFromGame(session, player, 'kicked', dice)!;
    const next = removeFromLobby(session, player)!;
    return reply(lobby.kicked(player), [{ type: 'left', player: player.id }], { session: next });
  },
};
