import { toPlain } from '../../messages/rich.ts';
import type { Reply } from '../../core/reply.ts';

/** A reply as the console prints it: the room, then the text; or one JSON line with the events (`--json`). */
export function renderConsoleReply(room: string, reply: Reply, json: boolean, id?: string): string {
  const text = toPlain(reply.rich);
  if (json) return JSON.stringify({ chat: room, ...(id === undefined ? {} : { id }), text, events: reply.events });
  const buttons = reply.buttons.length ? `\n   [${reply.buttons.map((b) => b.label).join('] [')}]` : '';
  return `🎩 [${room}] ${text.replace(/\n/g, '\n   ')}${buttons}`;
}
