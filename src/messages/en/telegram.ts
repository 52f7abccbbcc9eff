// What only the Telegram adapter says, in English.
import type { Rich } from '../rich.ts';

const minutesText = (minutes: number) => `${minutes} ${new Intl.PluralRules('en').select(minutes) === 'one' ? 'minute' : 'minutes'}`;

function privacyMode(botUsername: string): Rich {
  return [
    '⚠️ ',
    { bold: "I can't see ordinary messages in this chat" },
    ' — only commands. So phrases like “roll dice” never reach me.\n',
    'Admins, please fix it one of two ways:\n',
    '• make me an admin of this chat (no special rights needed);\n',
    `• or in @BotFather: /setprivacy → @${botUsername} → Disable, then remove me from the chat and add me again.`,
  ];
}

export const telegramText = {
  privacyMode,
  greeting: (botUsername: string, canRead: boolean): Rich => [
    '🎩 ',
    { bold: 'The Butler, at your service.' },
    ' I host dice games: Craps, Bone Poker, Dice Poker and 1000.\n',
    'To start: an admin types /newgame and the game, players /join, then the admin /startgame. ',
    'Moves are plain phrases: “roll dice”, “pass”, “stop”. More: /help.\n',
    ...(canRead ? ['✅ All set: I can see the chat’s messages.'] : privacyMode(botUsername)),
  ],
  promoted: (): Rich => ['✅ Thank you, now I can see every message — phrases like “roll dice” will reach me.'],
  demotedDeaf: (botUsername: string): Rich => privacyMode(botUsername),
  anonymousMove: (): Rich => [
    'I can’t tell whose move an anonymous admin makes. Please write from your own account ',
    '(turn off “Remain anonymous” in your admin rights). Commands like /newgame work anonymously too.',
  ],
  staleMove: (minutes: number): Rich => [
    `This message arrived while I was away (more than ${minutesText(minutes)} ago), so I’m not applying it: `,
    'the game may have moved on. Check /status and repeat the move if it still makes sense.',
  ],
  unknownButton: (): Rich => ['This button is out of date. Type your move or check /status.'],
};
