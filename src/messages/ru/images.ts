// Every word drawn into a picture (score sheet, 1000 race chart, game-over card). Pictures carry the same facts as
// the text they come with; the text stays complete for people who do not load images and for screen readers.
import type { GameId } from '../../games/types.ts';
import { HAND_NAMES } from './bone-poker.ts';
import { boxShort } from './dice-poker.ts';
import { gameTitle } from './games.ts';

const plural = new Intl.PluralRules('ru');

/**
 * A rating as /top rounds it (one decimal, a decimal comma), but always with its decimal so that the numbers line
 * up in the picture's column, and with a real minus sign.
 */
const oneDecimal = (x: number): string => {
  const tenths = Math.round(x * 10);
  return `${tenths < 0 ? '−' : ''}${(Math.abs(tenths) / 10).toFixed(1).replace('.', ',')}`;
};

function turnsWord(count: number): string {
  const form = plural.select(count);
  return form === 'one' ? 'ход' : form === 'few' ? 'хода' : 'ходов';
}

export const imageText = {
  gameTitle: (game: GameId): string => gameTitle(game),
  sheet: {
    box: boxShort,
    boxColumn: 'Графа',
    upperSum: 'Верх',
    upperBonus: 'Бонус за верх',
    pokerBonus: 'Бонус покера',
    total: 'Итого',
    /** the upper sum against what the bonus needs: "47 / 64" */
    upperProgress: (sum: number, need: number): string => `${sum} / ${need}`,
    round: (round: number, of: number): string => `Раунд ${round} из ${of}`,
    turn: 'Ходит',
    roll: (roll: number, of: number): string => `бросок ${roll} из ${of}`,
    notRolled: 'ещё не бросали',
    /** the legend of the dimmed numbers */
    dimmedMeans: 'серым — сколько даст эта рука в свободной графе',
    final: 'Итоговый лист',
    leader: 'лидер',
  },
  race: {
    title: 'Гонка к 1000',
    turns: (count: number): string => `${count} ${turnsWord(count)}`,
    pit: 'яма',
    barrel: 'бочка',
    goal: '1000',
  },
  card: {
    over: 'Игра окончена',
    winner: 'Победа',
    draw: 'Ничья',
    noWinner: 'Победителя нет',
    handName: (rank: keyof typeof HAND_NAMES): string => HAND_NAMES[rank],
    points: (score: number): string => String(score),
    left: 'вне игры',
  },
  rating: {
    title: 'Рейтинг',
    /** the rating /top shows, before and after this game: "12,3 → 15,1" */
    change: (before: number, after: number): string => `${oneDecimal(before)} → ${oneDecimal(after)}`,
    /** the difference of the two numbers as written (so that they add up): "+2,8", "−1,4", "±0" */
    delta: (before: number, after: number): string => {
      const tenths = Math.round(after * 10) - Math.round(before * 10);
      return tenths > 0 ? `+${oneDecimal(tenths / 10)}` : tenths < 0 ? oneDecimal(tenths / 10) : '±0';
    },
  },
};
