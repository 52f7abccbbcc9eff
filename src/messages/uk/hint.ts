// Ukrainian texts of the hint (/hint) shared by every game, and of the post-game review of Dice Poker (1000's own
// lines: thousand-hint.ts). The layout is shared/hint.ts; here are the words. Wording needs no gender.
import type { GameId } from '../../games/types.ts';
import { bold, lines, mention, type PlayerRef, type Rich } from '../rich.ts';
import { boxTitle, writePhrase } from './dice-poker.ts';
import { hintIn } from '../shared/hint.ts';
import { gameTitle } from './games.ts';

const { moveText, advice, reviewText } = hintIn({
  points: (n) => n.toFixed(1).replace('.', ','),
  /** the box as it follows the write verb, taken from the phrase players type so both always agree */
  into: (box) => writePhrase(box).replace(/^Записую в /, ''),
  title: boxTitle,
  move: {
    roll: 'кидайте кістки',
    rerollAll: 'перекиньте всі п’ять',
    keepReroll: (kept, dice) => `лиште ${kept}, перекиньте ${dice}`,
    and: ' і ',
    score: (into, points) => `записати в ${into} (${points})`,
  },
  made: {
    score: (points, into) => `${points} в ${into}`,
    keep: (kept) => `лишити ${kept}`,
    rerollAll: 'перекидання всіх п’яти',
    roll: 'кидок',
  },
  advice: {
    notYourTurn: ['Підказувати нічого: зараз не ваш хід.'],
    best: (player, move, expected) => ['💡 ', player, ': ', move, ` — у середньому ${expected} до кінця гри`],
    otherwise: (list) => `Інакше: ${list}`,
  },
  review: {
    title: [bold('Розбір партії'), ' (очікувані очки проти ідеальної гри)'],
    head: (player, lost) => ['• ', player, `: ${lost} за гру`],
    perfect: ' — жодного ходу, гіршого за найкращий',
    worst: (round, made, better, loss) => `; найдорожче — раунд ${round}: ${made}, краще ${better}: ${loss}`,
  },
});

export { moveText, reviewText };

export const hintText = {
  /** the best move with its expectation, then up to two alternatives with their loss */
  advice,
  building(seconds: number | null): Rich {
    const eta = seconds === null ? 'близько хвилини' : `приблизно ${seconds} с`;
    return [`⏳ Дворецький ще рахує таблицю найкращих ходів (${eta}). Гра йде як звичайно; підказка прийде сама, щойно таблиця буде готова.`];
  },
  /** the hint that follows by itself once the table is built, addressed to who asked */
  followUp(player: PlayerRef, hint: Rich): Rich {
    return lines([mention(player), ', підказка готова:'], hint);
  },
  failed(): Rich {
    return ['Таблицю найкращих ходів зараз порахувати не вдалося; підказки будуть пізніше.'];
  },
  off(): Rich {
    return ['Підказки в цьому чаті вимкнено (налаштування hints). Адмін може ввімкнути: /settings hints on'];
  },
  statusLine(): Rich {
    return ['💡 Підказка найкращого ходу: /hint'];
  },
  noGame(): Rich {
    return ['Зараз гри немає. Підказки є в Покері у кості, в Кістяному покері та в Тисячі: /newgame dice_poker, /newgame bone_poker або /newgame thousand'];
  },
  notForGame(game: GameId): Rich {
    return [`У грі «${gameTitle(game)}» підказок поки немає; вони є в Покері у кості, в Кістяному покері та в Тисячі.`];
  },
};
