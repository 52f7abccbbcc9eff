// Every word drawn into a picture (score sheet, 1000 race chart, game-over card). Pictures carry the same facts as
// the text they come with; the text stays complete for people who do not load images and for screen readers.
import type { GameId } from '../../games/types.ts';
import { HAND_NAMES } from './bone-poker.ts';
import { boxShort } from './dice-poker.ts';
import { gameTitle } from './games.ts';
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
  /** the line a picture leads with: the result at the end, whose turn and what to do while the game runs */
  headline: {
    won: (name: string, score: string | null): string => (score === null ? `🏆 ${name}` : `🏆 ${name} — ${score}`),
    draw: (names: readonly string[], score: string | null): string => `Ничья: ${names.join(' · ')}${score === null ? '' : ` — ${score}`}`,
    nobody: 'Победителя нет: из игры вышли все',
    next: (name: string): string => `Ходит: ${name}`,
    /** the best move by the hint's table, when hints are on */
    tip: (move: string): string => `💡 ${move}`,
    /** a Dice Poker move as the hint words it ("keep 6 6, reroll 3") */
    move: moveText,
    solo: (name: string, score: string | null): string => (score === null ? name : `${name} — ${score}`),
  },
  sheetNext: {
    firstRoll: 'бросить кости',
    reroll: (roll: number, of: number): string => `бросок ${roll} из ${of}: перебросить или записать`,
    write: 'последний бросок: записать в графу',
    potential: 'синий курсив: ещё не записано, столько дадут эти кости; в рамке — лучшая графа',
  },
  raceNext: {
    roll: (dice: number): string => `бросить ${dice}`,
    stop: (points: number): string => `записать: +${points}`,
    rollOrStop: (dice: number, points: number): string => `бросить ${dice} или записать: +${points}`,
  },
  crapsRoll: {
    natural: (sum: number): string => `${sum} · натурал`,
    craps: (sum: number): string => `${sum} · крэпс, вылет`,
    point_set: (sum: number): string => `${sum} · пойнт`,
    point_hit: (sum: number): string => `${sum} · пойнт выбит`,
    seven_out: (sum: number): string => `${sum} · семёрка, вылет`,
    no_change: (sum: number, point: number): string => `${sum} · пойнт ${point} не выбит`,
    out: (round: number): string => `вне игры с раунда ${round}`,
  },
  chart: {
    title: 'Шансы на победу по ходу игры',
    rough: 'Шансы на победу по ходу игры (примерно)',
    start: 'начало',
    end: 'конец',
  },
  summary: {
    fullSheet: 'Полный лист — на странице игры',
  },
  rating: ratingBand('Рейтинг'),
};
