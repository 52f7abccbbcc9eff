// The platform-neutral core: one incoming message in, at most one reply out. A message passes through composed
// steps (src/butler/, each a function testable alone): parse → route → admin (may ask the platform, outside the
// lock) → per-chat queue and store transaction (read → language → duplicate → stale button → dispatch → save) →
// reply. Nothing here knows which platform it serves.
// Loading and committing a chat is sessions/channels.ts; what happens when nobody writes (reminders, deadlines,
// computer players) is turn-alarm.ts.
import { needsAdmin, toReply, type CommandContext, type CommandOutcome, type FollowUp } from './commands/command.ts';
import { FollowUps } from './butler/follow-ups.ts';
import { renderContextFor } from './commands/render-context.ts';
import { endForRemoval } from './commands/chat-removed.ts';
import type { Incoming, Reply } from './core/reply.ts';
import type { DiceSource } from './dice/dice-source.ts';
import type { Logger } from './log.ts';
import { textFor, type Messages } from './messages/index.ts';
import { DEFAULT_LANGUAGE, type Language } from './core/language.ts';
import { isBotId } from './sessions/bot-players.ts';
import { Channels, type ChannelTransaction } from './sessions/channels.ts';
import { DEFAULT_RETENTION, type Retention } from './sessions/retention.ts';
import { ServerSettings } from './sessions/server-settings.ts';
import type { Rich } from './core/rich.ts';
import type { ChannelSession, EndedGame } from './sessions/session.ts';
import type { GameRecord } from './core/records.ts';
import { gameOverRatings } from './stats/game-over-ratings.ts';
import { gameOverRatingLines } from './messages/shared/rating-change.ts';
import type { PageLinks } from './web/page-links.ts';
import { StoreBusyError } from './storage/store-busy.ts';
import type { SessionStore, StoredRecord, TransactOutcome } from './storage/types.ts';
import type { DicePokerPolicy, DicePokerWholeGamePolicy, ThousandPolicyMove } from './strategy/bots/index.ts';
import { TurnAlarm } from './turn-alarm.ts';
import { countUpdate, countUpdateFailure, KIND_CHAT, KIND_COMMAND, KIND_MOVE, KIND_REFUSED } from './ops/metrics.ts';
import { addDie, owedRoll } from './sessions/thrown-dice.ts';
import { appliedOutcome } from './commands/phrase-move.ts';
import { withTray } from './commands/tray-press.ts';
import { DEFAULT_GAMES } from './house/default-games.ts';
import { enterHosting, hostingNow, leaveHosting } from './core/hosted-games.ts';
import type { GameRegistry } from './house/registry.ts';
import { adminStep, speakerIsAdmin } from './butler/admin-step.ts';
import { dispatchStep } from './butler/dispatch-step.ts';
import { parseStep } from './butler/parse-step.ts';
import { routeStep, type Route } from './butler/route-step.ts';
import { saveStep, watchedDice } from './butler/save-step.ts';
import { duplicateStep, languageStep, plain, staleButtonStep, unreadableStep } from './butler/session-steps.ts';

/** The answer of a message the Butler stays quiet about (one promise for all of them). */
const NO_REPLY: Promise<Reply | null> = Promise.resolve(null);

/** Sends a message that is not a reply to a chat (see Butler.addOutlet). */
export type Outlet = (reply: Reply) => Promise<void>;

/** Throws one die of a computer player in a chat (Telegram: sendDice) and resolves to the die as it came back. */
export type Thrower = (chat: string) => Promise<{ value: number; messageId: number }>;

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
  /** the exact Dice Poker policy for computer players (absent: they play greedily; pending: their move waits) */
  dicePokerPolicy?: DicePokerPolicy | null;
  /** the two-player whole-game Dice Poker move (absent: played for score until the last round; pending: waits) */
  dicePokerWholeGame?: DicePokerWholeGamePolicy | null;
  /** the solved 1000 policy for computer players (absent: their plain policy; pending while solving: they wait) */
  thousandPolicy?: ThousandPolicyMove | null;
  /** where docs/verify.html is served (BUTLER_VERIFY_URL): /game links to it with the record in the fragment */
  verifyUrl?: string;
  /** the Butler's own pages (BUTLER_HTTP_PORT, src/web): /game and the game-over reply link to a game's page */
  pages?: PageLinks;
  /** the games this Butler hosts (house/registry.ts); default: the four of house/default-games.ts */
  games?: GameRegistry;
}

