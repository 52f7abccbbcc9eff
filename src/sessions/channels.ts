// Loading and committing one chat's session: the per-chat queue, the store transaction, the cache of parsed
// sessions, the turn clock set afresh by a commit, and the game record written with the move that ended a game.
// The Butler (messages) and the turn alarm (deadlines, computer players) both go through here, so a session is
// read, checked and written one way whoever changes it.
import type { Reply } from '../core/reply.ts';
import type { Rich } from '../core/rich.ts';
import type { DiceSource } from '../dice/dice-source.ts';
import type { DiceRoller } from '../games/types.ts';
import { ReturnableDice } from './returnable-dice.ts';
import type { Logger } from '../log.ts';
import type { LogWrite, SessionStore, StoredRecord, TransactOptions, TransactOutcome } from '../storage/types.ts';
import { KnownLanguages } from './chat-language.ts';
import { nextTurnClock } from './bot-clock.ts';
import { ChatQueue } from './chat-queue.ts';
import { toGameRecord, type RecordNotesOf } from './game-record.ts';
import { withFirstRollTime } from './first-roll-time.ts';
import { isIdleSession } from './retention.ts';
import { SessionCache } from './session-cache.ts';
import {
  CorruptSessionError,
  emptySession,
  movesOf,
  readSession,
  sessionWith,
  storedGame,
  unloggedOf,
  type ChannelSession,
  type EndedGame,
  type RunningGame,
} from './session.ts';
import { wakeAt } from './turn-clock.ts';
import type { GameRecord } from '../core/records.ts';
import { writeOfValue } from '../storage/deferred-text.ts';
import { countStoreError, metrics } from '../ops/metrics.ts';

/**
 * What one chat's transaction hands back: the reply, and the session it wrote. The session enters the cache only
 * once the store has committed it: a write that failed (a lost connection, a writer that bypassed the lock) must
 * not leave a version in the cache that the store does not hold, or the next move would be computed on it.
 */
export interface ChannelTransaction {
  reply: Reply | null;
  saved?: { version: number; session: ChannelSession };
  /** a game record was committed with this transaction: the statistics are brought up to date after the commit */
  recorded?: boolean;
  /** that record (for `afterRecord`) */
  record?: GameRecord;
  /** a server-wide setting to store (under the server's key, after the chat's transaction) */
  serverSetting?: { key: string; value: string };
}

/**
 * `update`: the platform update applied (see TransactOptions); `afterWrite` runs after the commit, still in the
 * chat's turn (a server-wide setting); `onError` turns a failure of the transaction into the reply (else it rejects).
 */
export interface ChannelTransactOptions extends TransactOptions {
  afterWrite?: (done: ChannelTransaction) => Promise<void>;
  onError?: (error: unknown) => Reply | null;
  /**
   * told the reply once it is ready, with the clock read at the commit (the Butler counts the update): a call, not
   * another promise per message
   */
  onReply?: (reply: Reply | null, committedMs: number) => void;
}

const NO_OPTIONS: ChannelTransactOptions = Object.freeze({});

export type ChannelStep = (current: StoredRecord | null, applied: boolean) => TransactOutcome<ChannelTransaction>;

export interface ChannelsOptions {
  store: SessionStore;
  dice: DiceSource;
  logger: Logger;
  clock: () => number;
  cacheSize: number;
  /** seconds a computer player waits before each move, for every chat; null = each chat's `bot_delay` */
  botDelaySeconds: number | null;
  /** a line added under the reply that ends a game (the Butler's link to the game's page), or null */
  endedNote?: (chat: string, ended: EndedGame) => Rich | null;
  /**
   * lines added under the reply that ends a game once its record is committed, still in the chat's turn (the
   * rating change, which needs the statistics folded), or null. `record` is null for the same reply given again to
   * a re-delivered update: the game is then the chat's latest record.
   */
  afterRecord?: (chat: string, record: GameRecord | null) => Promise<Rich | null>;
  /** what a finished game's record notes beyond its moves (its module's `record.notes`; the Butler passes it in) */
  recordNotes?: RecordNotesOf;
}

export class Channels {
  readonly store: SessionStore;
  readonly dice: DiceSource;
  /** the source's plain draws, given back when a transaction attempt is thrown away (see returnable-dice.ts) */
  private readonly draws: ReturnableDice;
  readonly botDelaySeconds: number | null;
  private readonly logger: Logger;
  private readonly endedNote: ChannelsOptions['endedNote'];
  private readonly afterRecord: ChannelsOptions['afterRecord'];
  private readonly recordNotes: RecordNotesOf | undefined;
  private readonly clock: () => number;
  private readonly queue = new ChatQueue();
  private readonly cache: SessionCache;
  private readonly savedListeners: ((key: string, session: ChannelSession, reply: Reply | null) => void)[] = [];
  /** statistics folds started after a commit and not finished: shutdown waits for them (see idle) */
  private readonly folds = new Set<Promise<void>>();
  /** each chat's language as last seen, for replies made outside the chat's lock */
  readonly languages = new KnownLanguages();

