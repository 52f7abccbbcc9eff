// Russian replies for Craps: what each roll means now, the round verdict on the roll that completed the round.
// The layout is shared/craps.ts; here are the words.
import type { CrapsEvent, CrapsState } from '../../games/craps/index.ts';
import { bold, lines, type Rich } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import { crapsMessagesIn } from '../shared/craps.ts';
import type { GameMessages, RollPhrases } from '../types.ts';
import { rollPhrase } from './move-hints.ts';

/** The roll this game words its own way. */
const OWN_ROLLS: RollPhrases = { 2: 'бросаю кости' };

function rules(): Rich {
  return lines(
    [bold('🎲 Крэпс'), ` — от 2 игроков. Каждый бросок — 2 кости: «${rollPhrase(2, OWN_ROLLS)}».`],
    ['Круг всегда доигрывается: решают, только когда бросили все.'],
    [bold('Первый бросок:'), ' 7 или 11 — победа, 2, 3, 12 — проигрыш, остальное — ваше очко.'],
    ['• один победитель — победа за ним; несколько — ничья: они переигрывают, остальные выбывают;'],
    ['• победителей нет — выбросившие 2, 3, 12 выбывают; крэпс у всех — переигрывают все.'],
    [bold('Дальше:'), ' выбросить своё очко раньше семёрки.'],
    ['• одно попадание за круг — победа; несколько — они переигрывают с первого броска, остальные выбывают;'],
    ['• попаданий нет — выбросившие 7 выбывают; семёрка у всех — переигрывают все.'],
    ['Остался один игрок — победа за ним.'],
  );
}

export const crapsMessages: GameMessages<CrapsState, CrapsEvent> = {
  ...crapsMessagesIn({
    title: 'Крэпс',
    rules,
    outcome: {
      natural: () => [bold('натурал!'), ' ✨'],
      craps: () => [bold('крэпс'), ' ✗'],
      point_set: (point) => ['очко ', bold(String(point))],
      point_hit: (point) => [bold(`попадание в очко ${point}!`), ' 🎯'],
      seven_out: (point) => [bold('семёрка'), ` ✗ (нужно было ${point})`],
      no_change: (point) => [`мимо (нужно ${point})`],
    },
    verdict: {
      single_winner: (comeOut, players) =>
        comeOut ? ['Круг завершён: натурал только у ', ...players, '.'] : ['Круг завершён: в очко попадание только у ', ...players, '.'],
      draw: (comeOut, players) =>
        comeOut ? ['Круг завершён: натурал у ', ...players, ' — ничья.'] : ['Круг завершён: в очко попали ', ...players, ' — ничья.'],
      all_lost: (comeOut) =>
        [comeOut ? 'Круг завершён: крэпс у всех — ничья.' : 'Круг завершён: семёрка у всех — ничья.'],
      go_on: (comeOut) =>
        [comeOut ? 'Круг завершён: натурала нет.' : 'Круг завершён: попаданий нет.'],
    },
    goOn: (withPoints) => ['Дальше бросают на своё очко: ', ...withPoints, '.'],
    eliminated: (players, count) => [count === 1 ? '❌ Выбывает: ' : '❌ Выбывают: ', ...players, '.'],
    replay: (players) => ['🔁 Переигровка с первого броска: ', ...players, '.'],
    gameOver: gameOverWords,
    status: {
      head: (round, comeOut) => [
        `Круг ${round}: `,
        bold(comeOut ? 'первый бросок (7/11 — победа, 2/3/12 — проигрыш)' : 'броски на очко'),
      ],
      over: ['Игра окончена.'],
      point: (point) => `очко ${point}`,
      rolled: (dice, sum) => `бросок: ${dice} = ${sum}`,
      notRolled: 'бросок впереди',
      out: (players) => ['Выбыли: ', ...players],
    },
    rollButton: { label: '🎲 Бросить', text: rollPhrase(2, OWN_ROLLS) },
  }),
  names: ['craps', 'крэпс', 'крепс', 'крэпc', 'кости'],
  rollPhrases: OWN_ROLLS,
};
