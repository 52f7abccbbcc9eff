// What only the Discord adapter says, in English.
import type { Rich } from '../rich.ts';

export const discordText = {
  nothingToSay: (): Rich => ['🎩 Got it — nothing for me to add. What’s happening in the game: /status'],
  guildOnly: (): Rich => ['🎩 I only host games in server channels. Invite me to a channel and type /help.'],
  cannotPost: (missing: readonly string[]): Rich => [
    '🎩 I can’t host a game in this channel: I’m missing the ',
    missing.map((name) => `“${PERMISSION_NAMES[name] ?? name}”`).join(', '),
    ' permission. Ask a server admin to grant it to my role in the channel settings (or pick another channel).',
  ],
};

/** Permission names as Discord's English interface shows them. */
const PERMISSION_NAMES: Record<string, string> = {
  ViewChannel: 'View Channel',
  SendMessages: 'Send Messages',
  SendMessagesInThreads: 'Send Messages in Threads',
  EmbedLinks: 'Embed Links',
};