  constructor(options: ChannelsOptions) {
    this.store = options.store;
    this.dice = options.dice;
    this.draws = new ReturnableDice(options.dice);
    this.logger = options.logger;
    this.clock = options.clock;
    this.botDelaySeconds = options.botDelaySeconds;
    this.endedNote = options.endedNote;
    this.afterRecord = options.afterRecord;
    this.recordNotes = options.recordNotes;
    this.cache = new SessionCache(options.cacheSize);
  }

  /**
   * Called after every commit with the session written and the reply that goes with it (the turn alarm sets a bot's
   * timer from the session; a running game's live page shows the move the reply's events tell).
   */
  onSaved(listener: (key: string, session: ChannelSession, reply: Reply | null) => void): void {
    this.savedListeners.push(listener);
  }

  /** Runs `task` in the chat's turn: one update at a time per chat. */
  inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    return this.queue.run(key, task);
  }

  /**
   * One store transaction of a chat, in the chat's turn: `step` reads and decides, the store writes, and what was
   * written is kept. `afterWrite` runs after the commit, still in the chat's turn (a server-wide setting).
   */
  transact(key: string, step: ChannelStep, options: ChannelTransactOptions = NO_OPTIONS): Promise<Reply | null> {
    const { afterWrite, onError, onReply, update } = options;
    const transactOptions: TransactOptions = update === undefined ? NO_OPTIONS : { update };
    const done = this.inTurn(key, () => {
      // timed from the call to the commit, in the chat's turn (ops/metrics.ts: a histogram bucket, nothing built)
      const started = performance.now();
      // A failure of the step itself (a bug in a game) is the update's, not the store's: only the rest is counted as
      // a store error (ops/metrics.ts).
      let stepFailed = false;
      const attempt = this.draws.attempts(step);
      const watched: typeof attempt = (current, applied) => {
        try {
          return attempt(current, applied);
        } catch (error) {
          stepFailed = true;
          throw error;
        }
      };
      return this.store.transact(key, watched, transactOptions).then((written) => {
        const committedMs = performance.now();
        metrics.transactionSeconds.observe((committedMs - started) / 1000);
        // (a move that neither stores a setting nor ends a game is done without another promise)
        if (afterWrite || this.endsRecorded(written)) {
          const after = this.afterCommit(key, written, afterWrite);
          return onReply ? after.then((reply) => (onReply(reply, performance.now()), reply)) : after;
        }
        const reply = this.committed(key, written);
        onReply?.(reply, committedMs);
        return reply;
      }, (error: unknown) => {
        if (!stepFailed) countStoreError();
        throw error;
      });
    });
    return onError ? done.then(undefined, onError) : done;
  }

  /** Whether the reply ends a game whose rating lines go under it (see `afterRecord`). */
  private endsRecorded(done: ChannelTransaction): boolean {
    return !!done.reply && this.afterRecord !== undefined && (done.record !== undefined || endsGame(done.reply));
  }

  /** After the commit, still in the chat's turn: the server-wide setting stored, the rating lines added. */
  private async afterCommit(
    key: string,
    done: ChannelTransaction,
    afterWrite: ((done: ChannelTransaction) => Promise<void>) | undefined,
  ): Promise<Reply | null> {
    if (afterWrite) await afterWrite(done);
    if (this.endsRecorded(done)) done.reply = withNote(done.reply!, await this.afterRecord!(key, done.record ?? null));
    return this.committed(key, done);
  }

  /** After a commit: caches the session that was written and returns the reply. */
  private committed(key: string, done: ChannelTransaction): Reply | null {
    if (done.saved) {
      this.cache.set(key, done.saved.version, done.saved.session);
      this.languages.note(key, done.saved.session);
      for (const listener of this.savedListeners) listener(key, done.saved.session, done.reply);
    }
    // Off the chat's critical path: where the ending move committed the bare record (PostgreSQL; SQLite when its
    // in-move fold failed) its statistics follow here; otherwise this finds nothing to do.
    // (SQLite folds synchronously, hence the next turn of the event loop rather than here and now.)
    if (done.recorded) {
      const fold = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => this.store.gameRecords?.fold())
        .then(
          () => undefined,
          (error: unknown) => this.logger.error({ err: error, chat: key }, 'statistics not updated'),
        );
      this.folds.add(fold);
      void fold.then(() => this.folds.delete(fold));
    }
    return done.reply;
  }

  /** Resolves when no chat has an update in flight and no statistics fold is running (shutdown). */
  async idle(): Promise<void> {
    do {
      await this.queue.idle();
      await Promise.all([...this.folds]);
    } while (this.folds.size > 0 || this.queue.size > 0);
  }

  /**
   * The session of a stored record (an empty one when there is none), from the cache when the version matches.
   * The one place an unreadable session is handled: it is logged with the chat key and the reason, never guessed
   * at, and null is returned; the caller decides only what to answer (a notice, or nothing at a deadline).
   */
  read(key: string, current: StoredRecord | null): ChannelSession | null {
    if (!current) return emptySession();
    const cached = this.cache.get(key, current.version);
    if (cached) return cached;
    try {
      const session = readSession(key, current.data);
      this.cache.set(key, current.version, session);
      this.languages.note(key, session);
      return session;
    } catch (error) {
      if (!(error instanceof CorruptSessionError)) throw error;
      this.logger.error({ chat: key, reason: error.reason }, 'corrupt stored session');
      return null;
    }
  }

  /**
   * The chat's session as this process last committed or read it (any version: another process may have written
   * since), or null when it is not in the cache. Only for a guess that the store then settles (TurnAlarm.settle).
   */
  latest(key: string): ChannelSession | null {
    return this.cache.latest(key);
  }

  /**
   * The dice for a move applied to `version` of a chat: from the source's `forMove` when it has one (seeded dice:
   * the same whichever process applies the move), else the source itself.
   */
  diceFor(key: string, version: number | null): DiceRoller {
    return this.dice.forMove?.(key, version ?? 0) ?? this.draws;
  }

  /**
   * Saves the session as version + 1, with the turn clock set afresh when a move happened; with the update's id,
   * also the reply, so that a re-delivery of this update gets the same answer. `reply` is built for the new version.
   */
  commit(
    key: string,
    version: number | null,
    before: ChannelSession | null,
    changed: ChannelSession,
    reply: (version: number) => Reply,
    updateId?: string,
  ): TransactOutcome<ChannelTransaction> {
    const nextVersion = (version ?? 0) + 1;
    changed = withFirstRollTime(changed, this.clock());
    // A game that ended with this update goes on record in the same transaction (never into the session), with the
    // moves of its log; a running game's new moves are appended to the log and leave the session.
    const ended = changed.ended;
    const kept = ended === undefined ? changed : withoutEnded(changed);
    const answer = withNote(reply(nextVersion), ended && this.endedNote?.(key, ended));
    const record = ended ? toGameRecord(key, ended, this.clock(), this.recordNotes) : undefined;
    const game = kept.game;
    const logged = ended?.game ?? game;
    const logKey = logged ? (logged.logKey ?? String(nextVersion)) : undefined;
    const log = logged ? logWrite(logged, logKey!, ended !== undefined) : undefined;
    // One new session and game, whatever changed: the game as stored (storedGame) with its turn clock brought up to
    // date (see nextTurnClock); the store's applied-updates table is the one copy of the applied ids (see `seen` in
    // session.ts); with the update's id, the reply to give it again.
    // (`logged` is the running game whenever there is one: a game that ends leaves the session)
    const clock = game ? nextTurnClock(before?.game ?? null, game, this.clock(), kept.settings, this.botDelaySeconds) : null;
    const session = sessionWith(kept, {
      game: game ? storedGame(game, logKey!, clock) : undefined,
      seen: kept.seen.length > 0 ? [] : undefined,
      answer: updateId ? { update: updateId, reply: answer } : undefined,
    });
    return {
      // (an unreadable session replaced: the log of whatever game it held has nothing left to finish)
      write: writeOfValue(session, wakeAt(session.game?.clock), isIdleSession(session), record, log, before === null && version !== null),
      result: record
        ? { reply: answer, saved: { version: nextVersion, session }, recorded: true, record }
        : { reply: answer, saved: { version: nextVersion, session } },
    };
  }
}

/**
 * The moves a commit appends to the game's log (none and no end: nothing to write). At the end nothing is appended:
 * the record holds the moves since the last commit, and the store puts the logged ones before them.
 */
function logWrite(game: RunningGame, logKey: string, end: boolean): LogWrite | undefined {
  const moves = unloggedOf(game);
  const seq = movesOf(game) - moves.length;
  if (end) return { game: logKey, seq, moves: [], end: true };
  if (moves.length === 0) return undefined;
  // (the moves as they are: a logged move holds its action and dice and nothing else, see playAction)
  return { game: logKey, seq, moves: moves as LogWrite['moves'] };
}

/** A reply that ended a game (a re-delivered update's stored reply carries no record, only the engine's event). */
function endsGame(reply: Reply): boolean {
  return reply.events.some((event) => event.type === 'game_over');
}

/** The reply with a line added under it (a game's page link), when there is one. */
function withNote(reply: Reply, note: Rich | null | undefined): Reply {
  return note && note.length > 0 ? { ...reply, rich: [...reply.rich, '\n', ...note] } : reply;
}

/** The session without the game that ended with this update (it goes on record, never into the session). */
function withoutEnded(session: ChannelSession): ChannelSession {
  return sessionWith(session, {}, true);
}
