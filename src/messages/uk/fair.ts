// What the Butler says about its dice, in Ukrainian: the seal at the start, /seed, /fair, and where a free roll's
// dice came from. The layout is shared/fair.ts; here are the words.
import { fairTextIn } from '../shared/fair.ts';
import { gameTitle } from './games.ts';

export const fairText = fairTextIn({
  title: gameTitle,
  sealed: (short) => `🔒 Кістки запечатано: ${short}… (повністю і як перевірити — /fair)`,
  window: (seconds) => `⏳ Кидати можна через ${seconds} с; до першого кидка кожен гравець може додати свою фразу: /seed <текст>.`,
  preset: '⚠️ Кістки цієї гри задано заздалегідь (--seed/--dice, режим перевірки): цю гру перевірити не можна.',
  seedAdded: (text) => ` додає до кісток фразу «${text}». Вона ввійде в перевірку гри.`,
  seedWindowWait: (seconds) =>
    `⏳ Кидати можна через ${seconds} с: перший кидок чекає пізніх фраз /seed. Поки що можна додати свою: /seed <текст>.`,
  seedWindowSkip: (seconds) => `⏳ Пропустити хід можна через ${seconds} с: доти ніхто не кидає, гравці ще додають фрази /seed.`,
  seedRefused: {
    nothing_open: 'Фразу до кісток можна додати в лобі або до першого кидка гри. Зараз гри немає: /newgame.',
    not_a_player: 'Фразу до кісток додають лише учасники гри: спершу /join (поки лобі відкрите).',
    already_rolled: 'Кістки вже кинуто: фрази приймаються лише до першого кидка. Перевірити гру: /fair.',
    empty: 'Напишіть фразу після команди, наприклад: /seed чайник на підвіконні',
  },
  explain: {
    head: 'Чесні кістки',
    steps: [
      'На початку гри Дворецький обирає випадковий секрет і одразу публікує його відбиток SHA-256.',
      'Кістки ходу N = HMAC-SHA256(секрет, гравці по черзі + фрази /seed + N), без перекосу граней.',
      'Після гри секрет відкривається разом із записом: /game, npx butler verify або docs/verify.html перевірять кожен кидок.',
    ],
    game: (title) => `Гра «${title}», відбиток секрету:`,
    seeds: (count) => `Фраз /seed: ${count}.`,
    rolled: 'Кістки вже кинуто, фрази більше не приймаються.',
    open: 'До першого кидка можна додати свою: /seed фраза.',
    preset: 'Поточна гра йде на кістках, заданих заздалегідь (--seed/--dice): її перевірити не можна.',
    none: 'Зараз гри немає. Фразу до кісток можна додати в лобі: /seed фраза.',
  },
  freeRollSource: {
    hmac: '(кістки поза грою — із системного генератора випадкових чисел; кістки, які можна перевірити, — у грі, див. /fair)',
    preset: '(кістки із заданої заздалегідь послідовності --seed/--dice — режим перевірки)',
  },
});
