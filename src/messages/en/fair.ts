// What the Butler says about its dice, in English: the seal at the start, /seed, /fair, and where a free roll's
// dice came from.
import type { DiceOrigin } from '../../dice/fair/seal.ts';
import type { GameId } from '../../games/types.ts';
import { bold, lines, mention, type PlayerRef, type Rich } from '../rich.ts';
import type { SeedRefusal } from '../ru/fair.ts';
import { gameTitle } from './games.ts';

export type { SeedRefusal };

/** How much of the commitment the start message shows: enough to compare by eye, short enough for a phone. */
const SHORT = 16;

export const fairText = {
  sealed: (origin: DiceOrigin, commitment: string, windowSeconds = 0): Rich =>
    origin === 'hmac'
      ? [
          `🔒 Dice sealed: ${commitment.slice(0, SHORT)}… (in full, and how to check it: /fair)`,
          ...(windowSeconds > 0
            ? [`\n⏳ Rolling opens in ${windowSeconds} s; until the first roll any player can add a phrase: /seed <text>.`]
            : []),
        ]
      : ['⚠️ This game’s dice were set in advance (--seed/--dice, test mode): the game cannot be verified.'],

  seedAdded: (player: PlayerRef, text: string): Rich => [
    '🌱 ',
    mention(player),
    ` adds “${text}” to the dice. It becomes part of the game’s check.`,
  ],

  seedWindowWait: (seconds: number): Rich => [
    `⏳ Rolling opens in ${seconds} s: the first roll waits for late /seed phrases. Meanwhile you can add yours: /seed <text>.`,
  ],

  /** an admin's /skip before the seed window closed: it would roll for the player, so it waits too */
  seedWindowSkip: (seconds: number): Rich => [
    `⏳ A turn can be skipped in ${seconds} s: nobody rolls before then, players are still adding /seed phrases.`,
  ],

  seedRefused: (why: SeedRefusal): Rich => {
    switch (why) {
      case 'nothing_open':
        return ['A dice phrase can be added in the lobby or before the first roll of a game. There is no game now: /newgame.'];
      case 'not_a_player':
        return ['Only players in the game can add a dice phrase: /join first (while the lobby is open).'];
      case 'already_rolled':
        return ['The dice are already rolling: phrases are taken only before the first roll. To check the game: /fair.'];
      case 'empty':
        return ['Write the phrase after the command, for example: /seed teapot on the windowsill'];
    }
  },

  explain: (current: { game: GameId; origin: DiceOrigin; commitment: string; seeds: number; rolled: boolean } | null): Rich =>
    lines(
      [bold('Fair dice')],
      ['1. When a game starts, the Butler picks a random secret and at once publishes its SHA-256 fingerprint.'],
      ['2. The dice of move N = HMAC-SHA256(secret, the players in order + the /seed phrases + N), with no bias between faces.'],
      ['3. After the game the secret is revealed with the record: /game, npx butler verify or docs/verify.html check every roll.'],
      current
        ? current.origin === 'hmac'
          ? [
              `Game “${gameTitle(current.game)}”, fingerprint of the secret:\n`,
              bold(current.commitment),
              `\n/seed phrases: ${current.seeds}. `,
              current.rolled ? 'The dice are already rolling, so no more phrases are taken.' : 'Until the first roll you can add your own: /seed phrase.',
            ]
          : ['The current game runs on dice set in advance (--seed/--dice): it cannot be verified.']
        : ['There is no game now. A dice phrase can be added in the lobby: /seed phrase.'],
    ),

  freeRollSource: (origin: DiceOrigin): Rich =>
    origin === 'hmac'
      ? ['(dice outside a game come from the system’s random number generator; verifiable dice are in games, see /fair)']
      : ['(dice from a sequence set in advance with --seed/--dice: test mode)'],
};
