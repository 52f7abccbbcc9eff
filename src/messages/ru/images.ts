// Every word drawn into a picture (score sheet, 1000 race chart, game-over card). Pictures carry the same facts as
// the text they come with; the text stays complete for people who do not load images and for screen readers.
import type { GameId } from '../../games/types.ts';
import { HAND_NAMES } from './bone-poker.ts';
import { boxShort } from './dice-poker.ts';
import { gameTitle } from './games.ts';
import { count, TURNS } from './plural.ts';
import { ratingBand } from '../shared/rating-change.ts';

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
    dimmedMeans: 'синим — сколько даст эта рука в свободной графе; в рамке — лучшая',
    final: 'Итоговый лист',
    leader: 'лидер',
    left: 'вне игры',
  },
  race: {
    turn: 'Ход',
    /** the turn bar of /status: points not yet banked, and the dice the next roll takes */
    turnPoints: (points: number): string => `за ход: ${points}`,
    diceLeft: (dice: number): string => `костей осталось: ${dice}`,
    title: 'Гонка к 1000',
    turns: (turns: number): string => count(turns, TURNS),
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
    place: (place: number): string => String(place),
    sum: (sum: number): string => `сумма ${sum}`,
  },
  rating: ratingBand('Рейтинг'),
};
