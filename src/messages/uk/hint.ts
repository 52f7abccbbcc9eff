// Ukrainian texts of the hint (/hint) shared by every game, and of the post-game review of Dice Poker (1000's own
// lines: thousand-hint.ts). Wording needs no gender.
import type { GameId } from '../../games/types.ts';
import type { DicePokerMove, MoveOption } from '../../strategy/dice-poker/advice.ts';
import type { GameReview } from '../../strategy/dice-poker/review.ts';
import { faces } from '../dice-faces.ts';
import { bold, lines, mention, type PlayerRef, type Rich } from '../rich.ts';
import type { RenderContext } from '../types.ts';
import { gameTitle } from './games.ts';
import { boxTitle, writePhrase } from './dice-poker.ts';

/** one decimal with the Ukrainian decimal comma: "212,4" */
const points = (n: number) => n.toFixed(1).replace('.', ',');
/** the box as it follows "в" ("трійку"), taken from the phrase players type so both always agree */
const into = (box: Parameters<typeof writePhrase>[0]) => writePhrase(box).replace(/^Записую в /, '');
const MINUS = '−';

/** "лиште ⚄5 ⚄5 ⚄5, перекиньте 2 і 3" / "перекиньте всі п’ять" / "записати в трійку (21)" */
export function moveText(move: DicePokerMove): string {
  switch (move.kind) {
    case 'roll':
      return 'кидайте кістки';
    case 'reroll': {
      if (move.keep.length === 0) return 'перекиньте всі п’ять';
      const reroll = move.reroll.map(String);
      const tail = reroll.length > 1 ? `${reroll.slice(0, -1).join(', ')} і ${reroll.at(-1)}` : reroll[0];
      return `лиште ${faces(move.keep)}, перекиньте ${tail}`;
    }
    case 'score':
      return `записати в ${into(move.box)} (${move.points})`;
  }
}

export const hintText = {
  advice(player: PlayerRef, options: MoveOption[]): Rich {
    const [best, ...rest] = options;
    if (!best) return ['Підказувати нічого: зараз не ваш хід.'];
    const others = rest.map((o) => `${moveText(o.move)} — ${MINUS}${points(best.expected - o.expected)}`);
    return lines(
      ['💡 ', mention(player), ': ', bold(moveText(best.move)), ` — у середньому ${points(best.expected)} до кінця гри`],
      others.length > 0 ? [`Інакше: ${others.join('; ')}`] : null,
    );
  },
  building(seconds: number | null): Rich {
    const eta = seconds === null ? 'близько хвилини' : `приблизно ${seconds} с`;
    return [`⏳ Дворецький ще рахує таблицю найкращих ходів (${eta}). Гра йде як звичайно; попросіть підказку трохи згодом.`];
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
    return ['Зараз гри немає. Підказки є в Покері у кості та в Тисячі: /newgame dice_poker або /newgame thousand'];
  },
  notForGame(game: GameId): Rich {
    return [`У грі «${gameTitle(game)}» підказок поки немає; вони є в Покері у кості та в Тисячі.`];
  },
};

/** "12 в шанс" / "лишити ⚄5 ⚄5" */
function madeText(move: DicePokerMove): string {
  if (move.kind === 'score') return `${move.points} в ${into(move.box)}`;
  if (move.kind === 'reroll') return move.keep.length > 0 ? `лишити ${faces(move.keep)}` : 'перекидання всіх п’яти';
  return 'кидок';
}

function betterText(move: DicePokerMove): string {
  if (move.kind === 'score') return boxTitle(move.box);
  return madeText(move);
}

/** The review at the end of a Dice Poker game: one short line per person. */
export function reviewText(review: GameReview, ctx: RenderContext): Rich {
  const rows = Object.entries(review).map(([id, r]): Rich => {
    const head: Rich = ['• ', mention(ctx.player(id)), `: ${MINUS}${points(r.lost)} за гру`];
    if (!r.worst) return [...head, ' — жодного ходу, гіршого за найкращий'];
    const w = r.worst;
    return [...head, `; найдорожче — раунд ${w.round}: ${madeText(w.made)}, краще ${betterText(w.best)}: ${MINUS}${points(w.loss)}`];
  });
  if (rows.length === 0) return [];
  return lines([bold('Розбір партії'), ' (очікувані очки проти ідеальної гри)'], ...rows);
}
