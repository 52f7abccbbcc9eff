// What only the Discord adapter says, in English.
import { discordTextIn } from '../shared/adapters.ts';

export const discordText = discordTextIn({
  nothingToSay: 'Got it — nothing for me to add. What’s happening in the game: /status',
  guildOnly: 'I only host games in server channels. Invite me to a channel and type /help.',
  cannotPost: {
    before: 'I can’t host a game in this channel: I’m missing the ',
    after: ' permission. Ask a server admin to grant it to my role in the channel settings (or pick another channel).',
  },
  permission: (name) => `“${PERMISSION_NAMES[name] ?? name}”`,
});

/** Permission names as Discord's English interface shows them. */
const PERMISSION_NAMES: Record<string, string> = {
  ViewChannel: 'View Channel',
  SendMessages: 'Send Messages',
  SendMessagesInThreads: 'Send Messages in Threads',
  EmbedLinks: 'Embed Links',
};
