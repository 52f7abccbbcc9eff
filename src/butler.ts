// The platform-neutral core: one incoming message in, at most one reply out.
// parse (pure) → admin check (may ask the platform, outside the lock) → per-chat queue → store transaction
// (load + validate → dedupe → command or move → save) → reply. Nothing here knows which platform it serves.
import {
  needsAdmin,
  refuse,
  type CommandContext,
  type CommandDefinition,
  type CommandOutcome,
} from './commands/command.ts';
import type { Intent } from './commands/intent.ts';
import { parseMessage } from './commands/parse/index.ts';
import { handlePhrase } from './commands/phrase-move.ts';
import { renderContextFor } from './commands/render-context.ts';
import { commandByName } from './commands/slash/index.ts';
import { autoTurnOutcome } from './commands/auto-turn-reply.ts';
import { endForRemoval } from './commands/chat-removed.ts';
import { engineFor } from './games/registry.ts';
import { playOutTurn } from './sessions/auto-turn.ts';
import { DiceExhaustedError, type DiceSource } from './dice/dice-source.ts';
import type { Logger } from './log.ts';
import { textFor, DEFAULT_LANGUAGE, type Language, type Messages } from './messages/index.ts';
import { KnownLanguages, withPlatformLanguage } from './commands/chat-language.ts';
import type { Rich } from './messages/rich.ts';
import { ChatQueue } from './sessions/chat-queue.ts';
import { SessionCache } from './sessions/session-cache.ts';
import { ServerSettings } from './sessions/server-settings.ts';
import { StoreOutage } from './sessions/store-outage.ts';
import { DEFAULT_RETENTION, isIdleSession, type Retention } from './sessions/retention.ts';
import { StoreBusyError } from './storage/store-busy.ts';
import {
  CorruptSessionError,
  emptySession,
  readSession,
  rememberUpdate,
  type ChannelSession,
} from './sessions/session.ts';
import { turnTimeoutMs, wakeAt } from './sessions/turn-clock.ts';
import { botMoveOutcome } from './commands/bot-move.ts';
import { isBotClock, nextTurnClock } from './sessions/bot-clock.ts';
import { isBotId } from './sessions/bot-players.ts';
import type { DicePokerPolicy, ThousandPolicyMove } from './strategy/bots/index.ts';
import { toGameRecord } from './sessions/game-record.ts';
import type { Incoming, Reply } from './sessions/types.ts';
import type { DiceRoller } from './games/types.ts';
import type { SessionStore, StoredRecord, TransactOutcome } from './storage/types.ts';

/**
 * What a transaction hands back: the reply, and the session it wrote. The session enters the cache only once the
 * store has committed it: a write that failed (a lost connection, a writer that bypassed the lock) must not leave a
 * version in the cache that the store does not hold, or the next move would be computed on it.
 */
interface Step {
  reply: Reply | null;
  saved?: { version: number; session: ChannelSession };
  /** a game record was committed with this step: the statistics are brought up to date after the commit */
  recorded?: boolean;
  /** a server-wide setting the step asks to store (under the server's key, after the chat's transact) */
  serverSetting?: { key: string; value: string };
}

/** Sends a message that is not a reply to a chat (see Butler.addOutlet). */
export type Outlet = (reply: Reply) => Promise<void>;

export interface ButlerOptions {
  store: SessionStore;
  dice: DiceSource;
  logger: Logger;
  /** epoch ms; injected so that tests control time */
  clock?: () => number;
  /** parsed sessions kept in memory (least recently used are evicted and reloaded from the store) */
  cacheSize?: number;
  /** the turn clock's pauses while the store is failing (default: 1 s doubling up to 60 s) */
  clockBackoff?: { firstBackoffMs?: number; maxBackoffMs?: number };
  /** how long applied update ids and idle sessions are kept (default: 7 and 30 days) */
  retention?: Retention;
  /** seconds a computer player waits before each move, for every chat (the console's --bot-delay); else `bot_delay` */
  botDelaySeconds?: number | null;
  /** the exact Dice Poker policy for computer players (null while unavailable: they play greedily) */
  dicePokerPolicy?: DicePokerPolicy | null;
  /** the solved 1000 policy for computer players (answers null while solving: they play their plain policy) */
  thousandPolicy?: ThousandPolicyMove | null;
  /** where docs/verify.html is served (BUTLER_VERIFY_URL): /game links to it with the record in the fragment */
  verifyUrl?: string;
}

