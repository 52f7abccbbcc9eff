// Step 1 of a message (see butler.ts): what it means. A typed command (Discord's slash options) is taken as it is;
// text is read by the phrase parser. A parser failure is a bug, logged, and the Butler stays quiet: never a crash.
import type { Intent } from '../commands/intent.ts';
import { readMessage } from '../commands/parse/index.ts';
import type { Incoming } from '../core/reply.ts';
import type { Logger } from '../log.ts';

export function parseStep(incoming: Incoming, logger: Logger): Intent | null {
  if (incoming.command) return { kind: 'command', name: incoming.command.name.toLowerCase(), args: '' };
  try {
    // the playing reading: a move the cues read is not given the grammar's shape as well (commands/parse/index.ts)
    return readMessage(incoming.text, incoming.botUsername);
  } catch (error) {
    logger.error({ err: error, chat: incoming.chat, update: incoming.updateId }, 'parser failed');
    return null;
  }
}
