// Every English word drawn into a picture (score sheet, 1000 race chart, game-over card). Pictures carry the same
// facts as the text they come with; the text stays complete for people who do not load images and for screen readers.
import type { GameId } from '../../games/types.ts';
import { gameTitle } from './games.ts';
import { HAND_NAMES } from './bone-poker.ts';
import { boxTitle } from './dice-poker.ts';
import type { DicePokerBox } from '../../games/dice-poker/index.ts';
import { count, TURNS } from './plural.ts';
import { ratingBand } from '../shared/rating-change.ts';

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
  rating: ratingBand('Rating'),
};
