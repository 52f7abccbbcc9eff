import { toPlain } from '../../messages/rich.ts';
import type { Reply } from '../../core/reply.ts';
import { isTray, trayLines } from './tray.ts';

/**
 * A reply as the console prints it: the room, then the text (a dice tray as lines a scripted line can press, see
 * tray.ts; a tray redrawn in place as the tray alone); or one JSON line with the events (`--json`).
 */
export function renderConsoleReply(room: string, reply: Reply, json: boolean, id?: string, trayHead = '   🎲'): string {
  const text = toPlain(reply.rich);
  if (json) return JSON.stringify({ chat: room, ...(id === undefined ? {} : { id }), text, events: reply.events });
  const tray = isTray(reply.buttons);
  const buttons = tray ? `\n${trayLines(reply.buttons, trayHead)}` : reply.buttons.length ? `\n   [${reply.buttons.map((b) => b.label).join('] [')}]` : '';
  if (reply.edit) return `🎩 [${room}]${text ? ` ${text.replace(/\n/g, '\n   ')}` : ''}${buttons}`;
  return `🎩 [${room}] ${text.replace(/\n/g, '\n   ')}${buttons}`;
}
