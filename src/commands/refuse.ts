// Every refusal the Butler answers with is built here: the sentence (from messages/), the `rejected` event with its
// typed code, and whether the chat sees it — decided in one place, so no handler builds a refusal by hand.
import type { RefusalCode } from '../core/events.ts';
import type { PlayerRef, Rich } from '../core/rich.ts';
import type { CommandOutcome } from './command.ts';

/**
 * Refusals the whole chat sees. Every other one is for the sender alone (Discord: ephemeral; Telegram: an answer to
 * the message): a mistake is nobody else's business. «бросаю 6 костей» is answered where the free roll it corrects
 * would have been: in the chat.
 */
const SHOWN_TO_CHAT: ReadonlySet<RefusalCode> = new Set<RefusalCode>(['bad_count']);

/** The refusal of `player`'s message: nothing changes, the reply says why and what to type instead. */
export function refuse(rich: Rich, player: PlayerRef | string, code: RefusalCode): CommandOutcome {
  const id = typeof player === 'string' ? player : player.id;
  return {
    rich,
    events: [{ type: 'rejected', player: id, code }],
    ...(SHOWN_TO_CHAT.has(code) ? {} : { private: true }),
  };
}