export class Butler {
  readonly store: SessionStore;
  /** settings of whole servers (the Discord game-master role), also read by the adapter's admin check */
  readonly serverSettings: ServerSettings;
  private readonly logger: Logger;
  private readonly clock: () => number;
  private readonly channels: Channels;
  private readonly alarm: TurnAlarm;
  private readonly outlets: { prefix: string; send: Outlet }[] = [];
  private readonly throwers: { prefix: string; throwDie: Thrower }[] = [];
  /** answers that follow by themselves (butler/follow-ups.ts) */
  private readonly followUps = new FollowUps((chat, followUp) => this.sendFollowUp(chat, followUp));
  private readonly verifyUrl: string | undefined;
  private readonly pages: PageLinks | undefined;
  /** the games this Butler hosts (passed in; default the four) */
  readonly games: GameRegistry;
  /** the addresses of the Butler's pages, when it serves them */
  get pageLinks(): PageLinks | undefined {
    return this.pages;
  }

  constructor(options: ButlerOptions) {
    this.store = options.store;
    this.serverSettings = new ServerSettings(options.store);
    this.logger = options.logger;
    this.clock = options.clock ?? Date.now;
    this.verifyUrl = options.verifyUrl;
    this.pages = options.pages;
    const pages = options.pages;
    const games = (this.games = options.games ?? DEFAULT_GAMES);
    this.channels = new Channels({
      store: options.store,
      dice: options.dice,
      logger: this.logger,
      clock: this.clock,
      cacheSize: options.cacheSize ?? 10_000,
      botDelaySeconds: options.botDelaySeconds ?? null,
      recordNotes: (id, state) => games.recordNotes(id, state),
      // A finished game's page goes out with the reply that ends it (its address needs no record id).
      ...(pages ? { endedNote: (chat: string, ended: EndedGame) => gamePageNote(this.textOf(chat), pages, chat, ended) } : {}),
      // Each player's rating change goes out with the reply that ends a rated game (stats/game-over-ratings.ts).
      ...(options.store.gameRecords ? { afterRecord: (chat: string, record: GameRecord | null) => this.ratingNote(chat, record) } : {}),
    });
    this.alarm = new TurnAlarm({
      channels: this.channels,
      logger: this.logger,
      clock: this.clock,
      retention: options.retention ?? DEFAULT_RETENTION,
      notify: (reply) => this.notify(reply),
      hosting: (work) => this.hosting(work),
      backoff: options.clockBackoff,
      dicePokerPolicy: options.dicePokerPolicy ?? null,
      dicePokerWholeGame: options.dicePokerWholeGame ?? null,
      thousandPolicy: options.thousandPolicy ?? null,
    });
  }

  /**
   * Registers where messages that are not replies (turn reminders, timeout notices) go for chats whose key starts
   * with `prefix` (see core/chat-key.ts). Adapters send them through the same per-chat queue as replies.
   */
  addOutlet(prefix: string, send: Outlet): void {
    this.outlets.push({ prefix, send });
  }

  /**
   * Registers how a computer player throws its own die in chats whose key starts with `prefix` (Telegram: sendDice).
   * Where none is registered (the console) the Butler's own dice stand in, and the record says so (message 0).
   */
  addThrower(prefix: string, throwDie: Thrower): void {
    this.throwers.push({ prefix, throwDie });
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
    if (reply.throws) await this.throwFor(reply.chat, reply.throws);
  }

  /**
   * The answer of a follow-up, read under the chat's lock against the chat as it is now (nothing is written), sent as
   * a notice; a failure is logged, never thrown.
   */
  private async sendFollowUp(chat: string, followUp: FollowUp): Promise<void> {
    try {
      const reply = await this.channels.transact(chat, (current) =>
        this.hosting(() => {
          const session = current && this.channels.read(chat, current);
          const outcome = session ? followUp.answer(session) : null;
          return { result: { reply: outcome ? toReply(chat, outcome, current!.version) : null } };
        }),
      );
      if (reply) await this.notify(reply);
    } catch (error) {
      this.logger.error({ err: error, chat }, 'a follow-up answer was not sent');
    }
  }

