// Slash commands: "/newgame крэпс", "/status@ButlerBot".
import type { CommandIntent } from './intent.ts';

/**
 * "/" at the very start, a name of Latin letters, digits and `_` (at most 64), an optional "@botname", then either
 * the end or whitespace and the arguments. "/start," or "/стат" is no command.
 */
const SLASH_RE = /^\/([A-Za-z0-9_]{1,64})(?:@([A-Za-z0-9_]{1,64}))?(?:\s([\s\S]*))?$/;

/**
 * The command in a message that starts with "/", or null. When `botUsername` is given (with or without its "@")
 * and the message names another bot ("/status@OtherBot"), the command is not ours: null. Names compare
 * case-insensitively; the command name is returned in lower case, the arguments trimmed.
 */
export function parseSlashCommand(text: string, botUsername?: string): CommandIntent | null {
  const m = SLASH_RE.exec(text);
  if (m === null) return null;
  const [, name, addressee, args] = m;
  if (addressee !== undefined && botUsername !== undefined && botUsername !== '') {
    const own = botUsername.startsWith('@') ? botUsername.slice(1) : botUsername;
    if (addressee.toLowerCase() !== own.toLowerCase()) return null;
  }
  return { kind: 'command', name: name.toLowerCase(), args: (args ?? '').trim() };
}
