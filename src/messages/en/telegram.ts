// What only the Telegram adapter says, in English.
import { telegramTextIn } from '../shared/adapters.ts';

const minutesText = (minutes: number) => `${minutes} ${new Intl.PluralRules('en').select(minutes) === 'one' ? 'minute' : 'minutes'}`;

export const telegramText = telegramTextIn({
  privacy: {
    head: "I can't see ordinary messages in this chat",
    onlyCommands: '— only commands. So phrases like “roll dice” never reach me.',
    fix: 'Admins, please fix it one of two ways:',
    makeAdmin: 'make me an admin of this chat (no special rights needed);',
    botFather: (botUsername) => `or in @BotFather: /setprivacy → @${botUsername} → Disable, then remove me from the chat and add me again.`,
  },
  greeting: {
    head: 'The Butler, at your service.',
    games: 'I host dice games: Craps, Bone Poker, Dice Poker and 1000.',
    start: 'To start: an admin types /newgame and the game, players /join, then the admin /startgame.',
    moves: 'Moves are plain phrases: “roll dice”, “pass”, “stop”. More: /help.',
    allSet: 'All set: I can see the chat’s messages.',
  },
  promoted: 'Thank you, now I can see every message — phrases like “roll dice” will reach me.',
  anonymousMove: [
    'I can’t tell whose move an anonymous admin makes. Please write from your own account ',
    '(turn off “Remain anonymous” in your admin rights). Commands like /newgame work anonymously too.',
  ],
  staleMove: (minutes) => [
    `This message arrived while I was away (more than ${minutesText(minutes)} ago), so I’m not applying it: `,
    'the game may have moved on. Check /status and repeat the move if it still makes sense.',
  ],
  unknownButton: 'This button is out of date. Type your move or check /status.',
});
