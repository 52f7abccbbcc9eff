// The state of one channel between messages: its settings, an open lobby or a running game, and the reply to the
// latest applied update. Stored as JSON with a schema version and validated when read from the store (a session
// kept in the cache is the object that was written, so it is not checked again). The game's move log is not in
// here: each move goes to the store's append-only log (RecordWrite.log) in the move's own transaction, and the
// session keeps only the count, so a move costs the same at move 500 as at move 1.
import { engineOf, isGameId } from '../core/hosted-games.ts';
import { z } from 'zod';
import type { Action } from '../games/types.ts';
import { buttonSchema, playerRefSchema as playerRef, spanSchema } from '../core/rich.ts';
import { LANGUAGES } from '../core/language.ts';
import { FAIR_SCHEMES } from '../dice/fair/construction.ts';

export const SESSION_SCHEMA = 1;

// checked against the games the reading Butler hosts (a stored id of a game it does not host is corrupt for it)
const gameId = z.string().refine((id) => isGameId(id), { message: 'not a hosted game' });

/** Turn clock of a running game: set afresh after every move, for the player who must move next. */
const turnClock = z.object({
  player: z.string(),
  /** epoch ms: halfway to the deadline the player is reminded once */
  remindAt: z.number(),
  /** epoch ms: the turn is played out for the player */
  deadline: z.number(),
  reminded: z.boolean(),
});

/** Fair dice (src/dice/fair): a /seed phrase, the game's seal, and each applied action with the dice it drew. */
const hex = (digits: number) => z.string().regex(new RegExp(`^[0-9a-f]{${digits}}$`));
/**
 * A /seed phrase: v3 seals (dice/fair/bound-context.ts) give each a salt and note when it was typed (epoch ms); once its
 * author used /forgetme its text goes — v3: `{ player, digest, at }`, v1/v2: the text emptied and `textHash`, its
 * SHA-256 (hex) kept (storage/records/forget-structure.ts)
 */
const seedPhrase = z
  .object({ player: z.string(), text: z.string().optional(), salt: hex(32).optional(), at: z.number().optional(), textHash: hex(64).optional(), digest: hex(64).optional() })
  .refine((s) => s.text !== undefined || s.digest !== undefined, 'a phrase has its text or, erased, its digest');
