// Which sessions hold a person (issue 41): /forgetme reaches a session by this index, never by reading every
// session. A session names people in its seats (the lobby's and the running game's players) and in its stored reply
// (mentions, events' `player`). Each store keeps rows (person id, session key), written with the session write that
// first names that person there, and never removed by a later write (a person who left is a row too many, read
// and found absent by /forgetme: a superset is safe, a missing row is not). Rows go with the person (/forgetme),
// the session (sweep) and the chat (moveChat).
import { valueOfWrite } from './deferred-text.ts';
import type { RecordWrite } from './types.ts';

/** The ids a session write names, read from its value (no text made) or, for a write of text, parsed (rare paths). */
export function peopleOf(write: RecordWrite): string[] {
  let session = valueOfWrite(write);
  if (session === undefined) {
    try {
      session = JSON.parse(write.data) as unknown;
    } catch {
      return [];
    }
  }
  if (!session || typeof session !== 'object') return [];
  const s = session as {
    lobby?: { players?: unknown } | null;
    game?: { players?: unknown } | null;
    answer?: { reply?: { rich?: unknown; events?: unknown } } | null;
  };
  const ids: string[] = [];
  const seats = (players: unknown) => {
    if (Array.isArray(players)) for (const p of players) if (typeof (p as { id?: unknown })?.id === 'string') ids.push((p as { id: string }).id);
  };
  seats(s.lobby?.players);
  seats(s.game?.players);
  const reply = s.answer?.reply;
  if (Array.isArray(reply?.rich)) {
    for (const span of reply.rich) {
      const id = (span as { mention?: { id?: unknown } } | null)?.mention?.id;
      if (typeof id === 'string') ids.push(id);
    }
  }
  if (Array.isArray(reply?.events)) {
    for (const event of reply.events) {
      const id = (event as { player?: unknown } | null)?.player;
      if (typeof id === 'string') ids.push(id);
    }
  }
  return ids;
}

/** How many (key, person) pairs a store remembers having indexed before it starts again (each costs one lookup). */
const REMEMBERED = 100_000;

/**
 * The pairs this process has indexed already, so that a move (which names the same seats every time) writes no index
 * row: only a write that names someone new in a session does.
 */
export class PeopleIndexed {
  /** the ids indexed under each key (a set per key: a move looks its seats up without making a string per seat) */
  private readonly seen = new Map<string, Set<string>>();
  private pairs = 0;

  /** The ids of `write` not yet indexed under `key` (noted as indexed: call `clear` if the write fails). */
  fresh(key: string, write: RecordWrite): string[] {
    const out: string[] = [];
    let ids = this.seen.get(key);
    for (const id of peopleOf(write)) {
      if (ids?.has(id)) continue;
      if (this.pairs >= REMEMBERED) {
        this.clear();
        ids = undefined;
      }
      if (ids === undefined) this.seen.set(key, (ids = new Set()));
      ids.add(id);
      this.pairs++;
      out.push(id);
    }
    return out;
  }

  /** Everything noted is asked again (a failed batch, a person forgotten, rows moved or swept). */
  clear(): void {
    this.seen.clear();
    this.pairs = 0;
  }
}