  /** Resolves when every follow-up answer whose figures are ready has been sent (see FollowUps.settled). */
  followUpsSent(): Promise<void> {
    return this.followUps.settled();
  }

  /**
   * A computer player's dice, each thrown once (the roll was owed, with every die asked for, in the commit that made
   * this notice: a restart never asks again, sessions/thrown-dice.ts), each logged, each counted under the chat's
   * lock as it comes back; the reply of the completed roll goes out like any notice.
   */
  private async throwFor(chat: string, throws: { player: string; count: number }): Promise<void> {
    const thrower = this.throwers.find((t) => chat.startsWith(t.prefix))?.throwDie;
    for (let i = 0; i < throws.count; i++) {
      let die: { value: number; messageId: number };
      try {
        die = thrower ? await thrower(chat) : { value: this.channels.dice.roll(1)[0]!, messageId: 0 };
      } catch (error) {
        // Not asked again: the die may have been thrown. The bot's clock rolls what is missing after the grace.
        this.logger.error({ err: error, chat, player: throws.player }, 'a computer player’s die was not thrown');
        return;
      }
      this.logger.info({ chat, player: throws.player, value: die.value, message: die.messageId }, 'computer player threw a die');
      const done = await this.botThrew(chat, throws.player, die).catch((error: unknown) => {
        this.logger.error({ err: error, chat }, 'a computer player’s die could not be counted');
        return null;
      });
      if (done && !done.events.some((e) => e.type === 'die_thrown')) await this.notify(done);
    }
  }

  /** Counts a computer player's die towards its owed roll; the reply when the roll is complete, else null. */
  private botThrew(chat: string, player: string, die: { value: number; messageId: number }): Promise<Reply | null> {
    return this.channels.transact(chat, (current) =>
      this.hosting(() => {
        const session = current && this.channels.read(chat, current);
        const game = session?.game;
        const owed = game && owedRoll(game);
        if (!session || !owed || owed.asked === undefined || owed.action.player !== player) return { result: { reply: null } };
        const thrown = addDie(session, die);
        // (a die of several: counted, nothing said — the chat sees Telegram's own 🎲)
        if (thrown.kind === 'owed') {
          const counted = { rich: [], events: [{ type: 'die_thrown' as const, player, value: die.value, left: thrown.left }] };
          return this.channels.commit(chat, current.version, session, thrown.session, (v) => toReply(chat, counted, v));
        }
        if (thrown.result.kind === 'rejected') return { result: { reply: null } };
        const outcome = appliedOutcome(session, owed.action, thrown.result, { render: renderContextFor(session) });
        return this.channels.commit(chat, current.version, session, outcome.session!, (v) => toReply(chat, outcome, v));
      }),
    );
  }

  /** The turn alarm (turn-alarm.ts): reminders, deadlines and bot moves that are due; sent through the outlets. */
  tick(now?: number): Promise<Reply[]> {
    return this.alarm.tick(now);
  }

  /** Expires applied update ids and idle sessions by age (see TurnAlarm.sweep). */
  sweep(now?: number): Promise<{ updates: number; sessions: number } | null> {
    return this.alarm.sweep(now);
  }

  /** Plays every computer-player move of `chat` that is due now (see TurnAlarm.settle). */
  settle(chat: string, limit?: number): Promise<Reply[]> {
    return this.alarm.settle(chat, limit);
  }

  /**
   * Starts the turn alarm's tick and sweep; returns the function that stops them and resolves once the work they
   * had in flight is done (see TurnAlarm.start).
   */
  startClock(intervalMs?: number, sweepMs?: number): () => Promise<void> {
    return this.alarm.start(intervalMs, sweepMs);
  }

  /**
   * Resolves when nothing is in flight any more: every chat's queued updates and the statistics folds after them.
   * Shutdown calls it after the adapters stopped taking updates and the clock stopped, before closing the store.
   */
  drain(): Promise<void> {
    return this.channels.idle();
  }