export class Butler {
  readonly store: SessionStore;
  /** settings of whole servers (the Discord game-master role), also read by the adapter's admin check */
  readonly serverSettings: ServerSettings;
  private readonly dice: DiceSource;
  private readonly logger: Logger;
  private readonly clock: () => number;
  private readonly queue = new ChatQueue();
  private readonly cache: SessionCache;
  private readonly outlets: { prefix: string; send: Outlet }[] = [];
  /** the turn clock's store health: one log line per outage, back-off while it lasts */
  private readonly clockOutage: StoreOutage;
  /** channels whose wake-up failed and was logged; logged again only after it worked once */
  private readonly failingWakes = new Set<string>();
  private readonly retention: Retention;
  private readonly botDelaySeconds: number | null;
  private readonly dicePokerPolicy: DicePokerPolicy | null;
  private readonly thousandPolicy: ThousandPolicyMove | null;
  /** set by startClock: a bot's pending move is then also woken by a timer at its time, not only by the next tick */
  private live = false;
  private readonly botTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly verifyUrl: string | undefined;
  /** each chat's language as last seen, for replies made outside the chat's lock */
  private readonly languages = new KnownLanguages();

  constructor(options: ButlerOptions) {
    this.store = options.store;
    this.serverSettings = new ServerSettings(options.store);
    this.dice = options.dice;
    this.logger = options.logger;
    this.clock = options.clock ?? Date.now;
    this.cache = new SessionCache(options.cacheSize ?? 10_000);
    this.clockOutage = new StoreOutage(this.logger, 'turn clock', options.clockBackoff);
    this.retention = options.retention ?? DEFAULT_RETENTION;
    this.botDelaySeconds = options.botDelaySeconds ?? null;
    this.dicePokerPolicy = options.dicePokerPolicy ?? null;
    this.thousandPolicy = options.thousandPolicy ?? null;
    this.verifyUrl = options.verifyUrl;
  }

  /**
   * Registers where messages that are not replies (turn reminders, timeout notices) go for chats whose key starts
   * with `prefix` ("tg:", "dc:", "console:"). Adapters send them through the same per-chat queue as replies.
   */
  addOutlet(prefix: string, send: Outlet): void {
    this.outlets.push({ prefix, send });
  }

  /** Sends a message that is not a reply through the adapter that serves its chat. */
  async notify(reply: Reply): Promise<void> {
    const outlet = this.outlets.find((o) => reply.chat.startsWith(o.prefix));
    if (!outlet) {
      this.logger.warn({ chat: reply.chat }, 'no outlet for notice');
      return;
    }
    try {
      await outlet.send(reply);
    } catch (error) {
      this.logger.error({ err: error, chat: reply.chat }, 'notice not sent');
    }
  }

  /**
   * A chat got a new key (a Telegram group became a supergroup): its sessions, settings and deadlines follow it in
   * one store transaction (SessionStore.moveChat), in line with both chats' updates. Resolves to sessions moved.
   */
  async moveChat(from: string, to: string): Promise<number> {
    const moved = await this.queue.run(from, () => this.queue.run(to, () => this.store.moveChat(from, to)));
    if (moved > 0) this.logger.info({ from, to, moved }, 'chat moved to a new id');
    return moved;
  }

