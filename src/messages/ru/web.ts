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

/**
 * A game's page (src/web/game-page.ts): its title and headline, the moves folded by turn with each move in words, the
 * live table of a running game. A name comes in already isolated (FSI…PDI): the page turns it into a <bdi>.
 */
export const gamePage = {
  site: 'Дворецкий',
  /** the page's <title>: the game and how it ended */
  title: (game: string, result: string) => `${game}: ${result} — Дворецкий`,
  liveTitle: (game: string, turn: string) => `${game}: идёт игра, ходит ${turn} — Дворецкий`,
  won: (name: string, score: number | null) => (score === null ? `🏆 ${name}` : `🏆 ${name} — ${score}`),
  draw: (names: string[]) => `Ничья: ${names.join(' · ')}`,
  noWinner: 'Без победителя',
  stopped: 'Игра остановлена админом',
  /** the live page's headline */
  live: 'Игра идёт — страница обновляется сама',
  turn: (name: string) => `Ходит: ${name}`,
  movesSoFar: (n: number) => `Ходов сделано: ${n}`,
  liveOver: 'Игра окончена — открываю запись…',
  tableAlt: 'Стол игры сейчас: кости, счёт и чей ход',
  movesHeading: 'Ходы',
  turnHeading: (n: number, name: string) => `${n}. ${name}`,
  scores: 'Счёт',
  leaderboard: 'Рейтинг чата',
  moves: {
    rolled: (dice: string) => `бросок: ${dice}`,
    rerolled: (values: string, dice: string) => `переброс ${values} → ${dice}`,
    named: (values: string) => `к перебросу: ${values}`,
    passed: 'пас — рука остаётся',
    wrote: (box: string, points: number) => `записано: ${box} — ${points}`,
    hand: (rank: string) => `комбинация: ${rank}`,
    natural: 'натурал',
    craps: 'крэпс',
    pointSet: (point: number) => `пойнт ${point}`,
    pointHit: 'попадание в пойнт',
    sevenOut: 'семёрка — выбывание',
    sum: (sum: number) => `сумма ${sum}`,
    turnScore: (points: number, total: number) => `+${points}, за ход ${total}`,
    banked: (points: number, total: number) => `записано за ход: +${points}, всего ${total}`,
    bust: (lost: number) => (lost > 0 ? `ход сгорает: −${lost}` : 'ход сгорает'),
    endTurn: 'ход окончен',
    forfeit: 'покидает игру',
  },
  /** the leaderboard page */
  top: {
    place: 'Место',
    player: 'Игрок',
    rating: 'Рейтинг',
    games: 'Игр',
    provisional: 'предварительный',
    explained:
      'Рейтинг в очках, как в шахматах: все начинают с 1500, победа над сильными игроками поднимает больше всего ' +
      '(осторожная оценка OpenSkill μ − 3σ, 20 очков на единицу).',
    provisionalNote: (games: number) =>
      `* — предварительный рейтинг: сыграно меньше ${games} игр. Такие рейтинги стоят ниже устоявшихся, чтобы одна удачная игра не выводила на первое место.`,
    none: 'Рейтинга пока нет: нужна хотя бы одна оконченная игра на двоих или больше.',
  },
  /** the line under /top when the pages are served */
  topLink: (url: string): Rich => ['Таблица рейтинга на странице: ', url],
  /** the line under the game-start reply and /status when the pages are served */
  liveLink: (url: string): Rich => ['Следить за игрой вживую: ', url],
};
