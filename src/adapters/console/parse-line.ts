// One console input line: `name: text` in the default room, or `#room name: text` in another one. In the console the
// typed name is the person's id, so it is read as it shows (core/display-name.ts): «ali<U+200B>ce» is alice, not a
// second person who looks like her.
import { stripBidi, visibleName } from '../../core/display-name.ts';

export interface ConsoleLine {
  room: string;
  user: string;
  text: string;
}

const LINE = /^(?:#(\S+)\s+)?([^:#\s][^:]{0,63}?)\s*:\s?(.*)$/s;

export function parseConsoleLine(line: string, defaultRoom = 'main'): ConsoleLine | null {
  const match = LINE.exec(line.trim());
  if (!match) return null;
  const [, room, typed, text] = match;
  const user = visibleName(stripBidi(typed));
  if (!user || !text.trim()) return null;
  return { room: room ?? defaultRoom, user, text: text.trim() };
}

/** `--ids`: a line starts with its update id (letters, digits, `_ . : -`, up to 64), a space, then the line. */
const ID_LINE = /^\s*([A-Za-z0-9_.:-]{1,64})\s+(.*)$/s;

export function splitLineId(line: string): { id: string; rest: string } | null {
  const match = ID_LINE.exec(line);
  return match ? { id: match[1], rest: match[2] } : null;
}

/**
 * A Telegram die typed in the console (issue 44): an animated emoji and the value Telegram would have chosen, `🎲5`
 * (also `🎯3`, `🎰42`), alone on the line; anything else is text.
 */
const DIE_TEXT = /^(\p{Extended_Pictographic})\uFE0F?\s*(\d{1,2})$/u;

export function parseConsoleDie(text: string): { emoji: string; value: number } | null {
  const match = DIE_TEXT.exec(text.trim());
  return match ? { emoji: match[1]!, value: Number(match[2]) } : null;
}
