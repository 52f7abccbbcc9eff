// /forgetme by structure (issue 41): a person is an id and a name in known places only — the seats of sessions and
// records (`players[]`: id, name), seed authors, keys of `scores`/`places`/`notes.bonus`, winners, the `player` of
// each recorded action, mentions ({ id, name }) and events in a stored reply, and the rows of statistics under their
// id. Each function here edits exactly those fields of one document whose seats list the id, and returns the
// document unchanged (the same object, or null for text) when it holds no seat of the id. Nothing is matched as
// text: a person named «roll» or «players» changes no action type or key, and a stranger who shares someone's
// display name changes nobody's record (names to erase are never searched for; a seat is found by its id and its
// name goes with it). Every store applies these to the rows its index says hold the id (see forgetPlayer).
import { createHash, randomBytes } from 'node:crypto';
import { contextFor, contextHash, FAIR_V3, type SeedPhrase } from '../../dice/fair/construction.ts';
import { erasedSeat, erasedSeed, type BoundSeat } from '../../dice/fair/bound-context.ts';
import type { ChatStats } from '../../core/records.ts';
import type { GameRecord } from './game-record.ts';
import { FORGOTTEN_NAME } from './stats.ts';
import { pairIds, pairKey } from '../../core/pair-key.ts';
import { putEntry } from '../../games/with-entry.ts';

export interface Forgetting {
  /** the platform id (in the console the id is the typed name) */
  id: string;
  /** the anonymous seat that replaces the id: random, so nothing links it back to the person */
  seat: string;
}

/** A new forgetting of `id`: one seat for all of the person's rows, drawn afresh. */
export function forgetting(id: string): Forgetting {
  return { id, seat: `${SEAT_PREFIX}${randomBytes(8).toString('hex')}` };
}

/** How an anonymous seat's id begins (commands/queries/shown-names.ts shows it as the chat's word for «player»). */
export const SEAT_PREFIX = 'forgotten:';

/**
 * The record with the person's seat anonymous, or the same object when they have none in it. Its dice still verify:
 * they were drawn from SHA-256 of a context that lists the ids, so the record keeps that digest (`fair.contextHash`,
 * made from the ids as they were, before the first forgetting) and the replay runs on the seats (docs/fair-dice.md).
 */
export function forgetInRecord(record: GameRecord, f: Forgetting): GameRecord {
  if (!record.players.some((p) => p.id === f.id)) return record;
  const swap = (id: string) => (id === f.id ? f.seat : id);
  const out: GameRecord = { ...record };
  out.players = record.players.map((p) => (p.id === f.id ? { ...p, id: f.seat, name: FORGOTTEN_NAME } : p));
  out.winners = record.winners.map(swap);
  out.scores = renameKey(record.scores, f);
  if (record.places) out.places = renameKey(record.places, f);
  if (record.notes?.bonus) out.notes = { ...record.notes, bonus: renameKey(record.notes.bonus, f) };
  if (record.fair) {
    const fair = record.fair;
    const seeds = phrasesErased(fair.seeds, f);
    if (fair.scheme === FAIR_V3) {
      // v3: the seat's salt, id and name give way to their digest; the context, and so every die, stays the same
      out.fair = { ...fair, seeds, seats: erasedSeats(fair.seats, record.players, f) };
    } else {
      const digest =
        fair.contextHash ?? contextHash(contextFor(fair.scheme, record.players.map((p) => p.id), fair.seeds as SeedPhrase[])).toString('hex');
      // key order kept as it was (contextHash last, where the first forgetting put it)
      out.fair = { ...fair, seeds, contextHash: digest };
    }
  }
  out.moves = record.moves.map((m) => (m.a.player === f.id ? { ...m, a: { ...m.a, player: f.seat } } : m));
  return out;
}

/** A chat's statistics with the person's rows under the seat, their name «игрок»; the same object without them. */
export function forgetInChatStats(stats: ChatStats, f: Forgetting): ChatStats {
  if (!Object.hasOwn(stats.names, f.id)) return stats;
  const out: ChatStats = { ...stats };
  out.names = renameKey(stats.names, f, FORGOTTEN_NAME);
  out.games = mapValues(stats.games, (rows) => renameKey(rows, f));
  out.ratings = mapValues(stats.ratings, (rows) => renameKey(rows, f));
  out.h2h = mapValues(stats.h2h, (pairs) => renamePairs(pairs, f));
  if (stats.lastRated) out.lastRated = { ...stats.lastRated, before: renameKey(stats.lastRated.before, f) };
  return out;
}

