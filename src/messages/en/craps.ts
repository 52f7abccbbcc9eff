// English replies for Craps, in the words craps players use: come-out roll, natural, craps, point, seven out.
import { bold, lines, type Rich } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import type * as ru from '../ru/craps.ts';
import { crapsMessagesIn } from '../shared/craps.ts';
import { rollPhrase } from './move-hints.ts';
import type { RollPhrases } from '../types.ts';

/** The roll this game words its own way. */
const OWN_ROLLS: RollPhrases = { 2: 'roll dice' };

function rules(): Rich {
  return lines(
    [bold('🎲 Craps'), ` — 2 or more players. Every roll is 2 dice: “${rollPhrase(2, OWN_ROLLS)}”.`],
    ['A round is always played out: nothing is decided until everyone has rolled.'],
    [bold('Come-out roll:'), ' 7 or 11 wins, 2, 3 or 12 loses, anything else becomes your point.'],
    ['• one winner takes the game; several — a tie: they replay, everyone else is out;'],
    ['• no winners — whoever rolled 2, 3 or 12 is out; craps for everyone — everyone replays.'],
    [bold('Then:'), ' roll your point before a seven.'],
    ['• one hit in a round wins; several — they replay from the come-out roll, the rest are out;'],
    ['• no hits — whoever rolled a 7 is out; everyone sevens out — everyone replays.'],
    ['The last player standing wins.'],
  );
}

export const crapsMessages: typeof ru.crapsMessages = {
  ...crapsMessagesIn({
    title: 'Craps',
    rules,
    outcome: {
      natural: () => [bold('natural!'), ' ✨'],
      craps: () => [bold('craps'), ' ✗'],
      point_set: (point) => ['point ', bold(String(point))],
      point_hit: (point) => [bold(`hit the point ${point}!`), ' 🎯'],
      seven_out: (point) => [bold('seven out'), ` ✗ (needed ${point})`],
      no_change: (point) => [`miss (need ${point})`],
    },
    verdict: {
      single_winner: (comeOut, players) =>
        comeOut ? ['Round over: the only natural is ', ...players, '.'] : ['Round over: the only one to hit the point is ', ...players, '.'],
      draw: (comeOut, players) =>
        comeOut ? ['Round over: naturals for ', ...players, ' — a tie.'] : ['Round over: ', ...players, ' hit their points — a tie.'],
      all_lost: (comeOut) =>
        [comeOut ? 'Round over: craps for everyone — a tie.' : 'Round over: everyone sevened out — a tie.'],
      go_on: (comeOut) =>
        [comeOut ? 'Round over: no naturals.' : 'Round over: no hits.'],
    },
    goOn: (withPoints) => ['Rolling for their points next: ', ...withPoints, '.'],
    eliminated: (players) => ['❌ Out: ', ...players, '.'],
    replay: (players) => ['🔁 Replay from the come-out roll: ', ...players, '.'],
    gameOver: gameOverWords,
    status: {
      head: (round, comeOut) => [
        `Round ${round}: `,
        bold(comeOut ? 'come-out roll (7/11 win, 2/3/12 lose)' : 'rolling for points'),
      ],
      over: ['Game over.'],
      point: (point) => `point ${point}`,
      rolled: (dice, sum) => `rolled ${dice} = ${sum}`,
      notRolled: 'yet to roll',
      out: (players) => ['Out: ', ...players],
    },
    rollButton: { label: '🎲 Roll', text: rollPhrase(2, OWN_ROLLS) },
  }),
  names: ['craps'],
  rollPhrases: OWN_ROLLS,
};
