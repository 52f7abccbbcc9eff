// Picture rendering speed: a six-player Dice Poker sheet (the largest common picture), the 1000 race, a game-over
// card and the final six-player sheet with its rating change (the tallest), drawn in this thread one after another
// (one core, as a render worker uses it). Prints p50/p99/max per picture (and the CPU time, the figure to compare
// on a busy machine); the goal for the six-player sheet is p99 ≤ 50 ms.
//
//   npm run bench -- --store images              # from the main benchmark
//   node --import tsx bench/images.ts [--renders 200]
import { DEFAULT_GAMES } from '../src/house/default-games.ts';

const gameOverCard = (game: string, state: unknown) => DEFAULT_GAMES.overCard(game, state);
import { renderImage } from '../src/images/render-image.ts';
import { RenderPool } from '../src/images/render-pool.ts';
import { bonePokerOver, BONE_NAMES, dicePokerSix, RACE_NAMES, thousandOver } from '../test/images/fixtures/states.ts';
import type { ImageSpec } from '../src/core/image.ts';

const SHEET_GOAL_P99_MS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

/** CPU time of this process in ms: unlike the wall clock, not inflated by other programs sharing the cores. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function measure(label: string, spec: ImageSpec, renders: number): number {
  for (let i = 0; i < 5; i++) renderImage(spec); // warm up: font loading, JIT, the kept canvas
  const times: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < renders; i++) {
    const start = process.hrtime.bigint();
    const startCpu = cpuMs();
    bytes = renderImage(spec).length;
    cpu.push(cpuMs() - startCpu);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const p99 = percentile(times, 0.99);
  const ms = (x: number) => x.toFixed(1).padStart(6);
  console.log(
    `${label.padEnd(34)} p50 ${ms(percentile(times, 0.5))} ms   p99 ${ms(p99)} ms   max ${ms(times.at(-1)!)} ms   ` +
      `(CPU p50 ${ms(percentile(cpu, 0.5))}, p99 ${ms(percentile(cpu, 0.99))})   ${(bytes / 1024).toFixed(0)} KiB`,
  );
  return p99;
}

/** Names in many scripts (the fonts fall back per character): the costlier case of the six-player sheet. */
const WORLD = ['山田', '🤖 Дживс', 'דוד כהן', 'محمد علي', 'राज कुमार', '김민준 😀'];

/** The same sheet through the render worker pool (one worker), as the Butler draws it: round trip per picture. */
async function measurePool(label: string, spec: ImageSpec, renders: number): Promise<number> {
  const pool = new RenderPool(1);
  try {
    for (let i = 0; i < 5; i++) await pool.render(spec);
    const times: number[] = [];
    for (let i = 0; i < renders; i++) {
      const start = process.hrtime.bigint();
      await pool.render(spec);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 0.99);
    const ms = (x: number) => x.toFixed(1).padStart(6);
    console.log(`${label.padEnd(34)} p50 ${ms(percentile(times, 0.5))} ms   p99 ${ms(p99)} ms   max ${ms(times.at(-1)!)} ms   (worker round trip)`);
    return p99;
  } finally {
    await pool.close();
  }
}

export async function benchImagesInPool(renders = 200): Promise<void> {
  const six = dicePokerSix();
  const names = Object.fromEntries(six.state.players.map((id, i) => [id, WORLD[i % WORLD.length]!]));
  console.log(`\nPictures in the render worker pool (${renders} renders each)`);
  await measurePool('pool: sheet, 6 players', { kind: 'dice_poker_sheet', ...six }, renders);
  const p99 = await measurePool('pool: sheet, 6 players, world names', { kind: 'dice_poker_sheet', state: six.state, names }, renders);
  console.log(`6-player sheet in the pool p99 ${p99.toFixed(1)} ms — goal ≤ ${SHEET_GOAL_P99_MS} ms: ${p99 <= SHEET_GOAL_P99_MS ? 'met' : 'NOT met'}`);
}

export function benchImages(renders = 200): void {
  console.log(`\nPictures (${renders} renders each, one thread)`);
  const six = dicePokerSix();
  const p99 = measure('Dice Poker sheet, 6 players', { kind: 'dice_poker_sheet', ...six }, renders);
  const world = Object.fromEntries(six.state.players.map((id, i) => [id, WORLD[i % WORLD.length]!]));
  measure('sheet, 6 players, world names', { kind: 'dice_poker_sheet', state: six.state, names: world }, renders);
  measure('1000 race, 3 players', { kind: 'thousand_race', state: thousandOver(), names: RACE_NAMES }, renders);
  measure('game-over card, 4 players', { kind: 'game_over', card: gameOverCard('bone_poker', bonePokerOver()), names: BONE_NAMES }, renders);
  const final = { ...six.state, over: true, current: null, winners: [six.state.players[0]!] };
  const ratings = six.state.players.map((id, i) => ({ id, before: 10 + i, after: 10 + i + (i === 0 ? 2.5 : -0.5) }));
  measure('final sheet + ratings, 6 players', { kind: 'dice_poker_sheet', state: final, names: six.names, ratings }, renders);
  console.log(`6-player sheet p99 ${p99.toFixed(1)} ms — goal ≤ ${SHEET_GOAL_P99_MS} ms: ${p99 <= SHEET_GOAL_P99_MS ? 'met' : 'NOT met'}`);
}