/**
 * A stored session (JSON text) with the person's seats anonymous: the lobby's and the running game's players and
 * seed authors, the game's turn clock and timeouts, their review's key, their id in the running game's own state
 * (see stateWithSeat), the roll owed in 🎲 and an older build's move log kept in the session, and the stored reply's
 * mentions and events; a stored reply's picture that shows them is
 * dropped (a re-delivered update then gets the text alone). Null when nothing of the person is in it.
 */
export function forgetInSession(text: string, f: Forgetting): string | null {
  let session: Record<string, unknown>;
  try {
    session = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null; // an unreadable session is replaced by the session layer when its chat is next used
  }
  if (!session || typeof session !== 'object') return null;
  let changed = false;
  const out = { ...session };
  const lobby = session.lobby as { players?: Seat[]; seeds?: Seed[] } | null | undefined;
  if (lobby && hasSeat(lobby.players, f)) {
    // a lobby's /seed phrases are not committed to anything yet (the context is made at /startgame): theirs go
    const kept = lobby.seeds?.filter((s) => s.player !== f.id);
    out.lobby = { ...lobby, players: seats(lobby.players!, f), ...(kept ? { seeds: kept } : {}) };
    changed = true;
  }
  const game = session.game as RunningGameJson | null | undefined;
  if (game && hasSeat(game.players, f)) {
    out.game = gameWithSeat(game, f);
    changed = true;
  }
  const answer = session.answer as { update: string; reply: StoredReplyJson } | null | undefined;
  if (answer?.reply && saysTheirSeed(answer.reply, f)) {
    // the stored reply to their /seed quotes the phrase (their own text, which may hold their name): it goes whole,
    // and a re-delivery of that update is known as applied all the same (applied updates are kept apart)
    out.answer = null;
    changed = true;
  } else if (answer?.reply) {
    const reply = replyWithSeat(answer.reply, f);
    if (reply !== answer.reply) {
      out.answer = { ...answer, reply };
      changed = true;
    }
  }
  return changed ? JSON.stringify(out) : null;
}

/** A logged action (JSON text) with the person's seat in `player`, or null when it is another player's. */
export function forgetInAction(text: string, f: Forgetting): string | null {
  try {
    const action = JSON.parse(text) as { player?: unknown };
    return action.player === f.id ? JSON.stringify({ ...action, player: f.seat }) : null;
  } catch {
    return null;
  }
}

/** The ids a record seats (its index rows). */
export function seatIds(record: GameRecord): string[] {
  return record.players.map((p) => p.id);
}

interface Seat {
  id: string;
  name: string;
}

/** v3 seats with the person's salt replaced by the digest of their salt, id and name (bound-context.ts). */
function erasedSeats<S>(list: S[] | undefined, players: Seat[], f: Forgetting): S[] | undefined {
  if (!list) return list;
  return list.map((seat, i) => (players[i]?.id === f.id ? (erasedSeat(seat as BoundSeat, f.id, players[i]!.name) as S) : seat));
}
interface Seed {
  player: string;
  text?: string;
  /** v3: the phrase's salt and when it was typed; its digest once erased */
  salt?: string;
  at?: number;
  digest?: string;
  /** v1/v2: set when the phrase was erased (see phrasesErased) */
  textHash?: string;
}
interface RunningGameJson {
  players: Seat[];
  state?: unknown;
  clock?: { player: string } | null;
  timeouts?: Record<string, number>;
  fair?: { by?: string; seeds?: Seed[]; scheme?: string; contextHash?: string; seats?: BoundSeat[] };
  review?: Record<string, unknown>;
  thrown?: { action?: { player?: unknown }; [key: string]: unknown };
  log?: Array<{ a?: { player?: unknown }; [key: string]: unknown }>;
  [key: string]: unknown;
}
interface StoredReplyJson {
  rich?: unknown[];
  events?: Record<string, unknown>[];
  image?: { spec?: { names?: Record<string, string> } };
  [key: string]: unknown;
}