  /**
   * The Butler was removed from a chat: in each of its tables (forum topics too) the game ends without a winner,
   * the lobby is cancelled and the turn clock stops (see commands/chat-removed.ts). Resolves to the tables ended.
   */
  async chatRemoved(chat: string): Promise<number> {
    let ended = 0;
    for (const key of await this.store.chatKeys(chat)) {
      const step = await this.queue.run(key, async () =>
        this.keep(
          key,
          await this.store.transact(key, (current): TransactOutcome<Step> => {
            const removal = current ? endForRemoval(this.load(key, current)) : null;
            if (!removal) return { result: { reply: null } };
            // outcome.session carries the ended game, so the commit writes its record (see chat-removed.ts).
            return this.commit(key, current!.version, removal.session, removal.outcome.session!, removal.outcome);
          }),
        ),
      );
      if (step) ended++;
    }
    return ended;
  }

  /** Handles one message; resolves to the reply to send, or null when the Butler stays quiet. Never rejects. */
  async handle(incoming: Incoming): Promise<Reply | null> {
    let intent: Intent | null;
    try {
      intent = parseMessage(incoming.text, incoming.botUsername);
    } catch (error) {
      this.logger.error({ err: error, chat: incoming.chat, update: incoming.updateId }, 'parser failed');
      return null;
    }
    if (!intent) return null;
    // Nobody speaks for a computer player: its moves come only from its stored turn clock.
    if (isBotId(incoming.user.id)) return null;
    try {
      const query = intent.kind === 'command' ? commandByName(intent.name)?.query : undefined;
      if (query && intent.kind === 'command') return await this.query(incoming, intent.args, query);
      const isAdmin = await this.resolveAdmin(incoming, intent);
      if (typeof isAdmin !== 'boolean') return isAdmin;
      const speakerIsAdmin = await this.speakerIsAdmin(incoming, isAdmin);
      const server = await this.serverFor(incoming, intent);
      return await this.queue.run(incoming.chat, async () =>
        this.keep(
          incoming.chat,
          await this.storeServerSetting(incoming, await this.store.transact(
            incoming.chat,
            (current, applied) => this.apply(incoming, intent, isAdmin, current, applied, server, speakerIsAdmin),
            { update: incoming.updateId },
          )),
        ),
      );
    } catch (error) {
      if (error instanceof StoreBusyError) {
        // Nothing was written: the move is not lost, it simply did not happen yet, and the player can send it again.
        this.logger.warn({ chat: incoming.chat, update: incoming.updateId, waitedMs: error.waitedMs }, 'store busy');
        return this.plain(incoming.chat, this.textOf(incoming.chat).common.errors.storeBusy(), null);
      }
      this.logger.error({ err: error, chat: incoming.chat, update: incoming.updateId }, 'update failed');
      return this.plain(incoming.chat, this.textOf(incoming.chat).common.errors.internal(), null);
    }
  }

  /** A query command (records, statistics): read outside the chat's lock, nothing in the session changes. */
  private async query(incoming: Incoming, args: string, run: NonNullable<CommandDefinition['query']>): Promise<Reply> {
    const outcome = await run({
      chat: incoming.chat,
      user: incoming.user,
      args,
      privateChat: incoming.privateChat === true,
      records: this.store.gameRecords,
      now: this.clock(),
      verifyUrl: this.verifyUrl,
      text: await this.queryText(incoming.chat),
    });
    return this.toReply(incoming.chat, outcome, null);
  }

  /**
   * The text of a chat's language as last seen, for what is said outside the chat's lock (adapters' own notices
   * too); `fallback` (else Russian) for a chat not seen yet.
   */
  textOf(chat: string, fallback: Language = DEFAULT_LANGUAGE): Messages {
    return textFor(this.languages.language(chat) ?? fallback);
  }

  /** A query's language: as last seen, else read (without the lock) from the stored session. */
  private async queryText(chat: string): Promise<Messages> {
    if (this.languages.language(chat) === undefined) {
      try {
        const current = await this.store.get(chat);
        if (current) this.languages.note(chat, this.load(chat, current));
      } catch {
        // an unreadable session answers in the default language; the ordinary paths report it
      }
    }
    return this.textOf(chat);
  }

