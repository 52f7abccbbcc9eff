// What the Butler says about its dice, in Ukrainian: the seal at the start, /seed, /fair, and where a free roll's
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
          `🔒 Кістки запечатано: ${commitment.slice(0, SHORT)}… (повністю і як перевірити — /fair)`,
          ...(windowSeconds > 0
            ? [`\n⏳ Кидати можна через ${windowSeconds} с; до першого кидка кожен гравець може додати свою фразу: /seed <текст>.`]
            : []),
        ]
      : ['⚠️ Кістки цієї гри задано заздалегідь (--seed/--dice, режим перевірки): цю гру перевірити не можна.'],

  seedAdded: (player: PlayerRef, text: string): Rich => [
    '🌱 ',
    mention(player),
    ` додає до кісток фразу «${text}». Вона ввійде в перевірку гри.`,
  ],

  seedWindowWait: (seconds: number): Rich => [
    `⏳ Кидати можна через ${seconds} с: перший кидок чекає пізніх фраз /seed. Поки що можна додати свою: /seed <текст>.`,
  ],

  /** an admin's /skip before the seed window closed: it would roll for the player, so it waits too */
  seedWindowSkip: (seconds: number): Rich => [
    `⏳ Пропустити хід можна через ${seconds} с: доти ніхто не кидає, гравці ще додають фрази /seed.`,
  ],

  seedRefused: (why: SeedRefusal): Rich => {
    switch (why) {
      case 'nothing_open':
        return ['Фразу до кісток можна додати в лобі або до першого кидка гри. Зараз гри немає: /newgame.'];
      case 'not_a_player':
        return ['Фразу до кісток додають лише учасники гри: спершу /join (поки лобі відкрите).'];
      case 'already_rolled':
        return ['Кістки вже кинуто: фрази приймаються лише до першого кидка. Перевірити гру: /fair.'];
      case 'empty':
        return ['Напишіть фразу після команди, наприклад: /seed чайник на підвіконні'];
    }
  },

  explain: (current: { game: GameId; origin: DiceOrigin; commitment: string; seeds: number; rolled: boolean } | null): Rich =>
    lines(
      [bold('Чесні кістки')],
      ['1. На початку гри Дворецький обирає випадковий секрет і одразу публікує його відбиток SHA-256.'],
      ['2. Кістки ходу N = HMAC-SHA256(секрет, гравці по черзі + фрази /seed + N), без перекосу граней.'],
      ['3. Після гри секрет відкривається разом із записом: /game, npx butler verify або docs/verify.html перевірять кожен кидок.'],
      current
        ? current.origin === 'hmac'
          ? [
              `Гра «${gameTitle(current.game)}», відбиток секрету:\n`,
              bold(current.commitment),
              `\nФраз /seed: ${current.seeds}. `,
              current.rolled ? 'Кістки вже кинуто, фрази більше не приймаються.' : 'До першого кидка можна додати свою: /seed фраза.',
            ]
          : ['Поточна гра йде на кістках, заданих заздалегідь (--seed/--dice): її перевірити не можна.']
        : ['Зараз гри немає. Фразу до кісток можна додати в лобі: /seed фраза.'],
    ),

  freeRollSource: (origin: DiceOrigin): Rich =>
    origin === 'hmac'
      ? ['(кістки поза грою — із системного генератора випадкових чисел; кістки, які можна перевірити, — у грі, див. /fair)']
      : ['(кістки із заданої заздалегідь послідовності --seed/--dice — режим перевірки)'],
};
