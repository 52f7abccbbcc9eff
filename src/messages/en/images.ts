// Every English word drawn into a picture (score sheet, 1000 race chart, game-over card). Pictures carry the same
// facts as the text they come with; the text stays complete for people who do not load images and for screen readers.
import type { GameId } from '../../games/types.ts';
import { gameTitle } from './games.ts';
import { HAND_NAMES } from './bone-poker.ts';
import { boxTitle } from './dice-poker.ts';
import type { DicePokerBox } from '../../games/dice-poker/index.ts';
import { count, TURNS } from './plural.ts';
import { ratingBand } from '../shared/rating-change.ts';
import { moveText } from './hint.ts';

export const imageText = {
  gameTitle: (game: GameId): string => gameTitle(game),
  sheet: {
    /** the box's full name, as the parser reads it ("Three of a kind"): the picture has room, the text table not */
    box: (box: DicePokerBox): string => boxTitle(box).replace(/^./, (c) => c.toUpperCase()),
    boxColumn: 'Box',
    upperSum: 'Upper',
    upperBonus: 'Upper bonus',
    pokerBonus: 'Poker bonus',
    total: 'Total',
    /** the upper sum against what the bonus needs: "47 / 64" */
    upperProgress: (sum: number, need: number): string => `${sum} / ${need}`,
    round: (round: number, of: number): string => `Round ${round} of ${of}`,
    turn: 'Turn',
    roll: (roll: number, of: number): string => `roll ${roll} of ${of}`,
    notRolled: 'not rolled yet',
    /** the legend of the dimmed numbers */
    dimmedMeans: 'blue: what this hand would score in a free box; ringed: the best',
    final: 'Final sheet',
    leader: 'leader',
    /** under the name of a player who left */
    left: 'left',
  },
  race: {
    turn: 'Turn',
    /** the turn bar of /status: points not yet banked, and the dice the next roll takes */
    turnPoints: (points: number): string => `this turn: ${points}`,
    diceLeft: (dice: number): string => `dice left: ${dice}`,
    title: 'Race to 1000',
    turns: (turns: number): string => count(turns, TURNS),
    pit: 'pit',
    barrel: 'barrel',
    goal: '1000',
  },
  card: {
    over: 'Game over',
    winner: 'Winner',
    draw: 'Draw',
    noWinner: 'No winner',
    handName: (rank: keyof typeof HAND_NAMES): string => HAND_NAMES[rank],
    points: (score: number): string => String(score),
    left: 'left the game',
    /** a place at the end (ties share it) */
    place: (place: number): string => String(place),
    /** the sum of a Bone Poker hand, under its name */
    sum: (sum: number): string => `sum ${sum}`,
  },
  /** the line a picture leads with: the result at the end, whose turn and what to do while the game runs */
  headline: {
    won: (name: string, score: string | null): string => (score === null ? `🏆 ${name}` : `🏆 ${name} — ${score}`),
    draw: (names: readonly string[], score: string | null): string => `Draw: ${names.join(' · ')}${score === null ? '' : ` — ${score}`}`,
    nobody: 'No winner: everyone left the game',
    next: (name: string): string => `Next: ${name}`,
    /** the best move by the hint's table, when hints are on */
    tip: (move: string): string => `💡 ${move}`,
    /** a Dice Poker move as the hint words it ("keep 6 6, reroll 3") */
    move: moveText,
    /** a one-player game: no rival, the score is the story */
    solo: (name: string, score: string | null): string => (score === null ? name : `${name} — ${score}`),
  },
  /** what the Dice Poker player on turn can do */
  sheetNext: {
    firstRoll: 'roll the dice',
    reroll: (roll: number, of: number): string => `roll ${roll} of ${of}: reroll dice or write a box`,
    write: 'last roll: write it into a box',
    /** the legend of the values not written yet */
    potential: 'italic blue: not written yet, what these dice would score; ringed: the best',
  },
  /** what the 1000 player on turn can do */
  raceNext: {
    roll: (dice: number): string => `roll ${dice}`,
    stop: (points: number): string => `stop: +${points}`,
    rollOrStop: (dice: number, points: number): string => `roll ${dice} or stop: +${points}`,
  },
  /** a Craps row at the end: the last roll's sum and what it meant */
  crapsRoll: {
    natural: (sum: number): string => `${sum} · natural`,
    craps: (sum: number): string => `${sum} · craps, out`,
    point_set: (sum: number): string => `${sum} · point`,
    point_hit: (sum: number): string => `${sum} · hit the point`,
    seven_out: (sum: number): string => `${sum} · seven out`,
    no_change: (sum: number, point: number): string => `${sum} · point ${point} not hit`,
    out: (round: number): string => `out in round ${round}`,
  },
  /** the chance chart of a finished game */
  chart: {
    title: 'Chance to win, move by move',
    rough: 'Chance to win, move by move (rough)',
    start: 'start',
    end: 'end',
  },
  /** from 7 players the final picture is a ranked list; the full sheet is on the game page */
  summary: {
    fullSheet: 'The full sheet is on the game page',
  },
  rating: ratingBand('Rating'),
};
