// Russian texts of the hint (/hint, «подскажи») shared by every game, and of the post-game review of Dice Poker
// (1000's own lines: thousand-hint.ts). The layout is shared/hint.ts; here are the words. Wording needs no gender.
import type { GameId } from '../../games/types.ts';
import { bold, lines, mention, type PlayerRef, type Rich } from '../rich.ts';
import { boxTitle, writePhrase } from './dice-poker.ts';
import { hintIn } from '../shared/hint.ts';
import { gameTitle } from './games.ts';

const { moveText, advice, reviewText } = hintIn({
  points: (n) => n.toFixed(1),
  /** the box as it follows the write verb, taken from the phrase players type so both always agree */
  into: (box) => writePhrase(box).replace(/^Записываю в /, ''),
  title: boxTitle,
  move: {
    roll: 'бросайте кости',
    rerollAll: 'перебросьте все пять',
    keepReroll: (kept, dice) => `оставьте ${kept}, перебросьте ${dice}`,
    and: ' и ',
    score: (into, points) => `записать в ${into} (${points})`,
  },
  made: {
    score: (points, into) => `${points} в ${into}`,
    keep: (kept) => `оставить ${kept}`,
    rerollAll: 'переброс всех пяти',
    roll: 'бросок',
  },
  advice: {
    notYourTurn: ['Подсказывать нечего: ход сейчас не ваш.'],
    best: (player, move, expected) => ['💡 ', player, ': ', move, ` — в среднем ${expected} к концу игры`],
    otherwise: (list) => `Иначе: ${list}`,
  },
  review: {
    title: [bold('Разбор партии'), ' (ожидаемые очки против идеальной игры)'],
    head: (player, lost) => ['• ', player, `: ${lost} за игру`],
    perfect: ' — ни одного хода хуже лучшего',
    worst: (round, made, better, loss) => `; дороже всего раунд ${round}: ${made}, лучше ${better}: ${loss}`,
  },
});

export { moveText, reviewText };

export const hintText = {
  /** the best move with its expectation, then up to two alternatives with their loss */
  advice,
  building(seconds: number | null): Rich {
    const eta = seconds === null ? 'около минуты' : `примерно ${seconds} с`;
    return [`⏳ Дворецкий ещё считает таблицу лучших ходов (${eta}). Игра идёт как обычно; подсказка придёт сама, как только таблица будет готова.`];
  },
  /** the hint that follows by itself once the table is built, addressed to who asked */
  followUp(player: PlayerRef, hint: Rich): Rich {
    return lines([mention(player), ', подсказка готова:'], hint);
  },
  failed(): Rich {
    return ['Таблицу лучших ходов сейчас посчитать не получилось; подсказки будут позже.'];
  },
  off(): Rich {
    return ['Подсказки в этом чате выключены (настройка hints). Админ может включить: /settings hints on'];
  },
  /** the /status line while a game with hints runs */
  statusLine(): Rich {
    return ['💡 Подсказка лучшего хода: /hint или «подскажи»'];
  },
  noGame(): Rich {
    return ['Сейчас нет игры. Подсказки есть в Покере у кости, в Костяном покере и в 1000: /newgame dice_poker, /newgame bone_poker или /newgame thousand'];
  },
  notForGame(game: GameId): Rich {
    return [`В игре «${gameTitle(game)}» подсказок пока нет; они есть в Покере у кости, в Костяном покере и в 1000.`];
  },
};
