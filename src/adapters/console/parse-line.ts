// One console input line: `name: text` in the default room, or `#room name: text` in another one.
export interface ConsoleLine {
  room: string;
  user: string;
  text: string;
}

const LINE = /^(?:#(\S+)\s+)?([^:#\s][^:]{0,63}?)\s*:\s?(.*)$/s;

export function parseConsoleLine(line: string, defaultRoom = 'main'): ConsoleLine | null {
  const match = LINE.exec(line.trim());
  if (!match) return null;
  const [, room, user, text] = match;
  if (!user.trim() || !text.trim()) return null;
  return { room: room ?? defaultRoom, user: user.trim(), text: text.trim() };
}
