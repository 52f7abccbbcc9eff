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
  // Looked up in place, not gathered into a map first (this is built for every message, and a reply names a few
  // players of a short list): the extra names win over the game's, the game's over the lobby's.
  const lobby = session.lobby?.players;
  const game = session.game?.players;
  const language = languageOf(session);
  return {
    // (bound, not an arrow made here: the loader's keepNames defines a name on every arrow made per call)
    player: playerIn.bind(null, extra, game, lobby),
    language,
    text: textFor(language),
  };
}

function playerIn(
  extra: readonly PlayerRef[],
  game: readonly PlayerRef[] | undefined,
  lobby: readonly PlayerRef[] | undefined,
  id: string,
): PlayerRef {
  return lastWithId(extra, id) ?? (game && lastWithId(game, id)) ?? (lobby && lastWithId(lobby, id)) ?? { id, name: id };
}

function lastWithId(players: readonly PlayerRef[], id: string): PlayerRef | undefined {
  for (let i = players.length - 1; i >= 0; i--) if (players[i]!.id === id) return players[i];
  return undefined;
}