  /**
   * A chat got a new key (a Telegram group became a supergroup): its sessions, settings and deadlines follow it in
   * one store transaction (SessionStore.moveChat), in line with both chats' updates. Resolves to sessions moved.
   */
  async moveChat(from: string, to: string): Promise<number> {
    const moved = await this.channels.inTurn(from, () => this.channels.inTurn(to, () => this.store.moveChat(from, to)));
    if (moved > 0) this.logger.info({ from, to, moved }, 'chat moved to a new id');
    return moved;
  }

  /**
   * The Butler was removed from a chat: in each of its tables (forum topics too) the game ends without a winner,
   * the lobby is cancelled and the turn clock stops (see commands/chat-removed.ts). Resolves to the tables ended.
   */
  chatRemoved(chat: string): Promise<number> {
    return this.endAllTables(chat);
  }

  private async endAllTables(chat: string): Promise<number> {
    let ended = 0;
    for (const key of await this.store.chatKeys(chat)) {
      const reply = await this.channels.transact(key, (current) => this.hosting(() => this.removalStep(key, current)));
      if (reply) ended++;
    }
    return ended;
  }

  /** One table's step of endAllTables, under its lock (in the games' scope: it reads and ends the game). */
  private removalStep(key: string, current: StoredRecord | null): TransactOutcome<ChannelTransaction> {
    const session = current && this.channels.read(key, current);
    const removal = session ? endForRemoval(session) : null;
    if (!removal) return { result: { reply: null } };
    // outcome.session carries the ended game, so the commit writes its record (see chat-removed.ts).
    const { outcome } = removal;
    return this.channels.commit(key, current!.version, removal.session, outcome.session!, (v) => toReply(key, outcome, v));
  }

  /**
   * Handles one message; resolves to the reply to send, or null when the Butler stays quiet. Never rejects.
   * The steps (src/butler/, each testable alone): parse → route → admin (outside the lock) → lock → read →
   * language → duplicate → stale button → dispatch (preconditions, handler) → save (timeouts, update id).
   */
  handle(incoming: Incoming): Promise<Reply | null> {
    // The steps that need this Butler's games run in its synchronous scope (core/hosted-games.ts), each stretch
    // between two waits on its own: the scope is never held across an await, where another chat's message would
    // run inside it. A message that waits for nothing before its chat's turn (every move) goes from here to the
    // transaction without an async function in between: this runs for every message.
    // Counted once its reply is ready (ops/metrics.ts: an array slot and a histogram bucket, nothing built).
    const started = performance.now();
    const outer = enterHosting(this.games);
    let next: ApplyInput | Promise<Reply | null> | null;
    try {
      next = this.prelude(incoming, started);
    } catch (error) {
      next = Promise.resolve(this.failure(error, incoming.chat, incoming.updateId));
    } finally {
      leaveHosting(outer);
    }
    if (next === null) {
      countUpdate(incoming.chat, KIND_CHAT, started);
      return NO_REPLY;
    }
    if (next instanceof Promise) return next;
    const input = next;
    return this.channels.transact(incoming.chat, (current, applied) => this.applyHosted(input, current, applied), {
      update: incoming.updateId,
      onReply: (reply, committedMs) => counted(incoming.chat, input.route, reply, started, committedMs),
      onError: (error) => counted(incoming.chat, input.route, this.failure(error, incoming.chat, incoming.updateId), started),
    });
  }

  /**
   * Parse and route, in the games' scope: null when the Butler stays quiet, the input of the chat's step when
   * nothing has to be asked first, else the promise of the reply of a message that waits (a query, an admin check, a
   * server's settings, the platform's word on a speaker).
   */
  private prelude(incoming: Incoming, started: number): ApplyInput | Promise<Reply | null> | null {
    // Nobody speaks for a computer player: its moves come only from its stored turn clock.
    if (isBotId(incoming.user.id)) return null;
    // An animated emoji die (Telegram's 🎲) is its own kind of message, never read as words: the chat's own step.
    if (incoming.die) return { incoming, route: { kind: 'die', die: incoming.die }, isAdmin: false, server: undefined, speakerIsAdmin: false };
    // A press on a dice tray is no text either: it is read against the tray kept in the session, inside the lock.
    if (incoming.tap) return { incoming, route: { kind: 'tap', press: incoming.tap }, isAdmin: false, server: undefined, speakerIsAdmin: false };
    const intent = parseStep(incoming, this.logger);
    if (!intent) return null;
    const route = routeStep(intent, incoming.command);
    // only a command can need an admin, or a server (/settings, a server-wide setting stored after the write)
    if (route.kind === 'query' || (route.kind === 'command' && (incoming.server || (route.command && needsAdmin(route.command, route.options))))) {
      return this.waiting(incoming, route, undefined).then((reply) => counted(incoming.chat, route, reply, started));
    }
    const speaker = speakerIsAdmin(incoming, false, this.channels.languages.settled(incoming.chat));
    if (typeof speaker !== 'boolean') return this.waiting(incoming, route, speaker).then((reply) => counted(incoming.chat, route, reply, started));
    return { incoming, route, isAdmin: false, server: undefined, speakerIsAdmin: speaker };
  }

