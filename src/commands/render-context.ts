import type { PlayerRef } from '../messages/rich.ts';
import { textFor } from '../messages/index.ts';
import type { ChatRenderContext } from '../messages/types.ts';
import type { ChannelSession } from '../sessions/session.ts';
import { languageOf } from '../sessions/chat-language.ts';

/**
 * Names for player ids from the channel's game and lobby (an unknown id shows as itself), and the chat's language
 * with its text: every reply built from this context speaks the chat's language.
 */
export function renderContextFor(session: ChannelSession, extra: PlayerRef[] = []): ChatRenderContext {
  const known = new Map<string, PlayerRef>();
  for (const player of [...(session.lobby?.players ?? []), ...(session.game?.players ?? []), ...extra]) {
    known.set(player.id, player);
  }
  const language = languageOf(session);
  return { player: (id) => known.get(id) ?? { id, name: id }, language, text: textFor(language) };
}
