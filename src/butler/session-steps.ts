// Steps inside the chat's lock, before the command runs: an unreadable session, the platform's word on the
// language, an update applied already, a button drawn for an older state. Each returns the answer that ends the
// message here, or null to go on.
import { reply, toReply, type CommandOutcome } from '../commands/command.ts';
import { refuse } from '../commands/refuse.ts';
import { renderContextFor } from '../commands/render-context.ts';
import type { Incoming, Reply } from '../core/reply.ts';
import type { Rich } from '../core/rich.ts';
import type { Messages } from '../messages/index.ts';
import { withPlatformLanguage } from '../sessions/chat-language.ts';
import { emptySession, type ChannelSession } from '../sessions/session.ts';
import type { Route } from './route-step.ts';

/** A notice that is no answer to a command: no events, no buttons. */
export function plain(chat: string, rich: Rich, version: number | null): Reply {
  return { chat, rich, events: [], buttons: [], version };
}

/**
 * A session that cannot be read: an admin's /endgame is the way out (it replaces it with an empty one, to be
 * saved); anything else is told the session is broken.
 */
export function unreadableStep(
  incoming: Incoming,
  route: Route,
  isAdmin: boolean,
  errors: Messages['common']['errors'],
  version: number | null,
): { reset: ChannelSession; outcome: CommandOutcome } | { reply: Reply } {
  if (route.kind === 'command' && route.name === 'endgame' && isAdmin) {
    const reset = emptySession();
    return { reset, outcome: reply(errors.corruptSessionReset(), [{ type: 'game_ended', game: null }]) };
  }
  return { reply: plain(incoming.chat, errors.corruptSession(), version) };
}

/** The platform's word on the language comes first, so that this very reply speaks it. */
export function languageStep(stored: ChannelSession, incoming: Incoming, speakerIsAdmin: boolean): ChannelSession {
  return withPlatformLanguage(stored, incoming.platformLanguage, speakerIsAdmin);
}

/**
 * Applied already (the store's table of applied ids, `applied`, is the check that no window can outrun; `seen`,
 * the last ids kept in the session, still covers updates applied before that table existed). The channel's latest
 * update is answered again with the reply it got — a re-delivery usually means the process that applied it died
 * before its reply was sent; an older one stays quiet. Undefined: not a repeat.
 */
export function duplicateStep(incoming: Incoming, session: ChannelSession, applied: boolean): { reply: Reply | null } | undefined {
  if (!incoming.updateId || !(applied || session.seen.includes(incoming.updateId))) return undefined;
  const answer = session.answer;
  return { reply: answer?.update === incoming.updateId ? (answer.reply as Reply) : null };
}

/**
 * A move button belongs to the state it was drawn for; a command button (/join) means the same at any time and is
 * checked against the current state like a typed command, so the lobby's join button serves every player.
 */
export function staleButtonStep(incoming: Incoming, route: Route, session: ChannelSession, version: number | null): Reply | null {
  if (incoming.buttonVersion === undefined || route.kind !== 'phrase' || incoming.buttonVersion === version) return null;
  const stale = refuse(renderContextFor(session).text.common.errors.staleButton(), incoming.user, 'stale_button');
  return toReply(incoming.chat, stale, version);
}
