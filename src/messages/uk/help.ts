// The /help text and the /rules index in Ukrainian.
import { bold, lines } from '../rich.ts';
import type * as ru from '../ru/help.ts';
import { titlesWithIds } from '../shared/common.ts';
import { hintGames, hostsGame, rulesIndexIn } from '../shared/help.ts';
import { gameTitle, ownRolls } from './games.ts';
import { rollPhrase } from './move-hints.ts';

export { COMMAND_DESCRIPTIONS, OPTION_DESCRIPTIONS } from '../shared/command-descriptions.ts';

export const helpText: typeof ru.helpText = () =>
  lines(
    ['🎩 ', bold('Дворецький'), ' веде ігри в кості в цьому чаті.'],
    [bold('Кидки'), ' — пишіть у чат:'],
    [`«${rollPhrase(2, ownRolls('craps'))}» (2) · «${rollPhrase(3)}» · «${rollPhrase(5)}» (5) · «${rollPhrase(1)}» (1)`],
    ['«Перекидаю 4, 5 і 1» · «Пас» · «Досить» · «Записую в каре»'],
    ['Можна й інакше: «кидаю п’ять кубиків» · «годі» · «записую в шанс» — і ходи російською чи англійською'],
    [bold('Команди')],
    [
      '/newgame <гра> — відкрити гру (адмін)\n/join — грати · /leave — вийти\n/startgame — почати (адмін)\n' +
        '/status — хто ходить і рахунок\n' +
        `/hint — підказка найкращого ходу (або «підкажи»): ${hintGames(gameTitle, { bone_poker: ' у другому колі' })}` +
        (hostsGame('craps') ? `; у грі ${gameTitle('craps')} спитайте «які шанси викинути сімку?»` : '') +
        '\n' +
        '/rules [гра] — правила\n/settings — налаштування\n' +
        '/kick <гравець> · /skip · /endgame — адмін\n' +
        '/addbot [ім’я] · /removebot [ім’я] — комп’ютерний гравець 🤖 (адмін, у лобі)',
    ],
    ['/fair — чесні кубики · /seed <фраза> — своя фраза до кубиків\n/history · /game <номер> — записи ігор'],
    ['/stats [гравець] — статистика · /top [гра] — рейтинг\n/dice — чи чесні кубики чату · /forgetme — забути мене в усіх записах'],
    [`Ігри: ${titlesWithIds(gameTitle)}.`],
  );

export const rulesIndex: typeof ru.rulesIndex = () => rulesIndexIn('Ігри Дворецького', gameTitle);
