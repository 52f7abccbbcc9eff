// The cost of a move late in a long game through the console on SQLite (issue 26): one never-ending Craps game of
// 3,000 moves (every roll 3+3: a point of 6, hit by both, a draw and a fresh come-out, forever) piped into
// `bin/butler.js --console --json`, each reply stamped as it arrives. The moves go in all at once and the console
// answers them in order, so the time between replies is the time per move. Prints ms per move over moves 200–700
// and over the last 500, and their ratio (goal ≤ 1.25×; before the move log had its own table, 2.08×).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { projectFile } from '../src/runtime-files.ts';

export interface ConsoleLongResult {
  moves: number;
  early: number;
  late: number;
}

export async function consoleLongGame(moves = 3000): Promise<ConsoleLongResult> {
  const dir = mkdtempSync(join(tmpdir(), 'butler-console-long-'));
  const dice = Array.from({ length: 2 * moves }, () => 3).join(',');
  const child = spawn(process.execPath, ['bin/butler.js', '--console', '--json', '--dice', dice, '--db', join(dir, 'long.sqlite')], {
    // (the project's root, wherever this bench was bundled to)
    cwd: projectFile(''),
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const stamps: number[] = [];
  const started = process.hrtime.bigint();
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => {
    if (!line.startsWith('{')) return;
    const reply = JSON.parse(line) as { events?: { type: string }[] };
    if (reply.events?.[0]?.type === 'roll') stamps.push(Number(process.hrtime.bigint() - started) / 1e6);
  });
  const input = ['alice: /newgame craps', 'bob: /join', 'alice: /startgame'];
  for (let i = 0; i < moves; i++) input.push(`${i % 2 === 0 ? 'alice' : 'bob'}: бросаю кости`);
  child.stdin!.end(`${input.join('\n')}\n`);
  await new Promise<void>((resolve) => child.on('close', () => resolve()));
  rmSync(dir, { recursive: true, force: true });
  if (stamps.length !== moves) throw new Error(`console long game: ${stamps.length} rolls answered of ${moves}`);
  const perMove = (from: number, to: number) => (stamps[to - 1]! - stamps[from - 1]!) / (to - from);
  return { moves, early: perMove(200, 700), late: perMove(moves - 500, moves) };
}

export function printConsoleLong(r: ConsoleLongResult): void {
  console.log(
    `console Craps (SQLite) ${r.moves} moves: moves 200–700 ${r.early.toFixed(3)} ms/move, last 500 ${r.late.toFixed(3)} ms/move, ` +
      `last/early ${(r.late / r.early).toFixed(2)}×`,
  );
}
