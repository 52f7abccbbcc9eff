// Every Ukrainian word drawn into a picture (score sheet, 1000 race chart, game-over card). Pictures carry the same
// facts as the text they come with; the text stays complete for people who do not load images and for screen readers.
import type { GameId } from '../../games/types.ts';
import { gameTitle } from './games.ts';
import { HAND_NAMES } from './bone-poker.ts';
import { boxShort } from './dice-poker.ts';
import { count, TURNS } from './plural.ts';
import { ratingBand } from '../shared/rating-change.ts';

export const imageText = {
  gameTitle: (game: GameId): string => gameTitle(game),
  sheet: {
    box: boxShort,
    boxColumn: 'Графа',
    upperSum: 'Верх',
    upperBonus: 'Бонус за верх',
    pokerBonus: 'Бонус за покер',
    total: 'Разом',
    /** the upper sum against what the bonus needs: "47 / 64" */
    upperProgress: (sum: number, need: number): string => `${sum} / ${need}`,
    round: (round: number, of: number): string => `Раунд ${round} з ${of}`,
    turn: 'Хід',
    roll: (roll: number, of: number): string => `кидок ${roll} з ${of}`,
    notRolled: 'ще не кидали',
    /** the legend of the dimmed numbers */
    dimmedMeans: 'синім — скільки дадуть ці кубики у вільній графі; у рамці — найкраща',
    final: 'Підсумковий лист',
    leader: 'лідер',
    left: 'поза грою',
  },
  race: {
    turn: 'Хід',
    /** the turn bar of /status: points not yet banked, and the dice the next roll takes */
    turnPoints: (points: number): string => `за хід: ${points}`,
    diceLeft: (dice: number): string => `кісток лишилося: ${dice}`,
    title: 'Перегони до 1000',
    turns: (turns: number): string => count(turns, TURNS),
    pit: 'яма',
    barrel: 'бочка',
    goal: '1000',
  },
  card: {
    over: 'Гру завершено',
    winner: 'Перемога',
    draw: 'Нічия',
    noWinner: 'Переможця немає',
    handName: (rank: keyof typeof HAND_NAMES): string => HAND_NAMES[rank],
    points: (score: number): string => String(score),
    left: 'поза грою',
    place: (place: number): string => String(place),
    sum: (sum: number): string => `сума ${sum}`,
  },
  rating: ratingBand('Рейтинг'),
};
