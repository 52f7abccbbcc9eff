// How a computer player's id is told from a person's. Engines never look at it (a bot is an ordinary player to the
// rules); it lives in games/ only because every layer may import from here (sessions, commands, messages).
// Telegram and Discord ids are numbers, and the Butler ignores incoming messages from ids with this prefix, so a
// person can never speak for a bot, whatever name they type in the console.
export const BOT_ID_PREFIX = 'bot:';

export function isBotId(id: string): boolean {
  return id.startsWith(BOT_ID_PREFIX);
}