const hasSeat = (players: Seat[] | undefined, f: Forgetting) => Array.isArray(players) && players.some((p) => p.id === f.id);
const seats = (players: Seat[], f: Forgetting) =>
  players.map((p) => (p.id === f.id ? { ...p, id: f.seat, name: FORGOTTEN_NAME } : p));
/**
 * Their /seed phrases in a started game or a record: the phrase is their own text (it may hold their name), so it
 * goes; what the dice were drawn from stays checkable by its digest — in v3 the phrase's salted digest, which the
 * context holds in its place (the dice unchanged); in v1/v2 `textHash`, SHA-256 (hex) of the phrase's UTF-8 bytes,
 * beside the context's digest the forgetting keeps (docs/fair-dice.md).
 */
function phrasesErased<S extends Seed>(list: S[], f: Forgetting): S[] {
  return list.map((s) => {
    if (s.player !== f.id) return s;
    // v3: the salted digest stands for the text (bound-context.ts erasedSeed); erased before, it only changes hands
    if (s.salt !== undefined || s.digest !== undefined) return { ...erasedSeed(s), player: f.seat } as S;
    return { player: f.seat, text: '', textHash: s.textHash ?? sha256Hex(s.text ?? '') } as S;
  });
}
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The stored reply answers the person's own /seed (its event says so). */
const saysTheirSeed = (reply: StoredReplyJson, f: Forgetting) =>
  Array.isArray(reply.events) && reply.events.some((e) => e?.type === 'seed_added' && e.player === f.id);

function gameWithSeat(game: RunningGameJson, f: Forgetting): RunningGameJson {
  const out: RunningGameJson = { ...game, players: seats(game.players, f) };
  if (game.state !== undefined) out.state = stateWithSeat(game.state, f);
  if (game.clock?.player === f.id) out.clock = { ...game.clock, player: f.seat };
  if (game.timeouts) out.timeouts = renameKey(game.timeouts, f);
  const fair = game.fair;
  if (fair?.seeds && fair.scheme === FAIR_V3) {
    // v3: the seat's digest stands for its id and name, so the dice go on from the same context
    out.fair = { ...fair, seeds: phrasesErased(fair.seeds, f), seats: erasedSeats(fair.seats, game.players, f) };
  } else if (fair?.seeds) {
    // the dice go on from the context as it was: its digest, made from the ids before the first forgetting
    const digest =
      fair.contextHash ??
      (fair.by === 'hmac' ? contextHash(contextFor(fair.scheme, game.players.map((p) => p.id), fair.seeds)).toString('hex') : undefined);
    out.fair = { ...fair, seeds: phrasesErased(fair.seeds, f), ...(digest === undefined ? {} : { contextHash: digest }) };
  }
  if (game.review) out.review = renameKey(game.review, f);
  // a roll owed in the players' own 🎲 (sessions/thrown-dice.ts) is the person's action waiting for its dice
  if (game.thrown?.action) out.thrown = { ...game.thrown, action: actionWithSeat(game.thrown.action, f) };
  // the move log as builds before the store's own log kept it in the session (read once, to move it out)
  if (Array.isArray(game.log)) out.log = game.log.map((m) => (m && typeof m === 'object' ? { ...m, a: actionWithSeat(m.a, f) } : m));
  return out;
}

/** An action with the person's seat as its `player` (the only field of an action that names a person). */
function actionWithSeat(action: { player?: unknown } | undefined, f: Forgetting): { player?: unknown } | undefined {
  return action && typeof action === 'object' && action.player === f.id ? { ...action, player: f.seat } : action;
}

/**
 * The running game's own state with the seat in place of the id. Each game keeps its players' ids where its rules
 * need them (turn order, sheets, rolls), so here every value and key that *is* the id — equal as a whole, never a
 * part of a text — becomes the seat. Only in the state of a game whose seats list the id, so another game never
 * changes. (A console name equal to a word of the game's own state, «craps», would change that word too: console
 * ids are typed names, platform ids are `tg:…`/`dc:…` and cannot be such a word.)
 */
function stateWithSeat(value: unknown, f: Forgetting): unknown {
  if (value === f.id) return f.seat;
  if (Array.isArray(value)) return value.map((v) => stateWithSeat(v, f));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) putEntry(out, key === f.id ? f.seat : key, stateWithSeat(inner, f));
    return out;
  }
  return value;
}

