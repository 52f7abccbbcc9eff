import type { PlayerRef } from '../messages/rich.ts';
import type { RenderContext } from '../messages/types.ts';
import type { ChannelSession } from '../sessions/session.ts';

/** Names for player ids from the channel's game and lobby (an unknown id shows as itself). */
export function renderContextFor(session: ChannelSession, extra: PlayerRef[] = []): RenderContext {
  const known = new Map<string, PlayerRef>();
  for (const player of [...(session.lobby?.players ?? []), ...(session.game?.players ?? []), ...extra]) {
    known.set(player.id, player);
  }
  return { player: (id) => known.get(id) ?? { id, name: id } };
}
