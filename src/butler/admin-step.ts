// Step 3: admin rights, asked only for a use of a command that needs them (commands/declare/preconditions.ts), and
// before the chat is locked: asking the platform may be slow. A check that fails is a refusal, never a grant.
import { needsAdmin, toReply } from '../commands/command.ts';
import { refuse } from '../commands/refuse.ts';
import type { Incoming, Reply } from '../core/reply.ts';
import type { Logger } from '../log.ts';
import type { Messages } from '../messages/index.ts';
import type { Route } from './route-step.ts';

/**
 * true / false: whether the sender is an admin (false also when nobody asked); a Reply: the refusal to send. Only an
 * answer the platform must give is a promise: the rest of the messages (moves) do not wait an extra turn for it.
 */
export function adminStep(incoming: Incoming, route: Route, text: () => Messages, logger: Logger): false | Promise<boolean | Reply> {
  if (route.kind !== 'command' || !route.command || !needsAdmin(route.command, route.options)) return false;
  return askAdmin(incoming, route.command.name, text, logger);
}

async function askAdmin(incoming: Incoming, command: string, text: () => Messages, logger: Logger): Promise<boolean | Reply> {
  let isAdmin: boolean;
  try {
    isAdmin = await incoming.isAdmin();
  } catch (error) {
    logger.warn({ err: error, chat: incoming.chat }, 'admin check failed');
    return toReply(incoming.chat, refuse(text().common.errors.cannotCheckAdmin(), incoming.user, 'cannot_check_admin'), null);
  }
  return isAdmin ? true : toReply(incoming.chat, refuse(text().common.errors.adminOnly(command), incoming.user, 'admin_only'), null);
}

/**
 * Whether the sender's own language may become the chat's (Telegram: an admin's, the first time): asked of the
 * platform only while the chat has no language yet, and never an error (a failed check just waits for the next).
 */
export function speakerIsAdmin(incoming: Incoming, isAdmin: boolean, languageSettled: boolean): boolean | Promise<boolean> {
  if (isAdmin) return true;
  if (incoming.platformLanguage?.from !== 'speaker' || languageSettled) return false;
  return askSpeaker(incoming);
}

async function askSpeaker(incoming: Incoming): Promise<boolean> {
  try {
    return await incoming.isAdmin();
  } catch {
    return false;
  }
}