/** a v3 seat: its salt, or its digest once the person is forgotten (/forgetme) */
const boundSeat = z.union([z.object({ salt: hex(32) }), z.object({ digest: hex(64) })]);
const fairSeal = z.object({
  by: z.enum(['hmac', 'seed', 'script', 'telegram']),
  secret: z.string(),
  commitment: z.string(),
  seeds: z.array(seedPhrase),
  /** the context layout (src/dice/fair/construction.ts); absent = v1, from a build before v2 */
  scheme: z.enum(FAIR_SCHEMES).optional(),
  /**
   * SHA-256 (hex) of the dice context, set when a player of the running game used /forgetme: their id is gone from
   * the seats, so the dice go on from this digest of the context as it was (storage/records/forget-structure.ts)
   */
  contextHash: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  /** v3: one per seat, in join order */
  seats: z.array(boundSeat).optional(),
  /** the seed window in seconds this game was started with (v3 seals; the record keeps it) */
  window: z.number().int().min(0).optional(),
  /** epoch ms: when the game's first die was drawn (the commit that logged it notes it; the record keeps it) */
  rolledAt: z.number().optional(),
});
const loggedMove = z.object({
  a: z.custom<Action>((v) => typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string'),
  d: z.array(z.number()),
});

/**
 * A roll whose dice the players throw themselves (Telegram's 🎲, issue 44): the roll that is due, the dice thrown for
 * it so far with their message ids, and for a computer player how many `sendDice` it has asked for (each asked once,
 * never again: sessions/thrown-dice.ts). `move` is the game's move count when the roll became due: once any move is
 * applied the pending roll is no longer the game's (a turn played out, a player kicked) and counts for nothing.
 */
const thrownDice = z.object({
  move: z.number().int().min(0),
  action: z.custom<Action>((v) => typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'roll'),
  dice: z.array(z.number().int().min(1).max(6)),
  msgs: z.array(z.number().int()),
  asked: z.number().int().min(0).optional(),
});

const runningGame = z.object({
  id: gameId,
  players: z.array(playerRef),
  settings: z.record(z.string(), z.string()),
  state: z.unknown(),
  clock: turnClock.nullable().default(null),
  /** consecutive timed-out turns per player */
  timeouts: z.record(z.string(), z.number()).default({}),
  /** optional so that games stored by older builds still read: they have no seal */
  fair: fairSeal.optional(),
  /**
   * The move log as the previous release kept it, inside the session. Read only to move it out (readSession turns it
   * into `unlogged` moves, written to the store's log by the next commit); never written.
   */
  log: z.array(loggedMove).optional(),
  /** epoch ms */
  startedAt: z.number().optional(),
  /** the game's rows in the store's move log (set by the commit that first writes the game: its version) */
  logKey: z.string().optional(),
  /** how many moves the game has logged (the next move draws dice stream `moves`, see dice/fair/game-dice.ts) */
  moves: z.number().int().min(0).optional(),
  /** a move has drawn dice (after that, /seed is refused) */
  rolled: z.boolean().optional(),
  // Keys stay in the order the running code adds them (review comes last, on the first measured move): zod writes
  // them in schema order, and a session read back must serialise byte for byte like the one that was cached.
  /** the game-over review so far (advice/game-review.ts): Dice Poker — each person's decisions measured against
   *  optimal play (strategy/dice-poker/review.ts); 1000 — `{decisions}`, each person's stop-or-roll positions */
  review: z.record(z.string(), z.unknown()).optional(),
  /** a roll owed in players' own 🎲 (issue 44), kept so that a restart in the middle of it loses nothing */
  thrown: thrownDice.optional(),
  /**
   * A dice tray half set by taps (issue 51, sessions/tray.ts): the tray's name (`at`, the game's move count when it
   * was drawn) and the dice toggled for a reroll (their places in the hand). Kept so that a restart loses no toggle;
   * counts for nothing once any move is made (the name no longer matches): a typed move always wins over it.
   */
  tray: z.object({ at: z.string(), reroll: z.array(z.number().int().min(0).max(9)) }).optional(),
});

/** A game that ended with the update being applied: the Butler writes it as a record and never stores this field. */
const endedGame = z.object({
  game: runningGame,
  winners: z.array(z.string()),
  scores: z.record(z.string(), z.number()).nullable(),
  how: z.enum(['finished', 'ended']),
});

/** A reply as stored with the update it answered (see Reply in core/reply.ts). */
const storedReply = z.object({
  chat: z.string(),
  rich: z.array(spanSchema),
  events: z.array(z.looseObject({ type: z.string() })),
  buttons: z.array(buttonSchema),
  version: z.number().nullable(),
  private: z.boolean().optional(),
  /** a dice tray redrawn in place (Reply.edit) */
  edit: z.boolean().optional(),
  /**
   * The picture's spec (images/image-spec.ts), so that a re-delivered update gets the same picture. Only the
   * replies that are stored carry one (game over), and the game state in it is that of a finished game.
   */
  image: z.object({ moment: z.enum(['status', 'over']), spec: z.looseObject({ kind: z.string() }) }).optional(),
});

export const sessionSchema = z.object({
  schema: z.literal(SESSION_SCHEMA),
  settings: z.record(z.string(), z.string()).default({}),
  lobby: z
    .object({ game: gameId, players: z.array(playerRef), seeds: z.array(seedPhrase).optional() })
    .nullable()
    .default(null),
  game: runningGame.nullable().default(null),
  /**
   * Applied update ids as the builds before the store's applied-updates table kept them. The table is the one copy
   * now: this stays empty (read so that old sessions still parse; the commit writes it empty).
   */
  seen: z.array(z.string()).default([]),
  /**
   * The reply to the latest applied update that carried an id: if that update is delivered again (the process that
   * applied it may have died before sending the reply), it is answered again without being applied again.
   */
  answer: z.object({ update: z.string(), reply: storedReply }).nullable().default(null),
  /**
   * The language the platform suggested for this chat (sessions/chat-language.ts), kept until an admin sets the
   * `language` setting, which wins. Not a setting: a chat that has only this is still idle.
   */
  platformLanguage: z.enum(LANGUAGES).optional(),
  ended: endedGame.optional(),
});

/**
 * A running game as the code holds it. `unlogged` are the moves applied since the last commit (several when a turn
 * is played out), with their dice: the commit appends them to the store's log and the stored session never has them.
 */
export type RunningGame = z.infer<typeof runningGame> & { unlogged?: LoggedMove[] };
export type TurnClock = z.infer<typeof turnClock>;
export type LoggedMove = z.infer<typeof loggedMove>;
export type ThrownDice = z.infer<typeof thrownDice>;
export type EndedGame = z.infer<typeof endedGame>;
export type ChannelSession = z.infer<typeof sessionSchema>;

/**
 * The session with some keys changed (`undefined` in `change`: kept as it was), built as one literal in the schema's
 * key order, the optional keys only when set. The move path makes its sessions here rather than by
 * `{ ...session, … }`: in Node 20 a spread copy of an object of more than four keys keeps most of them outside the
 * object, so every copy of a copy took V8's slow path (~0.3–0.6 µs each, a literal ~0.03 µs; issue 26).
 * `change` must itself be a literal, not a spread. `dropEnded` leaves out the game that ended with this update.
 */
export function sessionWith(session: ChannelSession, change: Partial<ChannelSession>, dropEnded = false): ChannelSession {
  const next: ChannelSession = {
    schema: SESSION_SCHEMA,
    settings: change.settings ?? session.settings,
    lobby: change.lobby !== undefined ? change.lobby : session.lobby,
    game: change.game !== undefined ? change.game : session.game,
    seen: change.seen ?? session.seen,
    answer: change.answer !== undefined ? change.answer : session.answer,
  };
  const platformLanguage = change.platformLanguage ?? session.platformLanguage;
  if (platformLanguage !== undefined) next.platformLanguage = platformLanguage;
  const ended = dropEnded ? undefined : (change.ended ?? session.ended);
  if (ended !== undefined) next.ended = ended;
  return next;
}

/**
 * The running game with some keys changed (`undefined` in `change`: kept), as one literal in the stored key order
 * (storedGame's), for the same reason as sessionWith; `unlogged` only when there are some, and a game built in
 * memory's own `log` only until its moves are `unlogged` (unloggedOf reads those first: the log is theirs then).
 */
export function gameWith(game: RunningGame, change: Partial<RunningGame>): RunningGame {
  const next: RunningGame = {
    id: game.id,
    players: change.players ?? game.players,
    settings: change.settings ?? game.settings,
    state: change.state !== undefined ? change.state : game.state,
    clock: change.clock !== undefined ? change.clock : game.clock,
    timeouts: change.timeouts ?? game.timeouts,
    fair: change.fair ?? game.fair,
    startedAt: change.startedAt ?? game.startedAt,
    logKey: change.logKey ?? game.logKey,
    moves: change.moves ?? game.moves,
    rolled: change.rolled ?? game.rolled,
    review: change.review ?? game.review,
  };
  // (`thrown: undefined` in a change drops it: a roll owed in 🎲 ends with the roll or with any other move)
  const thrown = 'thrown' in change ? change.thrown : game.thrown;
  if (thrown !== undefined) next.thrown = thrown;
  // (likewise `tray: undefined` drops a half-set tray)
  const tray = 'tray' in change ? change.tray : game.tray;
  if (tray !== undefined) next.tray = tray;
  const unlogged = change.unlogged ?? game.unlogged;
  if (unlogged !== undefined) next.unlogged = unlogged;
  else if (game.log !== undefined) next.log = game.log;
  return next;
}

export function emptySession(): ChannelSession {
  return { schema: SESSION_SCHEMA, settings: {}, lobby: null, game: null, seen: [], answer: null };
}

export class CorruptSessionError extends Error {
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(`stored session for ${key} is unreadable: ${reason}`);
    this.name = 'CorruptSessionError';
  }
}

