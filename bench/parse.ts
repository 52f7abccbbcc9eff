// `npm run bench:parse` (or `node --import tsx bench/parse.ts`): messages per second through parseMessage, for game
// moves and for ordinary chat (the chat must stay at least as fast as the moves' parser lets it: most messages in a
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

/** Rounds per set: the best one is reported, since a shared machine only ever slows a round down. */
const ROUNDS = 10;

function rate(label: string, messages: readonly string[], seconds: number): void {
  // Warm up so that the figure is the steady state, not the first compilations.
  for (let i = 0; i < 20_000; i++) parseMessage(messages[i % messages.length]);
  let best = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const deadline = start + (seconds * 1000) / ROUNDS;
    let count = 0;
    while (performance.now() < deadline) {
      for (let i = 0; i < messages.length * 100; i++) {
        parseMessage(messages[i % messages.length]);
      }
      count += messages.length * 100;
    }
    best = Math.max(best, count / ((performance.now() - start) / 1000));
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
console.log(`phrases understood: moves ${understood(MOVES)}, chat ${understood(CHAT)}`);
