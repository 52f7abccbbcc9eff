// The cost of a move late in a long game against a move early in it (issue 26): with the move log in its own
// append-only table, the last moves of a game must cost what the first ones do. Two games, six players each, over
// several channels played round-robin one message at a time (the chats interleave as in a deployment, so the
// store's page cache and the session cache see many games, not one):
// - 1000: turns of five busting dice, with one banked 100 per player early on — 800 moves a game, nobody reaches
//   1000, so the game never ends and only grows;
// - Dice Poker: fifteen rounds of «бросаю покер» + «записываю в …» per player (180 moves, the whole game).
// Prints ms per move over the first and the last window of moves of every channel, and their ratio.
import { Butler } from '../src/butler.ts';
import type { DiceSource } from '../src/dice/dice-source.ts';
import { silentLogger } from '../src/log.ts';
import { openStore, type OpenStoreOptions } from '../src/storage/open-store.ts';

const PLAYERS = ['ann', 'bea', 'cid', 'dan', 'eve', 'fay'];

/** The dice the next roll draws, set by the driver before each message (one message at a time). */
let nextDice: number[] = [];
const drivenDice: DiceSource = {
  roll: (count) => Array.from({ length: count }, (_, i) => nextDice[i] ?? 2),
};

interface Step {
  user: string;
  text: string;
  dice: number[];
}

/** 1000: each player's first turn banks 100 (three 1s, «хватит»), every later turn busts on its first roll. */
function* thousandSteps(): Generator<Step> {
  for (let turn = 0; ; turn++) {
    const user = PLAYERS[turn % PLAYERS.length]!;
    if (turn < PLAYERS.length) {
      yield { user, text: 'бросаю пять костей', dice: [1, 1, 1, 2, 3] };
      yield { user, text: 'хватит', dice: [] };
    } else {
      yield { user, text: 'бросаю пять костей', dice: [2, 2, 3, 4, 6] };
    }
  }
}

const BOX_PHRASES = [
  'в единицы', 'в двойки', 'в тройки', 'в четверки', 'в пятерки', 'в шестерки', 'в пару', 'в две пары',
  'в тройку', 'в каре', 'в фул-хаус', 'в малый стрит', 'в большой стрит', 'в покер', 'в шанс',
];

/** Dice Poker: every player rolls once and writes into the round's box, fifteen rounds. */
function* dicePokerSteps(): Generator<Step> {
  for (const box of BOX_PHRASES) {
    for (const user of PLAYERS) {
      yield { user, text: 'бросаю покер', dice: [1, 2, 3, 4, 6] };
      yield { user, text: `записываю ${box}`, dice: [] };
    }
  }
}

export interface LongGameResult {
  label: string;
  moves: number;
  window: number;
  firstMs: number;
  lastMs: number;
}

async function say(butler: Butler, chat: string, user: string, text: string) {
  return butler.handle({ chat, user: { id: user, name: user }, text, isAdmin: () => true });
}

export async function longGame(
  storeOptions: OpenStoreOptions,
  game: 'thousand' | 'dice_poker',
  channels: number,
  moves: number,
  window: number,
): Promise<LongGameResult> {
  const store = await openStore(storeOptions);
  const butler = new Butler({ store, dice: drivenDice, logger: silentLogger });
  const scripts: Generator<Step>[] = [];
  for (let c = 0; c < channels; c++) {
    const chat = `long-${game}:${c}`;
    await say(butler, chat, PLAYERS[0]!, `/newgame ${game === 'thousand' ? '1000' : 'dice_poker'}`);
    for (const user of PLAYERS.slice(1)) await say(butler, chat, user, '/join');
    await say(butler, chat, PLAYERS[0]!, '/startgame');
    scripts.push(game === 'thousand' ? thousandSteps() : dicePokerSteps());
  }
  const perMove = new Float64Array(moves);
  for (let m = 0; m < moves; m++) {
    const t0 = process.hrtime.bigint();
    for (let c = 0; c < channels; c++) {
      const step = scripts[c]!.next().value as Step;
      nextDice = step.dice;
      const reply = await say(butler, `long-${game}:${c}`, step.user, step.text);
      const refused = reply?.events.some((e) => e.type === 'rejected');
      if (!reply || refused) throw new Error(`long game ${game}: move ${m + 1} «${step.text}» was not applied`);
    }
    perMove[m] = Number(process.hrtime.bigint() - t0) / 1e6 / channels;
  }
  await store.close();
  const mean = (from: number, to: number) => perMove.slice(from, to).reduce((a, b) => a + b, 0) / (to - from);
  return {
    label: `${storeOptions.kind} ${game === 'thousand' ? '1000' : 'Dice Poker'} ×6`,
    moves,
    window,
    firstMs: mean(0, window),
    lastMs: mean(moves - window, moves),
  };
}

export function printLongGame(r: LongGameResult): void {
  console.log(
    `${r.label.padEnd(26)} ${r.moves} moves: first ${r.window} ${r.firstMs.toFixed(3)} ms/move, ` +
      `last ${r.window} ${r.lastMs.toFixed(3)} ms/move, last/first ${(r.lastMs / r.firstMs).toFixed(2)}×`,
  );
}
