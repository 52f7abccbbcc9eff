// Churn: chats that come, roll once or play a short lobby, and never come back. With idle sessions and old update
// ids swept by age, the store's size stays flat however many chats have passed through; without, it grows with
// every chat. Each round brings `perRound` new chats; then everything idle since before the round is swept (the
// retention, days in a deployment, is compressed to one round here).
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Butler } from '../src/butler.ts';
import { seededDiceSource } from '../src/dice/seeded-dice.ts';
import { silentLogger } from '../src/log.ts';
import { SqliteSessionStore } from '../src/storage/sqlite-store.ts';

export interface ChurnRound {
  round: number;
  chatsSoFar: number;
  sessions: number;
  appliedIds: number;
  /** pages in use (file pages minus the free list), bytes */
  liveBytes: number;
  fileBytes: number;
}

export async function churn(rounds: number, perRound: number): Promise<ChurnRound[]> {
  const dir = mkdtempSync(join(tmpdir(), 'butler-churn-'));
  const file = join(dir, 'churn.sqlite');
  const store = new SqliteSessionStore({ path: file });
  const butler = new Butler({
    store,
    dice: seededDiceSource(1),
    logger: silentLogger,
    retention: { appliedMs: 0, idleMs: 0 },
  });
  const probe = new Database(file, { readonly: true });
  const count = (sql: string) => (probe.prepare(sql).get() as { n: number }).n;
  const out: ChurnRound[] = [];
  let update = 0;
  try {
    for (let round = 1; round <= rounds; round++) {
      const roundStart = Date.now();
      const chats = Array.from({ length: perRound }, (_, i) => `churn:${round}:${i}`);
      // Many chats at once (group commits), each chat's messages in order: most roll once, every tenth opens a
      // lobby and closes it again — both leave a session that holds nothing.
      await Promise.all(
        chats.map(async (chat, i) => {
          const say = (text: string) =>
            butler.handle({ chat, user: { id: 'u', name: 'u' }, text, updateId: `${chat}#${++update}`, isAdmin: () => true });
          await say('бросаю кости');
          if (i % 10 === 0) {
            await say('/newgame craps');
            await say('/endgame');
          }
        }),
      );
      await butler.sweep(roundStart); // cutoffs: written before this round began
      const pageSize = probe.pragma('page_size', { simple: true }) as number;
      const live = (count('SELECT page_count AS n FROM pragma_page_count') - count('SELECT freelist_count AS n FROM pragma_freelist_count')) * pageSize;
      out.push({
        round,
        chatsSoFar: round * perRound,
        sessions: count('SELECT count(*) AS n FROM sessions'),
        appliedIds: count('SELECT count(*) AS n FROM applied_updates'),
        liveBytes: live,
        fileBytes: statSync(file).size + (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0),
      });
    }
  } finally {
    probe.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

export function printChurn(rows: ChurnRound[]): void {
  const mib = (b: number) => (b / 2 ** 20).toFixed(1);
  for (const r of rows) {
    console.log(
      `churn round ${String(r.round).padStart(2)}: ${r.chatsSoFar.toLocaleString('en')} chats so far → ` +
        `${r.sessions.toLocaleString('en')} sessions, ${r.appliedIds.toLocaleString('en')} update ids, ` +
        `${mib(r.liveBytes)} MiB in use (file + WAL ${mib(r.fileBytes)} MiB)`,
    );
  }
}