  /** The reply to a message that has to wait for something before its chat's turn (see prelude). */
  private async waiting(incoming: Incoming, route: Route, speaking: Promise<boolean> | undefined): Promise<Reply | null> {
    try {
      if (route.kind === 'query') return await this.query(incoming, route);
      // (each of these is awaited only when it had to ask)
      // (an adapter's admin check reads the command's setting keys, which name the hosted games, before it waits)
      const admin = this.hosting(() => adminStep(incoming, route, () => this.textOf(incoming.chat), this.logger));
      const isAdmin = admin === false ? false : await admin;
      if (typeof isAdmin !== 'boolean') return isAdmin;
      const reading = this.serverFor(incoming, route);
      const server = reading && (await reading);
      const speaker = speaking ?? this.hosting(() => speakerIsAdmin(incoming, isAdmin, this.channels.languages.settled(incoming.chat)));
      const input: ApplyInput = {
        incoming,
        route,
        isAdmin,
        server,
        speakerIsAdmin: isAdmin || (typeof speaker === 'boolean' ? speaker : await speaker),
      };
      return await this.channels.transact(incoming.chat, (current, applied) => this.applyHosted(input, current, applied), {
        update: incoming.updateId,
        // only a command in a chat that has a server can ask for a server-wide setting (/settings)
        ...(incoming.server && route.kind === 'command' ? { afterWrite: (done) => this.storeServerSetting(incoming, done) } : {}),
      });
    } catch (error) {
      return this.failure(error, incoming.chat, incoming.updateId);
    }
  }

  /** The answer to a message whose handling failed: the store was busy (send it again), or a bug (logged). */
  private failure(error: unknown, chat: string, update: string | undefined): Reply {
    if (error instanceof StoreBusyError) {
      // Nothing was written: the move is not lost, it simply did not happen yet, and the player can send it again.
      this.logger.warn({ chat, update, waitedMs: error.waitedMs }, 'store busy');
      return plain(chat, this.textOf(chat).common.errors.storeBusy(), null);
    }
    this.logger.error({ err: error, chat, update }, 'update failed');
    countUpdateFailure(chat);
    return plain(chat, this.textOf(chat).common.errors.internal(), null);
  }

  /** The chat's step (apply) in the games' scope. */
  private applyHosted(input: ApplyInput, current: StoredRecord | null, applied: boolean): TransactOutcome<ChannelTransaction> {
    const outer = enterHosting(this.games);
    try {
      return this.apply(input, current, applied);
    } finally {
      leaveHosting(outer);
    }
  }

  /**
   * Runs the synchronous `work` with this Butler's games as the hosted games (core/hosted-games.ts): the layers
   * below the house reach the registry passed in through it, never a global. Nothing `work` leaves for later (a
   * promise's continuation) is in the scope: a caller that waits runs each synchronous stretch through it anew.
   * Public for what serves this Butler's chats outside a message (the web pages of its finished games).
   */
  hosting<T>(work: () => T): T {
    return hostingNow(this.games, work);
  }