  /**
   * Whether the sender's own language may become the chat's (Telegram: an admin's, the first time): asked of the
   * platform only while the chat has no language yet, and never an error (a failed check just waits for the next).
   */
  private async speakerIsAdmin(incoming: Incoming, isAdmin: boolean): Promise<boolean> {
    if (isAdmin) return true;
    if (incoming.platformLanguage?.from !== 'speaker' || this.languages.settled(incoming.chat)) return false;
    try {
      return await incoming.isAdmin();
    } catch {
      return false;
    }
  }

  /** The chat's server and its settings, read (outside the lock) only for /settings in a chat that has a server. */
  private async serverFor(incoming: Incoming, intent: Intent): Promise<CommandContext['server']> {
    if (!incoming.server || intent.kind !== 'command' || intent.name !== 'settings') return undefined;
    return { settings: await this.serverSettings.read(incoming.server) };
  }

  /** Stores the server-wide setting a step asks for (the chat's own session was not changed by it). */
  private async storeServerSetting(incoming: Incoming, step: Step): Promise<Step> {
    if (step.serverSetting && incoming.server) {
      await this.serverSettings.set(incoming.server, step.serverSetting.key, step.serverSetting.value);
    }
    return step;
  }

  /** Admin rights are asked only for commands that need them, and before the chat is locked (it may be slow). */
  private async resolveAdmin(incoming: Incoming, intent: Intent): Promise<boolean | Reply | null> {
    if (intent.kind !== 'command') return false;
    const command = commandByName(intent.name);
    if (!command || !needsAdmin(command, intent.args)) return false;
    let isAdmin: boolean;
    try {
      isAdmin = await incoming.isAdmin();
    } catch (error) {
      this.logger.warn({ err: error, chat: incoming.chat }, 'admin check failed');
      return this.rejected(incoming, this.textOf(incoming.chat).common.errors.cannotCheckAdmin(), 'cannot_check_admin');
    }
    return isAdmin ? true : this.rejected(incoming, this.textOf(incoming.chat).common.errors.adminOnly(command.name), 'admin_only');
  }

  /** After a commit: caches the session that was written and returns the reply. */
  private keep(key: string, step: Step): Reply | null {
    if (step.saved) {
      this.cache.set(key, step.saved.version, step.saved.session);
      this.languages.note(key, step.saved.session);
      this.scheduleBot(key, step.saved.session);
    }
    // Off the chat's critical path: the ending move committed the bare record; its statistics follow here.
    // (SQLite folds synchronously, hence the next turn of the event loop rather than here and now.)
    if (step.recorded) {
      setImmediate(() => {
        this.store.gameRecords?.fold().catch((error: unknown) => this.logger.error({ err: error, chat: key }, 'statistics not updated'));
      });
    }
    return step.reply;
  }

  /**
   * The dice for a move applied to `version` of a chat: from the source's `forMove` when it has one (seeded dice:
   * the same whichever process applies the move), else the source itself.
   */
  private diceFor(chat: string, version: number | null): DiceRoller {
    return this.dice.forMove?.(chat, version ?? 0) ?? this.dice;
  }

