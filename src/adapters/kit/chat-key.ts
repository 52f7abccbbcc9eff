// A platform's chat keys: its prefix (core/chat-key.ts) and then its ids joined by ':' ("tg:-100123:7",
// "dc:98765"). Made and read here for every platform, so a key is written one way and read back by one rule.
export function joinKey(prefix: string, ...parts: Array<string | number>): string {
  return `${prefix}${parts.join(':')}`;
}

/**
 * The ids of a key of this platform, each matching `part` (one to `maxParts` of them), or null when the key is
 * another platform's or not well formed.
 */
export function splitKey(prefix: string, key: string, part: RegExp, maxParts = 1): string[] | null {
  if (!key.startsWith(prefix)) return null;
  const parts = key.slice(prefix.length).split(':');
  if (parts.length === 0 || parts.length > maxParts) return null;
  const whole = new RegExp(`^(?:${part.source})$`);
  return parts.every((p) => whole.test(p)) ? parts : null;
}
