// The words of the Butler's web pages, in Ukrainian (see ../ru/web.ts).
import type * as ru from '../ru/web.ts';

export const verifyPage: typeof ru.verifyPage = {
  title: 'Перевірка кубиків Дворецького',
  heading: '🎲 Перевірка гри',
  intro:
    'Вставте запис гри (JSON зі сторінки гри або з npx butler record) і натисніть «Перевірити». Сторінка сама, без ' +
    'сервера, перерахує кожен кидок з відкритого секрету (Web Crypto) за схемою з docs/fair-dice.md і перевірить, ' +
    'що в кожного ходу рівно стільки кубиків, скільки він кидає.',
  gameIntro: 'Запис гри та її перевірка: сторінка сама, у браузері, перерахувала кожен кидок з відкритого секрету.',
  check: 'Перевірити',
  offline: 'Нічого не надсилається в мережу: запис можна передати й в адресі сторінки, після «#».',
  colMove: 'Хід',
  colPlayer: 'Гравець',
  colAction: 'Дія',
  colRecorded: 'Кубики в записі',
  colExpected: 'За секретом',
  notJson: 'Це не JSON: {why}',
  notRecord: 'Це не запис гри Дворецького.',
  notFair: 'Гра йшла не на чесних кубиках ({by}): перевірити не можна.',
  badSecret: 'Секрет у записі пошкоджено.',
  badScheme: 'НЕ ЗБІГАЄТЬСЯ: невідома схема кубиків «{scheme}».',
  commitmentMismatch: 'НЕ ЗБІГАЄТЬСЯ: SHA-256 секрету не дорівнює опублікованому відбитку.',
  seedAuthor: 'НЕ ЗБІГАЄТЬСЯ: фраза /seed від «{player}», а це не гравець цієї гри.',
  diceCount: 'НЕ ЗБІГАЄТЬСЯ: хід {move} кидає кубиків: {should}, а в записі їх: {got}.',
  rollMismatch: 'НЕ ЗБІГАЄТЬСЯ: кидок {roll} (хід {move}): у записі {recorded}, за секретом {expected}.',
  ok: 'OK: збіглися всі кидки ({rolls}), у кожного ходу рівно його кубики.',
  compare: 'Відбиток секрету: {commitment} — порівняйте з тим, що було показано в чаті на початку гри.',
  rulesNote: 'Правила ходів сторінка не переграє: це робить npx butler verify запис.json --commitment <відбиток>.',
  game: 'Гра',
  winners: 'перемога',
  noWinner: 'без переможця',
  ended: 'зупинена адміном',
  seeds: 'фраз /seed',
  scores: 'очки',
};

export const webText: typeof ru.webText = {
  htmlLang: 'uk',
  /** the game's page: the alt text of its game-over picture */
  pictureAlt: 'Підсумкова картинка гри — та, що прийшла в чат',
  notFound: 'Не знайдено.',
  topTitle: 'Рейтинг чату',
  gamePage: (url) => ['Сторінка гри з перевіркою кубиків: ', url],
  topIntro: 'Таблиця рейтингу цього чату (як /top).',
};