  private apply(
    incoming: Incoming,
    intent: Intent,
    isAdmin: boolean,
    current: StoredRecord | null,
    applied: boolean,
    server?: CommandContext['server'],
    speakerIsAdmin = false,
  ): TransactOutcome<Step> {
    const version = current?.version ?? null;
    let session: ChannelSession;
    const { errors } = this.textOf(incoming.chat).common;
    try {
      session = this.load(incoming.chat, current);
    } catch (error) {
      if (!(error instanceof CorruptSessionError)) throw error;
      this.logger.error({ chat: incoming.chat, reason: error.reason }, 'corrupt stored session');
      // An admin's /endgame is the way out: it replaces the unreadable session with an empty one.
      if (intent.kind === 'command' && intent.name === 'endgame' && isAdmin) {
        const fresh = rememberUpdate(emptySession(), incoming.updateId);
        const reset = { session: fresh, rich: errors.corruptSessionReset(), events: [{ type: 'game_ended', game: null }] };
        return this.commit(incoming.chat, version, null, fresh, reset, incoming.updateId);
      }
      return { result: { reply: this.plain(incoming.chat, errors.corruptSession(), version) } };
    }
    // The store's table of applied ids is the check that no window can outrun; `seen` (the last ids kept in the
    // session) still covers updates applied before that table existed.
    if (incoming.updateId && (applied || session.seen.includes(incoming.updateId))) {
      // Applied already. The channel's latest update is answered again with the reply it got: a re-delivery
      // usually means the process that applied it died before its reply was sent. An older one stays quiet.
      const answer = session.answer;
      return { result: { reply: answer?.update === incoming.updateId ? (answer.reply as Reply) : null } };
    }
    // A move button belongs to the state it was drawn for; a command button (/join) means the same at any time and
    // is checked against the current state like a typed command, so the lobby's join button serves every player.
    if (incoming.buttonVersion !== undefined && intent.kind !== 'command' && incoming.buttonVersion !== version) {
      return { result: { reply: { ...this.plain(incoming.chat, errors.staleButton(), version), private: true } } };
    }
    // The platform's word on the language comes first, so that this very reply speaks it.
    const stored = session;
    session = withPlatformLanguage(session, incoming.platformLanguage, speakerIsAdmin);
    const dice = watchedDice(this.diceFor(incoming.chat, version));
    const ctx: CommandContext = {
      session,
      user: incoming.user,
      args: intent.kind === 'command' ? intent.args : '',
      isAdmin,
      now: this.clock(),
      dice,
      diceOrigin: this.dice.origin,
      render: renderContextFor(session, [incoming.user]),
      ...(server ? { server } : {}),
    };
    let outcome: CommandOutcome | null;
    try {
      outcome = this.dispatch(intent, ctx);
    } catch (error) {
      if (!(error instanceof DiceExhaustedError)) throw error;
      outcome = refuse(ctx.render.text.common.errors.diceExhausted(), incoming.user, 'dice_exhausted');
    }
    if (!outcome) return { result: { reply: null } };
    if (outcome.serverSetting) {
      return { result: { reply: this.toReply(incoming.chat, outcome, version), serverSetting: outcome.serverSetting } };
    }
    if (!outcome.session) {
      // A free roll changes no game, but its update is remembered like a move: delivered again, it must not roll
      // other dice. With seeded dice (`forMove`) it is saved even without an id: the dice are keyed on the session
      // version, so the save is what makes the next free roll differ — and a replay still rolls the same.
      // Anything else that changes nothing (a refusal, /status) is simply answered again.
      // A language the platform just suggested is kept too (written once: the next message finds it stored).
      const keep =
        session !== stored || (dice.used && (incoming.updateId !== undefined || this.dice.forMove !== undefined));
      if (!keep) return { result: { reply: this.toReply(incoming.chat, outcome, version) } };
      outcome = { ...outcome, session };
    }
    const after = resetTimeouts(rememberUpdate(outcome.session!, incoming.updateId), session, incoming.user.id);
    return this.commit(incoming.chat, version, session, after, outcome, incoming.updateId);
  }

  private dispatch(intent: Intent, ctx: CommandContext): CommandOutcome | null {
    if (intent.kind !== 'command') return handlePhrase(intent, ctx);
    const command = commandByName(intent.name);
    if (!command) return refuse(ctx.render.text.common.errors.unknownCommand(intent.name), ctx.user, 'unknown_command');
    return command.handle(ctx);
  }

  private load(key: string, current: StoredRecord | null): ChannelSession {
    if (!current) return emptySession();
    const cached = this.cache.get(key, current.version);
    if (cached) return cached;
    const session = readSession(key, current.data);
    this.cache.set(key, current.version, session);
    this.languages.note(key, session);
    return session;
  }

