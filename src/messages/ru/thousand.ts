// Russian words for 1000 ("Тысяча"): what scored and what it means for "Хватит", busts, banks, every penalty and
// barrel change with its reason, the status lines and the rules as the channel has set them. Which line says what
// is decided once for every language in shared/thousand.ts.
import { count, DICE, TURNS } from './plural.ts';
import { BARREL_FROM, GOAL } from '../../games/thousand/index.ts';
import { bold } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import { thousandMessagesIn, thousandRulesIn } from '../shared/thousand.ts';

const ROLL_PHRASES: Record<number, string> = {
  1: 'бросаю кость',
  2: 'бросаю 2 кости',
  3: 'бросаю 3 кости',
  4: 'бросаю 4 кости',
  5: 'бросаю 5 костей',
};

const rollPhrase = (dice: number): string => ROLL_PHRASES[dice] ?? `бросаю ${count(dice, DICE)}`;

const rules = thousandRulesIn({
  title: '🎲 Тысяча',
  intro: (goal) => ` — 1–6 игроков (один — тренировка). Цель — ${goal} очков.`,
  play: 'Ход начинается с «бросаю 5 костей»; дальше бросайте оставшиеся («бросаю 3 кости») или скажите «Хватит» — записать очки хода.',
  points: {
    label: 'Очки за один бросок:',
    kinds: (one, five) => `${one} = 10, ${five} = 5; три одинаковых — номинал × 10 (три ${one} = 100);`,
    classic: 'четыре — × 20 (четыре ⚀1 = 200); пять — × 100 (пять ⚀1 = 1000).',
    seed: 'четыре — × 50 (четыре ⚀1 = 500); пять — 1000.',
    straights: 'Стрит 1-2-3-4-5 = 125, 2-3-4-5-6 = 250.',
    noStraights: 'Стритов нет.',
  },
  setAside: 'Очковые кости откладываются сами. Все пять дали очки — все пять снова в игре, бросить их обязательно. Пустой бросок сжигает очки хода.',
  goal: (goal) => `${goal} набрано — победа сразу, «Хватит» не нужно.`,
  open: { label: 'Открытие:', from: (points) => `первый записанный ход — не меньше ${points}.`, none: 'не нужно.' },
  pits: { label: 'Ямы', text: '200–299 и 600–699: выбраться можно только ходом до 300 / 700.' },
  barrel: {
    label: 'Бочка:',
    points: (from, goal) =>
      `с ${from} вы на бочке: записывать нельзя, за 3 хода нужно добрать до ${goal}, иначе падение −100; третье падение — в 0. Кто залез на бочку, сбрасывает сидящих (−100).`,
    none: (goal) => `бочки нет: побеждает первый, у кого ${goal} и больше.`,
    open: (goal) => `открытая: нужно ровно ${goal}; перебор сжигает ход и даёт метку, 6 меток — −100.`,
  },
  bolts: { label: 'Болты:', text: 'ход без записи — болт (кроме неоткрытых, в яме и на бочке); 3 болта — −100.' },
  dumptruck: { label: 'Самосвал:', text: 'ровно 555 — в 0.' },
  overtake: { label: 'Обгон:', text: 'обошли кого-то записью хода — у него −50 (на равных не считается).' },
  floor: 'Очки не бывают меньше 0.',
  hint: { label: 'Подсказка:', text: '/hint или «подскажи» — «Хватит» или бросать, с шансами и ходами до 1000; в конце игры — разбор решений.' },
});

