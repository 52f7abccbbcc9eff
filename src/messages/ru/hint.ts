// Russian texts of the hint (/hint, «подскажи») shared by every game, and of the post-game review of Dice Poker
// (1000's own lines: thousand-hint.ts). Wording needs no gender.
import type { GameId } from '../../games/types.ts';
import type { DicePokerMove, MoveOption } from '../../strategy/dice-poker/advice.ts';
import { faces } from '../dice-faces.ts';
import { bold, lines, mention, type PlayerRef, type Rich } from '../rich.ts';
import { boxTitle, writePhrase } from './dice-poker.ts';
import type { GameReview } from '../../strategy/dice-poker/review.ts';
import type { RenderContext } from '../types.ts';
import { gameTitle } from './games.ts';

const points = (n: number) => n.toFixed(1);
/** the box as it follows "в" ("тройку"), taken from the phrase players type so both always agree */
const into = (box: Parameters<typeof writePhrase>[0]) => writePhrase(box).replace(/^Записываю в /, '');
const MINUS = '−';

/** "оставьте ⚄5 ⚄5 ⚄5, перебросьте ⚁2 и ⚂3" / "перебросьте все пять" / "записать в тройку (21)" */
export function moveText(move: DicePokerMove): string {
  switch (move.kind) {
    case 'roll':
      return 'бросайте кости';
    case 'reroll': {
      if (move.keep.length === 0) return 'перебросьте все пять';
      const reroll = move.reroll.map(String);
      const tail = reroll.length > 1 ? `${reroll.slice(0, -1).join(', ')} и ${reroll.at(-1)}` : reroll[0];
      return `оставьте ${faces(move.keep)}, перебросьте ${tail}`;
    }
    case 'score':
      return `записать в ${into(move.box)} (${move.points})`;
  }
}

export const hintText = {
  /** the best move with its expectation, then up to two alternatives with their loss */
  advice(player: PlayerRef, options: MoveOption[]): Rich {
    const [best, ...rest] = options;
    if (!best) return ['Подсказывать нечего: ход сейчас не ваш.'];
    const others = rest.map((o) => `${moveText(o.move)} — ${MINUS}${points(best.expected - o.expected)}`);
    return lines(
      ['💡 ', mention(player), ': ', bold(moveText(best.move)), ` — в среднем ${points(best.expected)} к концу игры`],
      others.length > 0 ? [`Иначе: ${others.join('; ')}`] : null,
    );
  },
  building(seconds: number | null): Rich {
    const eta = seconds === null ? 'около минуты' : `примерно ${seconds} с`;
    return [`⏳ Дворецкий ещё считает таблицу лучших ходов (${eta}). Игра идёт как обычно; спросите подсказку чуть позже.`];
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
    return ['Сейчас нет игры. Подсказки есть в Покере у кости и в 1000: /newgame dice_poker или /newgame thousand'];
  },
  notForGame(game: GameId): Rich {
    return [`В игре «${gameTitle(game)}» подсказок пока нет; они есть в Покере у кости и в 1000.`];
  },
};

/** "12 в шанс" / "оставить ⚄5 ⚄5" */
function madeText(move: DicePokerMove): string {
  if (move.kind === 'score') return `${move.points} в ${into(move.box)}`;
  if (move.kind === 'reroll') return move.keep.length > 0 ? `оставить ${faces(move.keep)}` : 'переброс всех пяти';
  return 'бросок';
}

/** "тройка" / "оставить ⚄5 ⚄5 ⚄5" */
function betterText(move: DicePokerMove): string {
  if (move.kind === 'score') return boxTitle(move.box);
  return madeText(move);
}

/** The review at the end of a Dice Poker game: one short line per person. */
export function reviewText(review: GameReview, ctx: RenderContext): Rich {
  const rows = Object.entries(review).map(([id, r]): Rich => {
    const head: Rich = ['• ', mention(ctx.player(id)), `: ${MINUS}${points(r.lost)} за игру`];
    if (!r.worst) return [...head, ' — ни одного хода хуже лучшего'];
    const w = r.worst;
    return [...head, `; дороже всего раунд ${w.round}: ${madeText(w.made)}, лучше ${betterText(w.best)}: ${MINUS}${points(w.loss)}`];
  });
  if (rows.length === 0) return [];
  return lines([bold('Разбор партии'), ' (ожидаемые очки против идеальной игры)'], ...rows);
}
