// Every Ukrainian word drawn into a picture (score sheet, 1000 race chart, game-over card). Pictures carry the same
// facts as the text they come with; the text stays complete for people who do not load images and for screen readers.
import type { GameId } from '../../games/types.ts';
import { gameTitle } from './games.ts';
import { HAND_NAMES } from './bone-poker.ts';
import { boxShort } from './dice-poker.ts';
import { count, TURNS } from './plural.ts';
import { ratingBand } from '../shared/rating-change.ts';
import { moveText } from './hint.ts';

export const imageText = {
  gameTitle: (game: GameId): string => gameTitle(game),
  sheet: {
    box: boxShort,
    boxColumn: 'Графа',
    upperSum: 'Верх',
    upperBonus: 'Бонус за верх',
    pokerBonus: 'Бонус покеру',
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
  /** the line a picture leads with: the result at the end, whose turn and what to do while the game runs */
  headline: {
    won: (name: string, score: string | null): string => (score === null ? `🏆 ${name}` : `🏆 ${name} — ${score}`),
    draw: (names: readonly string[], score: string | null): string => `Нічия: ${names.join(' · ')}${score === null ? '' : ` — ${score}`}`,
    nobody: 'Переможця немає: з гри вийшли всі',
    next: (name: string): string => `Хід: ${name}`,
    /** the best move by the hint's table, when hints are on */
    tip: (move: string): string => `💡 ${move}`,
    /** a Dice Poker move as the hint words it ("keep 6 6, reroll 3") */
    move: moveText,
    solo: (name: string, score: string | null): string => (score === null ? name : `${name} — ${score}`),
  },
  sheetNext: {
    firstRoll: 'кинути кубики',
    reroll: (roll: number, of: number): string => `кидок ${roll} з ${of}: перекинути або записати`,
    write: 'останній кидок: записати в графу',
    potential: 'синій курсив: ще не записано, стільки дадуть ці кубики; у рамці — найкраща графа',
  },
  raceNext: {
    roll: (dice: number): string => `кинути ${dice}`,
    stop: (points: number): string => `записати: +${points}`,
    rollOrStop: (dice: number, points: number): string => `кинути ${dice} або записати: +${points}`,
  },
  crapsRoll: {
    natural: (sum: number): string => `${sum} · натурал`,
    craps: (sum: number): string => `${sum} · крепс, вибуття`,
    point_set: (sum: number): string => `${sum} · пойнт`,
    point_hit: (sum: number): string => `${sum} · пойнт вибито`,
    seven_out: (sum: number): string => `${sum} · сімка, вибуття`,
    no_change: (sum: number, point: number): string => `${sum} · пойнт ${point} не вибито`,
    out: (round: number): string => `поза грою з раунду ${round}`,
  },
  chart: {
    title: 'Шанси на перемогу по ходу гри',
    rough: 'Шанси на перемогу по ходу гри (приблизно)',
    start: 'початок',
    end: 'кінець',
  },
  summary: {
    fullSheet: 'Повний лист — на сторінці гри',
  },
  rating: ratingBand('Рейтинг'),
};