/** Parses and validates stored JSON, including the running game's own state schema. Throws CorruptSessionError. */
export function readSession(key: string, json: string): ChannelSession {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw new CorruptSessionError(key, `not JSON (${(error as Error).message})`);
  }
  const schema = (raw as { schema?: unknown } | null)?.schema;
  if (schema !== SESSION_SCHEMA) {
    // Older builds would be migrated here; a newer or unknown schema is reported, never guessed at.
    throw new CorruptSessionError(key, `unknown schema version ${JSON.stringify(schema)}`);
  }
  const parsed = sessionSchema.safeParse(raw);
  if (!parsed.success) throw new CorruptSessionError(key, z.prettifyError(parsed.error));
  const session = parsed.data;
  if (session.game) {
    const state = engineOf(session.game.id).stateSchema.safeParse(session.game.state);
    if (!state.success) throw new CorruptSessionError(key, `game state: ${z.prettifyError(state.error)}`);
    session.game.state = state.data;
    session.game = withLogMovedOut(session.game);
  }
  return session;
}

/**
 * Migration: a game stored by the release that kept its move log inside the session. Its moves become `unlogged`,
 * so the next commit appends them to the store's log (seq 0…) in the same transaction that writes the session
 * without them; until then every read finds them here again, so nothing is lost if that commit never happens.
 */
