// What a command needs before its handler runs (as Sapphire's preconditions): declared by the command, checked here
// in the declared order, refused here — one check and one refusal (with its code) for every command that needs it.
// A command may word a refusal its own way (/join during a game says «you can join the next one»); the check and
// the code stay the same. `admin` is declared here too but checked before the chat is locked (butler/admin.ts):
// asking the platform may be slow.
import type { RefusalCode } from '../../core/events.ts';
import type { PlayerRef, Rich } from '../../core/rich.ts';
import type { Messages } from '../../messages/index.ts';
import type { ChannelSession } from '../../sessions/session.ts';
import type { CommandOutcome } from '../command.ts';
import { refuse } from '../refuse.ts';

export type Precondition = 'admin' | 'noGame' | 'noLobby' | 'lobbyOpen' | 'inGame' | 'player';

/** The words of a refusal, from the chat's text and the session as it stands. */
export type RefusalWords = (text: Messages, session: ChannelSession, user: PlayerRef) => Rich;

interface Check {
  holds(session: ChannelSession, user: PlayerRef): boolean;
  code: RefusalCode;
  words: RefusalWords;
}

const CHECKS: Record<Exclude<Precondition, 'admin'>, Check> = {
  noGame: {
    holds: (session) => !session.game,
    code: 'game_running',
    words: (text, session) => text.common.lobby.gameRunning(session.game!.id),
  },
  noLobby: {
    holds: (session) => !session.lobby,
    code: 'lobby_open',
    words: (text, session) => text.common.lobby.alreadyOpen(session.lobby!.game),
  },
  lobbyOpen: { holds: (session) => !!session.lobby, code: 'no_lobby', words: (text) => text.common.lobby.noLobby() },
  inGame: { holds: (session) => !!session.game, code: 'no_game', words: (text) => text.common.lobby.noGame() },
  player: {
    holds: (session, user) => (session.game?.players ?? session.lobby?.players ?? []).some((p) => p.id === user.id),
    code: 'not_in_game',
    words: (text, _session, user) => text.common.lobby.notInGame(user),
  },
};

export interface Requirements {
  requires?: readonly Precondition[];
  /** a command's own words for a refusal (the check and its code are the shared ones) */
  refusals?: Partial<Record<Precondition, RefusalWords>>;
}

/** The refusal of the first precondition that does not hold, or null when all hold (`admin` is checked earlier). */
export function unmetPrecondition(
  command: Requirements,
  session: ChannelSession,
  user: PlayerRef,
  text: Messages,
): CommandOutcome | null {
  for (const need of command.requires ?? []) {
    if (need === 'admin') continue;
    const check = CHECKS[need];
    if (check.holds(session, user)) continue;
    return refuse((command.refusals?.[need] ?? check.words)(text, session, user), user, check.code);
  }
  return null;
}
