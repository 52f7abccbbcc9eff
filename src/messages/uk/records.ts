// The Butler's Ukrainian words about game records and statistics: /history, /game, /stats, /top, /dice, /forgetme.
// The layout is shared/records.ts; here are the words.
import type { GameId } from '../../games/types.ts';
import { recordsTextIn } from '../shared/records.ts';
import { gameTitle } from './games.ts';
import { count, diceCount, games, MINUTES, recordsFrom, wins } from './plural.ts';

export const recordsText = recordsTextIn({
  title: (game) => gameTitle(game as GameId),
  decimal: ',',
  count: { games, wins, rolls: diceCount, recordsFrom, minutes: (n) => count(n, MINUTES) },
  result: { ended: 'зупинено', none: 'без переможця', win: (name) => `перемога: ${name}`, draw: (names) => `нічия: ${names}` },
  unavailable: 'Це сховище не веде записів ігор.',
  history: {
    none: 'У цьому чаті ще немає записаних ігор. Зіграйте: /newgame',
    head: 'Останні ігри',
    foot: 'Докладно й перевірка кісток: /game <номер>',
  },
  game: {
    usage: 'Напишіть номер гри з /history, наприклад: /game 12',
    notFound: (id) => `Гри #${id} у записах цього чату немає. Номери — в /history.`,
    head: (id, title) => `Гра #${id}: ${title}`,
    moves: (n) => `Ходів: ${n}.`,
    beforeFair: 'Гру зіграно ще до появи кісток, які можна перевірити.',
    preset: 'Кістки цієї гри було задано заздалегідь (--seed/--dice): її перевірити не можна.',
    commitment: 'Відбиток: ',
    secret: 'Секрет: ',
    link: 'Перевірити в браузері: ',
    howToCheck: (id) =>
      `Перевірка: збережіть запис (npx butler record ${id} > game.json) і запустіть npx butler verify game.json або docs/verify-dice.py.`,
  },
  stats: {
    usage: 'Статистика: /stats — своя, /stats <ім’я> — іншого гравця цього чату.',
    none: (name) => `${name} ще не має зіграних і записаних ігор.`,
    playerNotFound: (name) => `Гравця «${name}» у записах цього чату немає. Напишіть ім’я, як у /top.`,
    head: (name) => `Статистика: ${name}`,
    everywhere: ' (в усіх чатах)',
    draws: (n) => `нічиїх ${n}`,
    streak: (now, best) => `серія ${now}, найкраща ${best}`,
    scores: (best, average) => `найкращий рахунок ${best}, середній ${average}`,
    bonus: (share) => `бонус у ${share} ігор`,
    turnsToWin: (average) => `ходів до перемоги в середньому: ${average}`,
    against: (name) => `проти ${name}`,
  },
  top: {
    usage: 'Рейтинг: /top — за всіма іграми чату, /top <гра> — однієї гри (craps, bone_poker, dice_poker, thousand).',
    none: 'Рейтингу поки немає: потрібна хоча б одна завершена гра на двох і більше.',
    foot: (fewer) =>
      `Рейтинг в очках, як у шахах: усі починають з 1500; найбільше дає перемога над сильними (обережна оцінка OpenSkill μ − 3σ, 20 очок за одиницю). * — менше ${fewer}, оцінка попередня.`,
  },
  dice: {
    none: 'У записах цього чату ще немає кидків.',
    head: (rolls) => `Кістки цього чату: ${rolls}`,
    chiSquare: (statistic, p) => `χ² = ${statistic} при 5 ступенях свободи, p = ${p}.`,
    verdict: {
      too_few: (few) => `Кидків поки замало, щоб судити: потрібно хоча б ${few}.`,
      rare: 'Такий перекіс у чесних кісток майже не трапляється (рідше ніж раз на тисячу) — варто перевірити ігри через /game.',
      notable: 'Відхилення помітне, але в чесних кісток так буває приблизно в одному чаті з двадцяти; перевірити будь-яку гру: /game.',
      fair: 'Грані випадають так, як і мають у чесних кісток: відхилення звичайні для випадковості.',
    },
  },
  forgotten: (records) =>
    `Готово: ваше ім’я та id прибрано з ${records} і зі статистики — там тепер знеособлене ім’я. Ігри лишилися для інших і далі перевіряються. Нові ігри записуються як завжди; щоб прибрати й їх, знову надішліть /forgetme.`,
  forgetClean: {
    now: 'У сховищі їх більше немає.',
    at: (minutes) =>
      `Останні сліди у файлі сховища зникнуть не пізніше ніж за ${minutes}, коли файл буде стиснуто; у резервних копіях, зроблених раніше, вони лишаться, доки копії не видалять.`,
    server:
      'Старі версії рядків лишаються у файлах бази даних, доки адміністратор не стисне її (npx butler compact), а в її журналі, репліках і резервних копіях — доки їх не буде перезаписано чи видалено.',
  },
  forgetLimited: (every, minutes) => `/forgetme можна надсилати раз на ${every}. Спробуйте знову за ${minutes}.`,
});