/** The stored reply with its mentions and events of the person under the seat (the same object without any). */
function replyWithSeat(reply: StoredReplyJson, f: Forgetting): StoredReplyJson {
  let changed = false;
  const rich = Array.isArray(reply.rich)
    ? reply.rich.map((span) => {
        const mention = (span as { mention?: Seat }).mention;
        if (!mention || mention.id !== f.id) return span;
        changed = true;
        return { mention: { id: f.seat, name: FORGOTTEN_NAME } };
      })
    : reply.rich;
  const events = Array.isArray(reply.events)
    ? reply.events.map((event) => {
        const next = eventWithSeat(event, f);
        if (next !== event) changed = true;
        return next;
      })
    : reply.events;
  const names = reply.image?.spec?.names;
  const pictured = !!names && Object.hasOwn(names, f.id);
  if (!changed && !pictured) return reply;
  const out: StoredReplyJson = { ...reply, rich, events };
  if (pictured) delete out.image;
  return out;
}

/**
 * An event with the person's seat wherever its fields carry a player id (core/events.ts and each game's events): a
 * `player` field, the lists `players`/`winners`/`eliminated`, and the keys of the maps `players`/`scores`/`places`,
 * at any depth (a showdown's hands each name their `player`). Other text is never looked at. The same object when
 * the person is in none of them.
 */
function eventWithSeat<T>(value: T, f: Forgetting): T {
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const next = eventWithSeat(v, f);
      if (next !== v) changed = true;
      return next;
    });
    return (changed ? out : value) as T;
  }
  if (!value || typeof value !== 'object') return value;
  let out: Record<string, unknown> | null = null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    let next: unknown = inner;
    if (key === 'player' && inner === f.id) next = f.seat;
    else if (ID_LISTS.has(key) && Array.isArray(inner) && inner.includes(f.id)) next = inner.map((v) => (v === f.id ? f.seat : v));
    else if (ID_MAPS.has(key) && inner && typeof inner === 'object' && !Array.isArray(inner) && Object.hasOwn(inner, f.id)) {
      next = renameKey(inner as Record<string, unknown>, f);
    } else if (inner && typeof inner === 'object') next = eventWithSeat(inner, f);
    if (next !== inner) putEntry((out ??= { ...(value as Record<string, unknown>) }), key, next);
  }
  return (out ?? value) as T;
}

const ID_LISTS = new Set(['players', 'winners', 'eliminated']);
const ID_MAPS = new Set(['players', 'scores', 'places']);

/** The object with the key `f.id` renamed to the seat in its place (`value`: a new value for it); null stays null. */
function renameKey<T, M extends Record<string, T> | null>(map: M, f: Forgetting, value?: T): M {
  if (!map || !Object.hasOwn(map, f.id)) return map;
  const out: Record<string, T> = {};
  for (const [key, inner] of Object.entries(map)) {
    if (key === f.id) putEntry(out, f.seat, value === undefined ? inner : value);
    else putEntry(out, key, inner);
  }
  return out as M;
}

/** Head-to-head pairs (core/pair-key.ts, ids sorted): a pair with the person becomes the pair with the seat, sorted again. */
function renamePairs<T>(pairs: Record<string, [T, T, T]>, f: Forgetting): Record<string, [T, T, T]> {
  const out: Record<string, [T, T, T]> = {};
  let changed = false;
  for (const [key, row] of Object.entries(pairs)) {
    const ids = pairIds(key);
    if (!ids || (ids[0] !== f.id && ids[1] !== f.id)) {
      putEntry(out, key, row);
      continue;
    }
    const [a, b] = ids;
    changed = true;
    const [x, y] = [a === f.id ? f.seat : a, b === f.id ? f.seat : b];
    // the row counts [wins of the first, wins of the second, draws]: swapped when the seat sorts to the other side
    if (x <= y) putEntry(out, pairKey(x, y), row);
    else putEntry(out, pairKey(y, x), [row[1], row[0], row[2]]);
  }
  return changed ? out : pairs;
}

function mapValues<V>(map: Record<string, V>, fn: (value: V) => V): Record<string, V> {
  let changed = false;
  const out: Record<string, V> = {};
  for (const [key, value] of Object.entries(map)) {
    const next = fn(value);
    putEntry(out, key, next);
    if (next !== value) changed = true;
  }
  return changed ? out : map;
}