  /** A query command (records, statistics): read outside the chat's lock, nothing in the session changes. */
  private async query(incoming: Incoming, route: Extract<Route, { kind: 'query' }>): Promise<Reply> {
    const text = await this.queryText(incoming.chat);
    // The query's start (up to its store read) and then its render each run in the games' scope, not the wait between.
    const render = await this.hosting(() =>
      route.run({
        chat: incoming.chat,
        user: incoming.user,
        options: route.options,
        privateChat: incoming.privateChat === true,
        records: this.store.gameRecords,
        now: this.clock(),
        verifyUrl: this.verifyUrl,
        pages: this.pages,
        text,
      }),
    );
    return this.hosting(() => toReply(incoming.chat, render(), null));
  }

  /** The rating lines under the reply that ends a game, in the chat's language (null: the game is not rated). */
  private async ratingNote(chat: string, record: GameRecord | null): Promise<Rich | null> {
    const ratings = await gameOverRatings(this.store.gameRecords!, record ?? chat);
    return gameOverRatingLines(ratings, this.textOf(chat).gameOver.ratingWords);
  }

  /**
   * The text of a chat's language as last seen, for what is said outside the chat's lock (adapters' own notices
   * too); `fallback` (else Russian) for a chat not seen yet.
   */
  textOf(chat: string, fallback: Language = DEFAULT_LANGUAGE): Messages {
    return textFor(this.channels.languages.language(chat) ?? fallback);
  }

  /** A query's language: as last seen, else read (without the lock) from the stored session. */
  async queryText(chat: string): Promise<Messages> {
    if (this.channels.languages.language(chat) === undefined) {
      try {
        const current = await this.store.peek(chat);
        // the session's game is checked against this Butler's games
        if (current) this.hosting(() => this.channels.read(chat, current));
      } catch {
        // an unreadable session answers in the default language; the ordinary paths report it
      }
    }
    return this.textOf(chat);
  }

  /**
   * A chat's session as last committed, read without the lock (it may lag a moment): a running game's live page
   * (src/web/live-page.ts) shows it. Null when nothing is stored or the session does not read.
   */
  async peekSession(chat: string): Promise<ChannelSession | null> {
    try {
      const current = await this.store.peek(chat);
      return current ? this.hosting(() => this.channels.read(chat, current)) : null;
    } catch {
      return null;
    }
  }

  /**
   * Tells `listener` every session this process commits, right after the commit, with the events of the reply that
   * goes with it (live pages follow their game: the table from the session, the move from the events).
   */
  onSaved(listener: (chat: string, session: ChannelSession, events: readonly { type: string }[]) => void): void {
    this.channels.onSaved((chat, session, reply) => listener(chat, session, reply?.events ?? []));
  }

  /** The chat's server and its settings, read (outside the lock) only for /settings in a chat that has a server. */
  private serverFor(incoming: Incoming, route: Route): Promise<CommandContext['server']> | undefined {
    if (!incoming.server || route.kind !== 'command' || route.name !== 'settings') return undefined;
    return this.serverSettings.read(incoming.server).then((settings) => ({ settings }));
  }

  /** Stores the server-wide setting a command asked for (the chat's own session was not changed by it). */
  private async storeServerSetting(incoming: Incoming, done: ChannelTransaction): Promise<void> {
    if (done.serverSetting && incoming.server) {
      await this.serverSettings.set(incoming.server, done.serverSetting.key, done.serverSetting.value);
    }
  }

