// Ukrainian replies for Craps («Крепс»): натурал, крепс, очко, сімка — як кажуть гравці.
import { bold, lines, type Rich } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import type * as ru from '../ru/craps.ts';
import { crapsMessagesIn } from '../shared/craps.ts';
import { rollPhrase } from './move-hints.ts';
import type { RollPhrases } from '../types.ts';

/** The roll this game words its own way. */
const OWN_ROLLS: RollPhrases = { 2: 'кидаю кістки' };

function rules(): Rich {
  return lines(
    [bold('🎲 Крепс'), ` — від 2 гравців. Кожен кидок — 2 кубики: «${rollPhrase(2, OWN_ROLLS)}».`],
    ['Коло завжди догравають: рішення — лише коли кинули всі.'],
    [bold('Перший кидок:'), ' 7 або 11 — перемога, 2, 3, 12 — програш, решта — ваше очко.'],
    ['• один переможець — перемога за ним; кілька — нічия: вони перегравають, решта вибуває;'],
    ['• переможців немає — ті, хто викинув 2, 3, 12, вибувають; крепс у всіх — перегравають усі.'],
    [bold('Далі:'), ' викинути своє очко раніше за сімку.'],
    ['• одне влучання за коло — перемога; кілька — вони перегравають з першого кидка, решта вибуває;'],
    ['• влучань немає — ті, хто викинув 7, вибувають; сімка у всіх — перегравають усі.'],
    ['Коли в грі лишається один гравець — перемога за ним.'],
  );
}

export const crapsMessages: typeof ru.crapsMessages = {
  ...crapsMessagesIn({
    title: 'Крепс',
    rules,
    outcome: {
      natural: () => [bold('натурал!'), ' ✨'],
      craps: () => [bold('крепс'), ' ✗'],
      point_set: (point) => ['очко ', bold(String(point))],
      point_hit: (point) => [bold(`влучання в очко ${point}!`), ' 🎯'],
      seven_out: (point) => [bold('сімка'), ` ✗ (треба було ${point})`],
      no_change: (point) => [`мимо (треба ${point})`],
    },
    verdict: {
      single_winner: (comeOut, players) =>
        comeOut ? ['Коло завершено: натурал лише у ', ...players, '.'] : ['Коло завершено: влучання в очко лише у ', ...players, '.'],
      draw: (comeOut, players) =>
        comeOut ? ['Коло завершено: натурал у ', ...players, ' — нічия.'] : ['Коло завершено: в очко влучили ', ...players, ' — нічия.'],
      all_lost: (comeOut) =>
        [comeOut ? 'Коло завершено: крепс у всіх — нічия.' : 'Коло завершено: сімка у всіх — нічия.'],
      go_on: (comeOut) =>
        [comeOut ? 'Коло завершено: натуралу немає.' : 'Коло завершено: влучань немає.'],
    },
    goOn: (withPoints) => ['Далі кидають на своє очко: ', ...withPoints, '.'],
    eliminated: (players, count) => [count === 1 ? '❌ Вибуває: ' : '❌ Вибувають: ', ...players, '.'],
    replay: (players) => ['🔁 Перегравання з першого кидка: ', ...players, '.'],
    gameOver: gameOverWords,
    status: {
      head: (round, comeOut) => [
        `Коло ${round}: `,
        bold(comeOut ? 'перший кидок (7/11 — перемога, 2/3/12 — програш)' : 'кидки на очко'),
      ],
      over: ['Гру закінчено.'],
      point: (point) => `очко ${point}`,
      rolled: (dice, sum) => `кидок: ${dice} = ${sum}`,
      notRolled: 'кидок попереду',
      out: (players) => ['Вибули: ', ...players],
    },
    rollButton: { label: '🎲 Кинути', text: rollPhrase(2, OWN_ROLLS) },
  }),
  names: ['крепс', 'кості'],
  rollPhrases: OWN_ROLLS,
};
