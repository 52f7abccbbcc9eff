// `npm run bench:parse` (or `node --import tsx bench/parse.ts`): messages per second (of CPU time) through
// parseMessage, for game moves and for ordinary chat, in Russian, Ukrainian and English (the chat must stay at least as fast as the moves' parser lets it: most messages in a
// channel are chat). Pure CPU: no store, no engine.
//
//   node --import tsx bench/parse.ts                 # default: 2 s per set
//   node --import tsx bench/parse.ts --seconds 5
import { parseArgs } from 'node:util';
import { parseMessage } from '../src/commands/parse/index.ts';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '2' } } });

/** What players type on their turn, in the families of RULES.md §1. */
const MOVES = [
  'бросаю кости',
  'Бросаю пять костей!',
  'кидаю 3 кубика',
  'Перебрасываю 4, 5 и 1, бросаю три кости',
  'перебрасываю единицу и шестёрку',
  'оставляю 2, 3 и 4',
  'Записываю в каре',
  'пишу в шанс',
  'Ставлю в малый стрит',
  'ну хватит',
  'Пас',
  'в тройки',
];

/** What people write in a game channel between moves; some of it holds the move words in other senses. */
const CHAT = [
  'привет всем, кто сегодня играет?',
  'ну ты и везунчик, опять каре',
  'я бросил кости и пошёл за чаем',
  'хватит спорить, давайте играть',
  'бросаю курить с понедельника',
  'оставляю за собой право переиграть',
  'сколько у тебя очков?',
  'ok 👍',
  'https://example.com/rules',
  'завтра в восемь?',
  'lol',
  'Спасибо за игру! Было весело 🎲🎲',
];

/** Ukrainian and English moves (issue 17): every chat understands all three languages. */
const MOVES_UK = [
  'кидаю кістки',
  "Кидаю п'ять кубиків!",
  'перекидаю 4 і 5',
  'перекидаю одиницю та шістку, кидаю дві кістки',
  'залишаю 2, 3 і 4',
  'записую в каре',
  'пишу в малий стріт',
  'ну досить',
  'Пас',
];
const MOVES_EN = [
  'roll dice',
  'Roll 5 dice!',
  'roll the dice',
  'reroll 4 5 1',
  'keep 6 6 6, roll two dice',
  'score full house',
  'score chance',
  'Stop!',
  'pass',
];
const CHAT_UK = [
  'привіт усім, хто сьогодні грає?',
  'кидаю палити з понеділка',
  'годі сперечатися, давайте грати',
  'скільки в тебе очок?',
  'дякую за гру! було весело 🎲',
  'завтра о восьмій?',
];
const CHAT_EN = [
  'hi all, who is playing today?',
  "I'll roll with it",
  'keep calm and carry on',
  'stop it, let us play',
  'pass the salt please',
  'thanks for the game! 🎲🎲',
];

/** Rounds per set: the best one is reported, since a shared machine only ever slows a round down. */
const ROUNDS = 10;

function rate(label: string, messages: readonly string[], seconds: number): void {
  // Warm up so that the figure is the steady state, not the first compilations.
  for (let i = 0; i < 20_000; i++) parseMessage(messages[i % messages.length]);
  let best = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    // CPU time of this process, not wall time: on a machine shared with other work the wall clock also counts the
    // time the process waits for a core
    const cpu = process.cpuUsage();
    const deadline = start + (seconds * 1000) / ROUNDS;
    let count = 0;
    while (performance.now() < deadline) {
      for (let i = 0; i < messages.length * 100; i++) {
        parseMessage(messages[i % messages.length]);
      }
      count += messages.length * 100;
    }
    const used = process.cpuUsage(cpu);
    best = Math.max(best, count / ((used.user + used.system) / 1e6));
  }
  console.log(`${label.padEnd(14)} ${Math.round(best).toLocaleString('en-US').padStart(12)} msg/s (best of ${ROUNDS} rounds)`);
}

/** How many of the set the parser reads as a phrase: the moves should all be, the chat none. */
function understood(messages: readonly string[]): string {
  return `${messages.filter((m) => parseMessage(m) !== null).length} of ${messages.length}`;
}

const seconds = Number(args.seconds);
rate('game moves', MOVES, seconds);
rate('ordinary chat', CHAT, seconds);
rate('uk moves', MOVES_UK, seconds);
rate('uk chat', CHAT_UK, seconds);
rate('en moves', MOVES_EN, seconds);
rate('en chat', CHAT_EN, seconds);
console.log(`phrases understood: moves ${understood(MOVES)}, chat ${understood(CHAT)}`);
console.log(`  uk moves ${understood(MOVES_UK)}, chat ${understood(CHAT_UK)}; en moves ${understood(MOVES_EN)}, chat ${understood(CHAT_EN)}`);