function withLogMovedOut(game: RunningGame): RunningGame {
  if (!game.log) return game;
  const { log, ...rest } = game;
  return {
    ...rest,
    moves: log.length,
    rolled: log.some((move) => move.d.length > 0),
    unlogged: [...log, ...(game.unlogged ?? [])],
  };
}

/** How many moves the game has logged, the unlogged ones included. */
export function movesOf(game: Pick<RunningGame, 'moves' | 'log'>): number {
  return game.moves ?? game.log?.length ?? 0;
}

/** The moves not yet in the store's log (a game built in memory may still carry a `log` of its own). */
export function unloggedOf(game: Pick<RunningGame, 'unlogged' | 'log'>): LoggedMove[] {
  return game.unlogged ?? game.log ?? [];
}

/** Whether a move of the game has drawn dice (from then on the dice are fixed: no more /seed phrases). */
export function diceRolled(game: Pick<RunningGame, 'rolled' | 'log' | 'unlogged'>): boolean {
  return game.rolled ?? unloggedOf(game).some((move) => move.d.length > 0);
}

/**
 * The game as it is stored: the schema's keys in the schema's order (so that a game read back serialises byte for
 * byte like the one that was cached), with its log key, and without the moves the commit hands to the store's log.
 */
export function storedGame(game: RunningGame, logKey: string, clock: TurnClock | null = game.clock ?? null): RunningGame {
  return {
    id: game.id,
    players: game.players,
    settings: game.settings,
    state: game.state,
    clock,
    timeouts: game.timeouts ?? {},
    fair: game.fair,
    startedAt: game.startedAt,
    logKey,
    moves: movesOf(game),
    rolled: diceRolled(game),
    review: game.review,
    ...(game.thrown !== undefined ? { thrown: game.thrown } : {}),
    ...(game.tray !== undefined ? { tray: game.tray } : {}),
  };
}