  /**
   * Saves the session as version + 1, with the turn clock set afresh when a move happened; with the update's id,
   * also the reply, so that a re-delivery of this update gets the same answer.
   */
  private commit(
    key: string,
    version: number | null,
    before: ChannelSession | null,
    changed: ChannelSession,
    outcome: CommandOutcome,
    updateId?: string,
  ): TransactOutcome<Step> {
    const nextVersion = (version ?? 0) + 1;
    const reply = this.toReply(key, outcome, nextVersion);
    // A game that ended with this update goes on record in the same transaction (never into the session).
    const { ended, ...kept } = changed;
    const record = ended ? toGameRecord(key, ended, this.clock()) : undefined;
    let session = withClock(before, kept, this.clock(), this.botDelaySeconds);
    if (updateId) session = { ...session, answer: { update: updateId, reply } };
    return {
      write: {
        data: JSON.stringify(session),
        deadline: wakeAt(session.game?.clock),
        idle: isIdleSession(session),
        ...(record ? { gameRecord: record } : {}),
      },
      result: { reply, saved: { version: nextVersion, session }, ...(record ? { recorded: true } : {}) },
    };
  }

  /**
   * Wakes the channels whose turn reminder or deadline has come (after a restart: every overdue one at once) and
   * sends what happened through the outlets. Safe with several processes: each channel is re-checked under its lock,
   * so a deadline fires exactly once.
   */
  async tick(now: number = this.clock()): Promise<Reply[]> {
    // Never rejects: a store that fails here (connection lost, file locked or damaged) pauses the clock with
    // back-off and one log line per outage; replies to players go on being tried on their own.
    if (!this.clockOutage.ready(now)) return [];
    let keys: string[];
    try {
      keys = await this.store.due(now, 500);
    } catch (error) {
      this.clockOutage.failed(error, now);
      return [];
    }
    this.clockOutage.succeeded(now);
    const notices: Reply[] = [];
    for (const key of keys) {
      const notice = await this.wakeChat(key, now);
      // Sent at once, not after the whole batch: a process killed mid-tick loses at most the notice in flight.
      if (notice) {
        notices.push(notice);
        await this.notify(notice);
      }
    }
    return notices;
  }

  /**
   * Expires applied update ids and idle sessions by age (see Retention). Never rejects: a failing store is logged
   * and the next sweep tries again.
   */
  async sweep(now: number = this.clock()): Promise<{ updates: number; sessions: number } | null> {
    try {
      const swept = await this.store.sweep({
        appliedBefore: now - this.retention.appliedMs,
        idleBefore: this.retention.idleMs === null ? null : now - this.retention.idleMs,
      });
      if (swept.sessions || swept.updates) this.logger.info(swept, 'old update ids and idle sessions removed');
      return swept;
    } catch (error) {
      this.logger.warn({ err: error }, 'sweep failed; trying again later');
      return null;
    }
  }

  /**
   * Wakes one chat under its lock (see tick); the notice, not yet sent. `botsOnly`: only a due bot move is played,
   * and a chat with nothing due is left exactly as it is (no write, so its version does not move).
   */
  private async wakeChat(key: string, now: number, botsOnly = false): Promise<Reply | null> {
    try {
      const notice = await this.queue.run(key, async () =>
        this.keep(
          key,
          await this.store.transact(key, (current) =>
            botsOnly ? this.wakeBot(key, current, now) : this.wake(key, current, now),
          ),
        ),
      );
      this.failingWakes.delete(key);
      return notice;
    } catch (error) {
      // Logged once per channel until it works again: a channel that keeps failing is retried every tick.
      if (!this.failingWakes.has(key)) this.logger.error({ err: error, chat: key }, 'turn clock failed');
      this.failingWakes.add(key);
      return null;
    }
  }

