// Ukrainian words for 1000 («Тисяча»): what scored and whether «Досить» is open, busts, banks, every penalty and
// barrel change with its reason, the status lines and the rules as the channel has set them. Which line says what
// is decided once for every language in shared/thousand.ts.
import { BARREL_FROM, GOAL } from '../../games/thousand/index.ts';
import { bold } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import { thousandMessagesIn, thousandRulesIn } from '../shared/thousand.ts';
import { rollPhrase } from './move-hints.ts';
import { count, TURNS } from './plural.ts';

const rules = thousandRulesIn({
  title: '🎲 Тисяча',
  intro: (goal) => ` — 1–6 гравців (один — тренування). Мета — ${goal} очок.`,
  play: 'Хід починається з «кидаю 5 кубиків»; далі кидайте ті, що лишилися («кидаю 3 кубики»), або скажіть «Досить» — записати очки ходу.',
  points: {
    label: 'Очки за один кидок:',
    kinds: (one, five) => `${one} = 10, ${five} = 5; три однакові — номінал × 10 (три ${one} = 100);`,
    classic: 'чотири — × 20 (чотири ⚀1 = 200); п’ять — × 100 (п’ять ⚀1 = 1000).',
    seed: 'чотири — × 50 (чотири ⚀1 = 500); п’ять — 1000.',
    straights: 'Стріт 1-2-3-4-5 = 125, 2-3-4-5-6 = 250.',
    noStraights: 'Стрітів немає.',
  },
  setAside: 'Очкові кубики відкладаються самі. Усі п’ять дали очки — усі п’ять знову в грі, кинути їх обов’язково. Порожній кидок спалює очки ходу.',
  goal: (goal) => `${goal} набрано — перемога одразу, «Досить» не потрібне.`,
  open: { label: 'Відкриття:', from: (points) => `перший записаний хід — не менше ${points}.`, none: 'не потрібне.' },
  pits: { label: 'Ями', text: '200–299 і 600–699: вибратися можна лише ходом до 300 / 700.' },
  barrel: {
    label: 'Бочка:',
    points: (from, goal) =>
      `з ${from} ви на бочці: записувати не можна, за 3 ходи треба добрати до ${goal}, інакше падіння −100; третє падіння — в 0. Хто залазить на бочку, скидає тих, хто на ній сидить (−100).`,
    none: (goal) => `бочки немає: перемагає перший, у кого ${goal} і більше.`,
    open: (goal) => `відкрита: треба рівно ${goal}; перебір спалює хід і дає мітку, 6 міток — −100.`,
  },
  bolts: { label: 'Болти:', text: 'хід без запису — болт (крім невідкритих, тих, хто в ямі, і на бочці); 3 болти — −100.' },
  dumptruck: { label: 'Самоскид:', text: 'рівно 555 — в 0.' },
  overtake: { label: 'Обгін:', text: 'обійшли когось записом ходу — у нього −50 (нарівні не рахується).' },
  floor: 'Очки не бувають менші за 0.',
  hint: { label: 'Підказка:', text: '/hint — «Досить» чи кидати, із шансами та ходами до 1000; наприкінці гри — розбір рішень.' },
});

