// Step 1 of a message (see butler.ts): what it means. A typed command (Discord's slash options) is taken as it is;
// text is read by the phrase parser. A parser failure is a bug, logged, and the Butler stays quiet: never a crash.
//
// The same words come again and again in a game («бросаю кости», «пас», «хватит»): a phrase read once is kept and
// given again (the parser is a pure function of the text), frozen, so that no later step can change what another
// message will be given. Only short phrases that are moves or answers are kept, never ordinary chat (most of what a
// chat holds, dropped by the parser's first pass at once) and never a slash command (cheap, and it depends on the
// bot's name).
import type { Intent } from '../reading/intent.ts';
import { readMessage } from '../reading/index.ts';
import type { Incoming } from '../core/reply.ts';
import type { Logger } from '../log.ts';

/** Phrases up to this many code units are kept (a move is a few words; a long message is rarely typed twice). */
const KEEP_UP_TO = 64;
/** How many phrases are kept; when full the oldest goes. */
const KEPT = 512;

const read = new Map<string, Intent>();

export function parseStep(incoming: Incoming, logger: Logger): Intent | null {
  if (incoming.command) return { kind: 'command', name: incoming.command.name.toLowerCase(), args: '' };
  const text = incoming.text;
  const known = typeof text === 'string' && text.length <= KEEP_UP_TO ? read.get(text) : undefined;
  if (known !== undefined) return known;
  try {
    const intent = readMessage(text, incoming.botUsername);
    if (intent !== null && intent.kind !== 'command' && text.length <= KEEP_UP_TO) keep(text, intent);
    return intent;
  } catch (error) {
    logger.error({ err: error, chat: incoming.chat, update: incoming.updateId }, 'parser failed');
    return null;
  }
}

/**
 * A phrase the Butler made itself (a dice tray's Roll, commands/tray-press.ts), read as typed and kept like one: the
 * same few phrases come again and again. Throws when the reader fails (a bug in the Butler's own phrase).
 */
export function readOwnPhrase(text: string): Intent | null {
  const known = text.length <= KEEP_UP_TO ? read.get(text) : undefined;
  if (known !== undefined) return known;
  const intent = readMessage(text);
  if (intent !== null && intent.kind !== 'command' && text.length <= KEEP_UP_TO) keep(text, intent);
  return intent;
}

function keep(text: string, intent: Intent): void {
  if (read.size >= KEPT) read.delete(read.keys().next().value!);
  read.set(text, deepFreeze(intent));
}

/** The intent and everything it holds (a move's cues and their lists), frozen. */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}