  /**
   * Plays every computer-player move of `chat` that is due now and sends each through the outlets, one reply per
   * move; returns them. The console calls it after each line, so with --bot-delay 0 a script reads bot moves in order.
   */
  async settle(chat: string, limit = 500): Promise<Reply[]> {
    const played: Reply[] = [];
    for (let i = 0; i < limit; i++) {
      const notice = await this.wakeChat(chat, this.clock(), true);
      if (!notice) break;
      played.push(notice);
      await this.notify(notice);
    }
    return played;
  }

  /**
   * In a live process, wakes a chat when its bot's move is due, instead of waiting for the next tick. Only a hint:
   * the stored clock stays the truth (a restart, or another instance, picks the move up through `tick`).
   */
  private scheduleBot(key: string, session: ChannelSession): void {
    const clock = session.game?.clock;
    if (!this.live || !clock || !isBotClock(clock)) return;
    clearTimeout(this.botTimers.get(key));
    const timer = setTimeout(
      () => {
        this.botTimers.delete(key);
        void this.wakeChat(key, this.clock(), true).then((notice) => notice && this.notify(notice));
      },
      // a few ms late rather than early: a timer may fire a little before the wall clock reaches the due time
      Math.max(0, clock.deadline - this.clock()) + 5,
    );
    timer.unref();
    this.botTimers.set(key, timer);
  }

  /**
   * Runs `tick` every `intervalMs` (and once at once), and `sweep` every `sweepMs` (first after one interval, so a
   * start is not slowed by it); returns the function that stops both.
   */
  startClock(intervalMs = 5_000, sweepMs = 60 * 60_000): () => void {
    this.live = true;
    let running = false;
    let lastSweep = this.clock() - sweepMs + intervalMs;
    const run = () => {
      if (running) return;
      running = true;
      const now = this.clock();
      const sweepNow = now - lastSweep >= sweepMs;
      if (sweepNow) lastSweep = now;
      void this.tick()
        .then(() => (sweepNow ? this.sweep(now) : null))
        .finally(() => (running = false));
    };
    run();
    const timer = setInterval(run, intervalMs);
    timer.unref();
    return () => {
      clearInterval(timer);
      this.live = false;
      for (const bot of this.botTimers.values()) clearTimeout(bot);
      this.botTimers.clear();
    };
  }

  private wake(key: string, current: StoredRecord | null, now: number): TransactOutcome<Step> {
    const quiet = { reply: null };
    if (!current) return { result: quiet };
    let session: ChannelSession;
    try {
      session = this.load(key, current);
    } catch (error) {
      // Keep the unreadable data for an admin to see, but stop waking this channel.
      this.logger.error({ chat: key, err: error }, 'corrupt session at its turn deadline');
      return { write: { data: current.data, deadline: null }, result: quiet };
    }
    const game = session.game;
    const clock = game?.clock;
    // A stale wake-up (no game or no clock any more): keep the data, stop waking the channel.
    if (!game || !clock) return { write: { data: current.data, deadline: null, idle: isIdleSession(session) }, result: quiet };
    if (now < wakeAt(clock)!) return { result: quiet }; // another process got here first
    if (isBotClock(clock)) return this.botStep(key, current, session);
    const ctx = renderContextFor(session);
    const player = ctx.player(clock.player);
    if (!clock.reminded && now < clock.deadline) {
      const expected = engineFor(game.id).expected(game.state);
      const reminded = { ...session, game: { ...game, clock: { ...clock, reminded: true } } };
      if (!expected) return { result: quiet };
      return this.commit(key, current.version, reminded, reminded, {
        rich: ctx.text.turnClock.turnClockText.reminder(player, game.id, expected, clock.deadline - now),
        events: [{ type: 'reminder', player: clock.player }],
      });
    }
    let turn;
    try {
      turn = playOutTurn(session, this.diceFor(key, current.version));
    } catch (error) {
      if (!(error instanceof DiceExhaustedError)) throw error;
      this.logger.warn({ chat: key }, 'scripted dice used up at a turn deadline');
      return { result: quiet };
    }
    if (!turn) return { result: quiet };
    const minutes = Math.round((turnTimeoutMs(session.settings) ?? clock.deadline - clock.remindAt) / 60_000);
    return this.commit(key, current.version, session, turn.session, autoTurnOutcome(session, turn, (text, p) => text.turnClock.turnClockText.timedOut(p, minutes)));
  }