  /** The steps inside the chat's lock (src/butler/session-steps.ts, dispatch-step.ts, save-step.ts), composed. */
  private apply(
    { incoming, route, isAdmin, server, speakerIsAdmin }: ApplyInput,
    current: StoredRecord | null,
    applied: boolean,
  ): TransactOutcome<ChannelTransaction> {
    const chat = incoming.chat;
    const version = current?.version ?? null;
    const stored = this.channels.read(chat, current);
    if (!stored) {
      const unreadable = unreadableStep(incoming, route, isAdmin, this.textOf(chat).common.errors, version);
      if ('reply' in unreadable) return { result: { reply: unreadable.reply } };
      const { reset, outcome } = unreadable;
      return this.channels.commit(chat, version, null, reset, (v) => toReply(chat, outcome, v), incoming.updateId);
    }
    const session = languageStep(stored, incoming, speakerIsAdmin);
    const repeat = duplicateStep(incoming, session, applied);
    if (repeat) return { result: repeat };
    const stale = staleButtonStep(incoming, route, session, version);
    if (stale) return { result: { reply: stale } };
    const dice = watchedDice(this.channels.diceFor(chat, version));
    const ctx: CommandContext = {
      session,
      chat,
      user: incoming.user,
      options: route.kind === 'command' ? route.options : {},
      isAdmin,
      ...(incoming.anonymous ? { anonymous: true } : {}),
      now: this.clock(),
      dice,
      diceOrigin: this.channels.dice.origin,
      render: renderContextFor(session, [incoming.user]),
      ...(server ? { server } : {}),
    };
    const dispatched = dispatchStep(route, ctx);
    if (!dispatched) return { result: { reply: null } };
    // a reply that shows a hand a person may reroll from carries the dice tray (commands/tray-press.ts)
    const trayed = withTray(dispatched, session, ctx.render);
    const outcome = this.pages ? withLiveLink(trayed, route, session, this.pages, chat) : trayed;
    // an answer that follows by itself once its figures are ready (a 1000 policy being solved)
    if (outcome.followUp) this.followUps.expect(chat, outcome.followUp);
    const save = saveStep({
      outcome,
      stored,
      session,
      dice,
      updateId: incoming.updateId,
      player: incoming.user.id,
      seededDice: this.channels.dice.forMove !== undefined,
    });
    if (save.kind === 'answer') return { result: { reply: toReply(chat, save.outcome, version) } };
    if (save.kind === 'server') {
      return { result: { reply: toReply(chat, save.outcome, version), serverSetting: save.outcome.serverSetting } };
    }
    return this.channels.commit(chat, version, session, save.after, (v) => toReply(chat, save.outcome, v), incoming.updateId);
  }
}

/** The game's page under the reply that ends it: only for a fairly sealed game (the page checks its dice). */
function gamePageNote(text: Messages, pages: PageLinks, chat: string, ended: EndedGame): Rich | null {
  const fair = ended.game.fair;
  return fair?.by === 'hmac' ? text.web.webText.gamePage(pages.gameUrl(chat, fair.commitment)) : null;
}

/**
 * The running game's live page under the reply that starts it and under /status: for a fairly sealed game, whose
 * address exists from its first move on (web/live-page.ts). The links are the public address's (runtime-choice.ts
 * gives no PageLinks where nobody in the chat could open them).
 */
function withLiveLink(outcome: CommandOutcome, route: Exclude<Route, { kind: 'query' }>, before: ChannelSession, pages: PageLinks, chat: string): CommandOutcome {
  const started = outcome.events.find((e) => e.type === 'game_started');
  const game = started ? outcome.session?.game : route.kind === 'command' && route.name === 'status' ? before.game : null;
  if (!game || game.fair?.by !== 'hmac') return outcome;
  const text = textFor(renderContextFor(outcome.session ?? before).language);
  return { ...outcome, rich: [...outcome.rich, '\n', ...text.web.gamePage.liveLink(pages.gameUrl(chat, game.fair.commitment))] };
}

/**
 * Counts a handled update (ops/metrics.ts) and passes its reply on: refused when the reply carries a refusal, a
 * command for a command or query, a move for a phrase that was answered, chat for one the Butler stayed quiet about.
 */
function counted(chat: string, route: Route, reply: Reply | null, started: number, ended?: number): Reply | null {
  let kind: number;
  if (reply === null) kind = KIND_CHAT;
  else if (isRefusal(reply)) kind = KIND_REFUSED;
  else kind = route.kind === 'phrase' || route.kind === 'die' || route.kind === 'tap' ? KIND_MOVE : KIND_COMMAND;
  countUpdate(chat, kind, started, ended);
  return reply;
}

function isRefusal(reply: Reply): boolean {
  const events = reply.events;
  for (let i = 0; i < events.length; i++) if (events[i]!.type === 'rejected') return true;
  return false;
}

/** What the steps before the lock found out, for the steps inside it. */
interface ApplyInput {
  incoming: Incoming;
  route: Exclude<Route, { kind: 'query' }>;
  isAdmin: boolean;
  /** the chat's server settings, read for /settings only */
  server: CommandContext['server'];
  /** whether the sender's own language may become the chat's (adminStep.speakerIsAdmin) */
  speakerIsAdmin: boolean;
}
