// `npm run bench:parse` (or `node --import tsx bench/parse.ts`): messages per second (of CPU time) through
// readMessage, for game moves and for ordinary chat, in Russian, Ukrainian and English (the chat must stay at least as fast as the moves' parser lets it: most messages in a
// channel are chat). Pure CPU: no store, no engine.
//
//   node --import tsx bench/parse.ts                 # default: 2 s per set
//   node --import tsx bench/parse.ts --seconds 5
import { parseArgs } from 'node:util';
import { readMessage } from '../src/reading/index.ts';
import { cuesOf } from '../src/reading/intent.ts';
import { readMove } from '../src/reading/read-move.ts';
import { ENGINES } from '../src/games/registry.ts';
import { withDefaults } from '../src/games/settings-defaults.ts';

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

/** Chat with no move word at all, in the shapes a channel sees most: greetings, reactions, emoji, links, a long post. */
const PLAIN = [
  'привет всем, как дела?',
  'lol nice',
  '😂😂😂',
  'https://example.com/rules?lang=ru',
  'ну ты даёшь 👍',
  'good game, see you tomorrow',
  'дякую, до завтра!',
  'Сегодня играем в восемь, кто не успевает — напишите заранее, подождём. '.repeat(14),
];

/** Rounds per set: the best one is reported, since a shared machine only ever slows a round down. */
const ROUNDS = 10;

function rate(label: string, messages: readonly string[], seconds: number): void {
  // Warm up so that the figure is the steady state, not the first compilations.
  for (let i = 0; i < 20_000; i++) readMessage(messages[i % messages.length]);
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
        readMessage(messages[i % messages.length]);
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
  return `${messages.filter((m) => readMessage(m) !== null).length} of ${messages.length}`;
}

const seconds = Number(args.seconds);
rate('game moves', MOVES, seconds);
rate('ordinary chat', CHAT, seconds);
rate('uk moves', MOVES_UK, seconds);
rate('uk chat', CHAT_UK, seconds);
rate('en moves', MOVES_EN, seconds);
rate('en chat', CHAT_EN, seconds);
rate('no move word', PLAIN, seconds);
console.log(`phrases understood: moves ${understood(MOVES)}, chat ${understood(CHAT)}, no move word ${understood(PLAIN)}`);
console.log(`  uk moves ${understood(MOVES_UK)}, chat ${understood(CHAT_UK)}; en moves ${understood(MOVES_EN)}, chat ${understood(CHAT_EN)}`);

// A message read against the state of a running game (issue 24): parsed, the writer's legal moves listed by the
// engine, the cues read against them — everything but applying the move. Reported as the 99th percentile of single
// calls (goal: ≤ 20 µs).
function scripted(values: number[]) {
  const queue = [...values];
  return { roll: (n: number) => Array.from({ length: n }, () => queue.shift() ?? 1) };
}
function applied(game: 'dice_poker' | 'bone_poker' | 'thousand', state: unknown, action: object, dice: number[]): unknown {
  const result = ENGINES[game].apply(state, action as never, scripted(dice));
  if (!('state' in result)) throw new Error('bench setup refused');
  return result.state;
}
const dp = ENGINES.dice_poker;
const dpState = applied('dice_poker', dp.setup(['me'], withDefaults(dp.settings, {})), { type: 'roll', player: 'me', count: 5 }, [5, 5, 5, 2, 3]);
const bp = ENGINES.bone_poker;
let bpState = bp.setup(['me', 'bob'], withDefaults(bp.settings, {}));
bpState = applied('bone_poker', bpState, { type: 'roll', player: 'me', count: 5 }, [6, 6, 1, 2, 3]);
bpState = applied('bone_poker', bpState, { type: 'roll', player: 'bob', count: 5 }, [2, 2, 3, 3, 6]);
const th = ENGINES.thousand;
const thState = th.setup(['me', 'bob'], withDefaults(th.settings, {}));
const IN_GAME: ReadonlyArray<readonly [string, unknown, string]> = [
  ['dice_poker', dpState, 'оставляю пятёрки, остальные перебрасываю'],
  ['dice_poker', dpState, 'записываю в тройку'],
  ['dice_poker', dpState, 'keep the fives and reroll the rest'],
  ['bone_poker', bpState, 'залишаю шістки, кидаю три кубики'],
  ['bone_poker', bpState, 'пас'],
  ['thousand', thState, 'кидаю'],
  ['dice_poker', dpState, 'перебрасываю всё, кроме пятёрок'],
  ['dice_poker', dpState, 'ну ты и везунчик, опять каре'],
];
function readInGame(game: string, state: unknown, text: string): void {
  // as the Butler reads a message it plays (butler/parse-step.ts)
  const intent = readMessage(text);
  const cues = intent && intent.kind !== 'command' ? cuesOf(intent) : undefined;
  if (cues) readMove(cues, ENGINES[game as 'dice_poker'].legalMoves(state, 'me'), 'me');
}
{
  for (let i = 0; i < 20_000; i++) readInGame(...IN_GAME[i % IN_GAME.length]);
  // Rounds, as for the rates above: on a shared machine another process that takes the core for a moment lands in
  // some single calls and makes their time its own; the round that was least disturbed shows what the reading costs
  // (its collections of garbage included). The median round is shown too.
  const rounds: Array<{ p50: number; p99: number }> = [];
  const times = new Float64Array(20_000);
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < times.length; i++) {
      const [game, state, text] = IN_GAME[i % IN_GAME.length];
      const start = performance.now();
      readInGame(game, state, text);
      times[i] = performance.now() - start;
    }
    times.sort();
    const at = (q: number) => times[Math.floor(q * (times.length - 1))] * 1000;
    rounds.push({ p50: at(0.5), p99: at(0.99) });
  }
  rounds.sort((a, b) => a.p99 - b.p99);
  const best = rounds[0];
  const median = rounds[Math.floor(rounds.length / 2)];
  console.log(
    `read in a game  p50 ${best.p50.toFixed(1)} µs, p99 ${best.p99.toFixed(1)} µs (best of ${ROUNDS} rounds of ${times.length.toLocaleString('en-US')}; median round p99 ${median.p99.toFixed(1)} µs) (parse + legal moves + reading; goal p99 ≤ 20 µs)`,
  );
}