  /** The bot move of this chat if one is due now; otherwise nothing at all (see wakeChat). */
  private wakeBot(key: string, current: StoredRecord | null, now: number): TransactOutcome<Step> {
    const quiet = { result: { reply: null } };
    if (!current) return quiet;
    let session: ChannelSession;
    try {
      session = this.load(key, current);
    } catch {
      return quiet; // reported by the ordinary paths
    }
    const clock = session.game?.clock;
    if (!clock || !isBotClock(clock) || now < clock.deadline) return quiet;
    return this.botStep(key, current, session);
  }

  /** A computer player's due move: one ordinary move through the engine, saved and answered like a person's. */
  private botStep(key: string, current: StoredRecord, session: ChannelSession): TransactOutcome<Step> {
    let outcome;
    try {
      outcome = botMoveOutcome(session, this.diceFor(key, current.version), {
        dicePokerPolicy: this.dicePokerPolicy,
        thousandPolicy: this.thousandPolicy,
      });
    } catch (error) {
      if (!(error instanceof DiceExhaustedError)) throw error;
      this.logger.warn({ chat: key }, 'scripted dice used up at a bot move');
      return { result: { reply: null } };
    }
    // No bot to move any more (a stale clock): keep the data, set the clock afresh for whoever moves now.
    if (!outcome) {
      const game = session.game!;
      const clock = nextTurnClock(null, game, this.clock(), session.settings, this.botDelaySeconds);
      if (isBotClock(clock)) return { write: { data: current.data, deadline: null }, result: { reply: null } };
      const fixed = { ...session, game: { ...game, clock } };
      return { write: { data: JSON.stringify(fixed), deadline: wakeAt(clock) }, result: { reply: null } };
    }
    return this.commit(key, current.version, session, outcome.session!, outcome);
  }

  private toReply(chat: string, outcome: CommandOutcome, version: number | null): Reply {
    return {
      chat,
      rich: outcome.rich,
      events: outcome.events,
      buttons: outcome.buttons ?? [],
      version,
      ...(outcome.private ? { private: true } : {}),
      ...(outcome.image ? { image: outcome.image } : {}),
    };
  }

  private plain(chat: string, rich: Rich, version: number | null): Reply {
    return { chat, rich, events: [], buttons: [], version };
  }

  private rejected(incoming: Incoming, rich: Rich, code: string): Reply {
    return {
      chat: incoming.chat,
      rich,
      events: [{ type: 'rejected', player: incoming.user.id, code }],
      buttons: [],
      version: null,
      private: true,
    };
  }
}

/** A roller that notes whether any die was drawn from it. */
function watchedDice(inner: DiceRoller): DiceRoller & { used: boolean } {
  const watched = {
    used: false,
    roll(count: number): number[] {
      const dice = inner.roll(count); // scripted dice may throw: then nothing was drawn
      watched.used = true;
      return dice;
    },
  };
  return watched;
}

/** The session with its turn clock brought up to date after a change (see nextClock). */
function withClock(before: ChannelSession | null, after: ChannelSession, now: number, botDelaySeconds: number | null): ChannelSession {
  if (!after.game) return after;
  const clock = nextTurnClock(before?.game ?? null, after.game, now, after.settings, botDelaySeconds);
  return clock === after.game.clock ? after : { ...after, game: { ...after.game, clock } };
}

/** A player who moves by themselves is no longer counted as timing out. */
function resetTimeouts(after: ChannelSession, before: ChannelSession, player: string): ChannelSession {
  const game = after.game;
  if (!game || !game.timeouts[player] || before.game?.state === game.state) return after;
  const { [player]: _reset, ...rest } = game.timeouts;
  return { ...after, game: { ...game, timeouts: rest } };
}