export const thousandMessages = thousandMessagesIn({
  names: ['thousand', 'тысяча', '1000'],
  title: 'Тысяча',
  rules,
  rollPhrase,
  group: { three: 'три', four: 'четыре', five: 'пять' },
  straight: 'стрит',
  lost: (points, total) => `−${-points}, теперь ${total}.`,
  nothingToTake: (total) => `снимать нечего, по-прежнему ${total}.`,
  bankReason: {
    barrel: (r) => `на бочке записывать нельзя — только добрать до ${GOAL} (ещё ${r.missing})`,
    reroll_owed: () => 'все пять костей дали очки — сначала бросьте их снова',
    not_opened: (r) => `чтобы открыться, нужно набрать за ход ${r.need}, у вас пока ${r.have}`,
    pit: (r) => `вы в яме (${r.score}): нужно набрать за ход ${r.need} (до ${r.score + r.need}), у вас пока ${r.have}`,
    other: () => 'сначала наберите очки',
  },
  line: {
    roll: (player, dice) => ['🎲 ', player, `: ${dice}`],
    turnScore: (points, combos, total) => [bold(points), ` (${combos}). За ход: `, bold(total), '.'],
    hotDice: ['🔥 Все пять костей дали очки — они возвращаются. Бросить 5 костей нужно обязательно.'],
    diceLeft: (left) => [`Осталось костей: ${left}.`],
    bankAllowed: (total) => [`Можно «Хватит» — будет ${total}.`],
    bankRefused: (reason) => [`«Хватит» пока нельзя: ${reason}.`],
    banked: (player, points, total) => ['💾 ', player, ` записывает ${points} — теперь `, total],
    opened: ' Игра открыта!',
    pit: (exit) => ` Это яма: выбраться можно только ходом до ${exit}.`,
    climbed: (player, turns) => ['🛢 ', player, ` на бочке! Записывать нельзя: за ${count(turns, TURNS)} нужно добрать до ${GOAL}.`],
    stillOnBarrel: (player, turns) => ['🛢 ', player, ` всё ещё ${BARREL_FROM}+ и снова на бочке: ${count(turns, TURNS)}, чтобы добрать до ${GOAL}.`],
    barrelDropped: (player) => ['🛢 ', player, ` теперь ниже ${BARREL_FROM} и слезает с бочки (без падения).`],
    barrelTurn: (left) => [`🛢 На бочке осталось ходов: ${left}.`],
    bolt: (bolts) => [`🔩 Болт: ${bolts} из 3.`],
    thirdBolt: ['🔩 Третий болт!'],
    mark: (marks) => [`✖️ Метка за перебор: ${marks} из 6.`],
    sixthMark: ['✖️ Шестая метка!'],
  },
  penalty: {
    bolts: (player, now) => ['🔩 ', player, `: три болта — ${now}`],
    marks: (player, now) => ['✖️ ', player, `: шесть меток — ${now}`],
    overtaken: (by, player, now) => ['🏃 Обгон: ', by, ' обходит ', player, `: ${now}`],
    dumptruck: (player) => ['🚛 Самосвал! У ', player, ' ровно 555 — очки обнуляются.'],
    knockedOff: (by, player) => [by, ' залезает на бочку и сбрасывает ', player],
    fell: (player) => [player, `: три хода на бочке без ${GOAL} — падение с бочки`],
    fallCost: (now) => `: ${now}`,
    thirdFall: (total) => `. Третье падение — очки сгорают: ${total}.`,
  },
  bust: {
    lost: (points) => ` Очки хода (${points}) сгорают.`,
    noScore: ['💥 Пусто — ни одной очковой кости.'],
    overshoot: ['💥 Перебор: нужно ровно ', bold(String(GOAL)), '.'],
    timeout: (player) => ['⏰ ', player, ': время хода вышло — ход окончен.'],
  },
  note: {
    not_opened: () => 'игра не открыта',
    pit: (note) => `яма (выход — до ${note.exit})`,
    barrel: (note) => `🛢 на бочке, ходов: ${note.turns}`,
    bolts: (note) => `🔩 болты ${note.count}/3`,
    marks: (note) => `✖️ метки ${note.count}/6`,
    falls: (note) => `падений ${note.count}/3`,
  },
  status: {
    goal: [`Цель — ${GOAL}.`],
    turn: {
      first: () => (current) => ['Ход ', current, ': впереди бросок 5 костей.'],
      owed: (view) => (current) => ['Ход ', current, `: за ход ${view.total}, все пять нужно бросить снова.`],
      going: (view) => (current) => ['Ход ', current, `: за ход ${view.total}, осталось костей: ${view.diceLeft}.`],
    },
    over: ['Игра окончена.'],
    overNoWinner: ['Игра окончена без победителя.'],
  },
  refusal: {
    rollFirst: (phrase) => [`Записывать пока нечего — сначала бросьте: «${phrase}».`],
    rerollOwed: ['«Хватит» пока нельзя: все пять костей дали очки — их нужно бросить снова: «бросаю 5 костей».'],
    nothingScored: (phrase) => [`Записывать пока нечего. Бросайте дальше: «${phrase}».`],
    cannotBank: (reason, phrase) => [`«Хватит» нельзя: ${reason}. Бросайте дальше: «${phrase}».`],
  },
  button: { roll: (dice) => `🎲 Бросить ${dice}`, bank: { label: 'Хватит', text: 'Хватит' } },
  gameOver: gameOverWords,
});
