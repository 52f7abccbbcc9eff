import type { Rich } from '../../core/rich.ts';

// The words of the Butler's web pages (src/web): the verify page and a game's page (docs/verify.html, whose script
// fills `{name}` slots), and a chat's leaderboard. Plain data, so that the server can hand it to the page as JSON.

export const verifyPage = {
  title: 'Проверка костей Дворецкого',
  heading: '🎲 Проверка игры',
  intro:
    'Вставьте запись игры (JSON со страницы игры или из npx butler record) и нажмите «Проверить». Страница сама, без ' +
    'сервера, пересчитает каждый бросок из открытого секрета (Web Crypto) по схеме из docs/fair-dice.md и проверит, ' +
    'что у каждого хода ровно столько костей, сколько он бросает.',
  gameIntro: 'Запись игры и ее проверка: страница сама, в браузере, пересчитала каждый бросок из открытого секрета.',
  check: 'Проверить',
  offline: 'Ничего не отправляется в сеть: запись можно передать и в адресе страницы, после «#».',
  colMove: 'Ход',
  colPlayer: 'Игрок',
  colAction: 'Действие',
  colRecorded: 'Кости в записи',
  colExpected: 'По секрету',
  notJson: 'Это не JSON: {why}',
  notRecord: 'Это не запись игры Дворецкого.',
  notFair: 'Игра шла не на честных костях ({by}): проверить нельзя.',
  badSecret: 'Секрет в записи поврежден.',
  badScheme: 'НЕ СОВПАДАЕТ: неизвестная схема костей «{scheme}».',
  commitmentMismatch: 'НЕ СОВПАДАЕТ: SHA-256 секрета не равен опубликованному отпечатку.',
  seedAuthor: 'НЕ СОВПАДАЕТ: фраза /seed от «{player}», а это не игрок этой игры.',
  bindingSeats: 'НЕ СОВПАДАЕТ: мест в печати костей не столько, сколько игроков.',
  bindingSeat: 'НЕ СОВПАДАЕТ: место {index} без соли и без отпечатка: запись повреждена.',
  bindingPhrase: 'НЕ СОВПАДАЕТ: фраза /seed {index} без соли и без отпечатка: запись повреждена.',
  contextHashV3: 'НЕ СОВПАДАЕТ: в записи схемы v3 свой contextHash, а кости такой игры выводятся только из того, что в записи сказано об игроках и фразах.',
  unbound: 'НЕ ПРОВЕРЕНО: броски ({rolls}) сходятся, но игрок забыт (/forgetme) до схемы v3: кости выведены из contextHash, который запись просто называет, поэтому состав игроков и учтённые фразы проверить нельзя.',
  diceCount: 'НЕ СОВПАДАЕТ: ход {move} бросает костей: {should}, а в записи их: {got}.',
  rollMismatch: 'НЕ СОВПАДАЕТ: бросок {roll} (ход {move}): в записи {recorded}, по секрету {expected}.',
  ok: 'OK: совпали все броски ({rolls}), у каждого хода ровно его кости.',
  compare: 'Отпечаток секрета: {commitment} — сравните с тем, что был показан в чате при начале игры.',
  rulesNote: 'Правила ходов страница не переигрывает: это делает npx butler verify запись.json --commitment <отпечаток>.',
  game: 'Игра',
  winners: 'победа',
  noWinner: 'без победителя',
  ended: 'остановлена админом',
  seeds: 'фраз /seed',
  scores: 'очки',
};

export const webText = {
  htmlLang: 'ru',
  /** the game's page: the alt text of its game-over picture */
  pictureAlt: 'Итоговая картинка игры — та, что пришла в чат',
  notFound: 'Не найдено.',
  topTitle: 'Рейтинг чата',
  /** the line under a game-over reply: the finished game's page */
  gamePage: (url: string): Rich => ['Страница игры с проверкой костей: ' , url],
  topIntro: 'Таблица рейтинга этого чата (как /top).',
};
