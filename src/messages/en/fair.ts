// What the Butler says about its dice, in English: the seal at the start, /seed, /fair, and where a free roll's
// dice came from. The layout is shared/fair.ts; here are the words.
import { fairTextIn } from '../shared/fair.ts';
import { gameTitle } from './games.ts';

export const fairText = fairTextIn({
  title: gameTitle,
  sealed: (short) => `🔒 Dice sealed: ${short}… (in full, and how to check it: /fair)`,
  window: (seconds) => `⏳ Rolling opens in ${seconds} s; until the first roll any player can add a phrase: /seed <text>.`,
  preset: '⚠️ This game’s dice were set in advance (--seed/--dice, test mode): the game cannot be verified.',
  telegram: '🎲 Dice: Telegram’s. On your roll send the 🎲 emoji yourself (Telegram picks its value; rerolls, boxes and stops are typed as usual).',
  seedAdded: (text) => ` adds “${text}” to the dice. It becomes part of the game’s check.`,
  seedWindowWait: (seconds) =>
    `⏳ Rolling opens in ${seconds} s: the first roll waits for late /seed phrases. Meanwhile you can add yours: /seed <text>.`,
  seedWindowSkip: (seconds) => `⏳ A turn can be skipped in ${seconds} s: nobody rolls before then, players are still adding /seed phrases.`,
  seedRefused: {
    nothing_open: 'A dice phrase can be added in the lobby or before the first roll of a game. There is no game now: /newgame.',
    not_a_player: 'Only players in the game can add a dice phrase: /join first (while the lobby is open).',
    already_rolled: 'The dice are already rolling: phrases are taken only before the first roll. To check the game: /fair.',
    empty: 'Write the phrase after the command, for example: /seed teapot on the windowsill',
  },
  explain: {
    head: 'Fair dice',
    steps: [
      'When a game starts, the Butler picks a random secret and at once publishes its SHA-256 fingerprint.',
      'The dice of move N = HMAC-SHA256(secret, the players in order + the /seed phrases + N), with no bias between faces.',
      'After the game the secret is revealed with the record: /game, npx butler verify or docs/verify.html check every roll.',
    ],
    game: (title) => `Game “${title}”, fingerprint of the secret:`,
    seeds: (count) => `/seed phrases: ${count}.`,
    rolled: 'The dice are already rolling, so no more phrases are taken.',
    open: 'Until the first roll you can add your own: /seed phrase.',
    preset: 'The current game runs on dice set in advance (--seed/--dice): it cannot be verified.',
    none: 'There is no game now. A dice phrase can be added in the lobby: /seed phrase.',
  },
  freeRollSource: {
    hmac: '(dice outside a game come from the system’s random number generator; verifiable dice are in games, see /fair)',
    preset: '(dice from a sequence set in advance with --seed/--dice: test mode)',
  },
});