export const thousandMessages = thousandMessagesIn({
  names: ['тисяча', '1000'],
  title: 'Тисяча',
  rules,
  rollPhrase: (dice) => rollPhrase(dice),
  group: { three: 'три', four: 'чотири', five: 'п’ять' },
  straight: 'стріт',
  lost: (points, total) => `−${-points}, тепер ${total}.`,
  nothingToTake: (total) => `знімати нічого, як і було ${total}.`,
  bankReason: {
    barrel: (r) => `на бочці записувати не можна — лише добрати до ${GOAL} (ще ${r.missing})`,
    reroll_owed: () => 'усі п’ять кубиків дали очки — спершу киньте їх знову',
    not_opened: (r) => `щоб відкритися, треба набрати за хід ${r.need}, у вас поки ${r.have}`,
    pit: (r) => `ви в ямі (${r.score}): треба набрати за хід ${r.need} (до ${r.score + r.need}), у вас поки ${r.have}`,
    other: () => 'спершу наберіть очки',
  },
  line: {
    roll: (player, dice) => ['🎲 ', player, `: ${dice}`],
    turnScore: (points, combos, total) => [bold(points), ` (${combos}). За хід: `, bold(total), '.'],
    hotDice: ['🔥 Усі п’ять кубиків дали очки — вони повертаються. Кинути 5 кубиків треба обов’язково.'],
    diceLeft: (left) => [`Лишилося кубиків: ${left}.`],
    bankAllowed: (total) => [`Можна «Досить» — буде ${total}.`],
    bankRefused: (reason) => [`«Досить» поки не можна: ${reason}.`],
    banked: (player, points, total) => ['💾 ', player, ` записує ${points} — тепер `, total],
    opened: ' Гру відкрито!',
    pit: (exit) => ` Це яма: вибратися можна лише ходом до ${exit}.`,
    climbed: (player, turns) => ['🛢 ', player, ` на бочці! Записувати не можна: за ${count(turns, TURNS)} треба добрати до ${GOAL}.`],
    stillOnBarrel: (player, turns) => ['🛢 ', player, ` досі має ${BARREL_FROM}+ і знову на бочці: ${count(turns, TURNS)}, щоб добрати до ${GOAL}.`],
    barrelDropped: (player) => ['🛢 ', player, ` тепер нижче ${BARREL_FROM} і злазить із бочки (без падіння).`],
    barrelTurn: (left) => [`🛢 На бочці лишилося ходів: ${left}.`],
    bolt: (bolts) => [`🔩 Болт: ${bolts} з 3.`],
    thirdBolt: ['🔩 Третій болт!'],
    mark: (marks) => [`✖️ Мітка за перебір: ${marks} з 6.`],
    sixthMark: ['✖️ Шоста мітка!'],
  },
  penalty: {
    bolts: (player, now) => ['🔩 ', player, `: три болти — ${now}`],
    marks: (player, now) => ['✖️ ', player, `: шість міток — ${now}`],
    overtaken: (by, player, now) => ['🏃 Обгін: ', by, ' обходить ', player, `: ${now}`],
    dumptruck: (player) => ['🚛 Самоскид! У ', player, ' рівно 555 — очки обнуляються.'],
    knockedOff: (by, player) => [by, ' залазить на бочку і скидає ', player],
    fell: (player) => [player, `: три ходи на бочці без ${GOAL} — падіння з бочки`],
    fallCost: (now) => `: ${now}`,
    thirdFall: (total) => `. Третє падіння — очки згоряють: ${total}.`,
  },
  bust: {
    lost: (points) => ` Очки ходу (${points}) згоряють.`,
    noScore: ['💥 Порожньо — жодного очкового кубика.'],
    overshoot: ['💥 Перебір: треба рівно ', bold(String(GOAL)), '.'],
    timeout: (player) => ['⏰ ', player, ': час ходу вийшов — хід завершено.'],
  },
  note: {
    not_opened: () => 'гру не відкрито',
    pit: (note) => `яма (вихід — до ${note.exit})`,
    barrel: (note) => `🛢 на бочці, ходів: ${note.turns}`,
    bolts: (note) => `🔩 болти ${note.count}/3`,
    marks: (note) => `✖️ мітки ${note.count}/6`,
    falls: (note) => `падінь ${note.count}/3`,
  },
  status: {
    goal: [`Мета — ${GOAL}.`],
    turn: {
      first: () => (current) => ['Хід: ', current, ', попереду кидок 5 кубиків.'],
      owed: (view) => (current) => ['Хід: ', current, `, за хід ${view.total}, усі п’ять треба кинути знову.`],
      going: (view) => (current) => ['Хід: ', current, `, за хід ${view.total}, лишилося кубиків: ${view.diceLeft}.`],
    },
    over: ['Гру завершено.'],
    overNoWinner: ['Гру завершено без переможця.'],
  },
  refusal: {
    rollFirst: (phrase) => [`Записувати поки нічого — спершу киньте: «${phrase}».`],
    rerollOwed: ['«Досить» поки не можна: усі п’ять кубиків дали очки — їх треба кинути знову: «кидаю 5 кубиків».'],
    nothingScored: (phrase) => [`Записувати поки нічого. Кидайте далі: «${phrase}».`],
    cannotBank: (reason, phrase) => [`«Досить» не можна: ${reason}. Кидайте далі: «${phrase}».`],
  },
  button: { roll: (dice) => `🎲 Кинути ${dice}`, bank: { label: 'Досить', text: 'Досить' } },
  gameOver: gameOverWords,
});
