// What the Butler says about its dice: the seal at the start, /seed, /fair, and where a free roll's dice came from.
import type { DiceOrigin } from '../../dice/fair/seal.ts';
import type { GameId } from '../../games/types.ts';
import { bold, lines, mention, type PlayerRef, type Rich } from '../rich.ts';
import { gameTitle } from './games.ts';

/** How much of the commitment the start message shows: enough to compare by eye, short enough for a phone. */
const SHORT = 16;

export type SeedRefusal = 'nothing_open' | 'not_a_player' | 'already_rolled' | 'empty';

export const fairText = {
  /** The line the start message carries. */
  sealed: (origin: DiceOrigin, commitment: string, windowSeconds = 0): Rich =>
    origin === 'hmac'
      ? [
          `🔒 Кости запечатаны: ${commitment.slice(0, SHORT)}… (полностью и как проверить — /fair)`,
          ...(windowSeconds > 0
            ? [`\n⏳ Бросать можно через ${windowSeconds} с; до первого броска любой игрок может добавить свою фразу: /seed <текст>.`]
            : []),
        ]
      : ['⚠️ Кости этой игры заданы заранее (--seed/--dice, режим проверки): игра не проверяемая.'],

  seedAdded: (player: PlayerRef, text: string): Rich => [
    '🌱 ',
    mention(player),
    ` добавляет к костям фразу «${text}». Она войдёт в проверку игры.`,
  ],

  /** a roll before the seed window closed (dice/fair/seed-window.ts): nothing changed */
  seedWindowWait: (seconds: number): Rich => [
    `⏳ Бросать можно через ${seconds} с: первый бросок ждёт поздних фраз /seed. Пока можно добавить свою: /seed <текст>.`,
  ],

  /** an admin's /skip before the seed window closed: it would roll for the player, so it waits too */
  seedWindowSkip: (seconds: number): Rich => [
    `⏳ Пропустить ход можно через ${seconds} с: до этого никто не бросает, игроки ещё добавляют фразы /seed.`,
  ],

  seedRefused: (why: SeedRefusal): Rich => {
    switch (why) {
      case 'nothing_open':
        return ['Фразу к костям можно добавить в лобби или до первого броска игры. Сейчас игры нет: /newgame.'];
      case 'not_a_player':
        return ['Фразу к костям добавляют только участники игры: сначала /join (пока лобби открыто).'];
      case 'already_rolled':
        return ['Кости уже брошены: фразы принимаются только до первого броска. Проверить игру: /fair.'];
      case 'empty':
        return ['Напишите фразу после команды, например: /seed чайник на подоконнике'];
    }
  },

  /** /fair: the scheme in three lines, then the current game's seal. */
  explain: (current: { game: GameId; origin: DiceOrigin; commitment: string; seeds: number; rolled: boolean } | null): Rich =>
    lines(
      [bold('Честные кости')],
      ['1. При старте игры Дворецкий выбирает случайный секрет и сразу публикует его отпечаток SHA-256.'],
      ['2. Кости хода N = HMAC-SHA256(секрет, игроки по порядку + фразы /seed + N), без перекоса граней.'],
      ['3. После игры секрет открывается с записью: /game, npx butler verify или docs/verify.html проверят каждый бросок.'],
      current
        ? current.origin === 'hmac'
          ? [
              `Игра «${gameTitle(current.game)}», отпечаток секрета:\n`,
              bold(current.commitment),
              `\nФраз /seed: ${current.seeds}. `,
              current.rolled ? 'Кости уже брошены, фразы больше не принимаются.' : 'До первого броска можно добавить свою: /seed фраза.',
            ]
          : ['Текущая игра идёт на заданных заранее костях (--seed/--dice): её проверить нельзя.']
        : ['Сейчас игры нет. Фразу к костям можно добавить в лобби: /seed фраза.'],
    ),

  /** Under a free roll outside a game. */
  freeRollSource: (origin: DiceOrigin): Rich =>
    origin === 'hmac'
      ? ['(кости вне игры — из системного генератора случайных чисел; проверяемые кости — в игре, см. /fair)']
      : ['(кости из заданной заранее последовательности --seed/--dice — режим проверки)'],
};
