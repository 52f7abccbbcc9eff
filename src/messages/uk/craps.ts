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
    outcome: (outcome, point) => {
      switch (outcome) {
        case 'natural':
          return [bold('натурал!'), ' ✨'];
        case 'craps':
          return [bold('крепс'), ' ✗'];
        case 'point_set':
          return ['очко ', bold(String(point))];
        case 'point_hit':
          return [bold(`влучання в очко ${point}!`), ' 🎯'];
        case 'seven_out':
          return [bold('сімка'), ` ✗ (треба було ${point})`];
        case 'no_change':
          return [`мимо (треба ${point})`];
      }
    },
    verdict: (verdict, comeOut, players) => {
      switch (verdict) {
        case 'single_winner':
          return comeOut
            ? ['Коло завершено: натурал лише у ', ...players, '.']
            : ['Коло завершено: влучання в очко лише у ', ...players, '.'];
        case 'draw':
          return comeOut
            ? ['Коло завершено: натурал у ', ...players, ' — нічия.']
            : ['Коло завершено: в очко влучили ', ...players, ' — нічия.'];
        case 'all_lost':
          return [comeOut ? 'Коло завершено: крепс у всіх — нічия.' : 'Коло завершено: сімка у всіх — нічия.'];
        case 'go_on':
          return [comeOut ? 'Коло завершено: натуралу немає.' : 'Коло завершено: влучань немає.'];
      }
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
