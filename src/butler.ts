// The platform-neutral core: one incoming message in, at most one reply out.
// parse (pure) → admin check (may ask the platform, outside the lock) → per-chat queue → store transaction
// (load + validate → dedupe → command or move → save) → reply. Nothing here knows which platform it serves.
// Loading and committing a chat is sessions/channels.ts; what happens when nobody writes (reminders, deadlines,
// computer players) is turn-alarm.ts.
import { needsAdmin, reply, toReply, type CommandContext, type CommandDefinition, type CommandOutcome } from './commands/command.ts';
import { refuse } from './commands/refuse.ts';
import type { Intent } from './commands/intent.ts';
import { parseMessage } from './commands/parse/index.ts';
import { handlePhrase } from './commands/phrase-move.ts';
import { renderContextFor } from './commands/render-context.ts';
import { commandByName } from './commands/slash/index.ts';
import { endForRemoval } from './commands/chat-removed.ts';
import type { Incoming, Reply } from './core/reply.ts';
import type { Rich } from './core/rich.ts';
import { DiceExhaustedError, type DiceSource } from './dice/dice-source.ts';
import type { DiceRoller } from './games/types.ts';
import type { Logger } from './log.ts';
import { textFor, type Messages } from './messages/index.ts';
import { DEFAULT_LANGUAGE, type Language } from './core/language.ts';
import { withPlatformLanguage } from './sessions/chat-language.ts';
import { isBotId } from './sessions/bot-players.ts';
import { Channels, type ChannelTransaction } from './sessions/channels.ts';
import { DEFAULT_RETENTION, type Retention } from './sessions/retention.ts';
import { ServerSettings } from './sessions/server-settings.ts';
import { emptySession, rememberUpdate, type ChannelSession } from './sessions/session.ts';
import { StoreBusyError } from './storage/store-busy.ts';
import type { SessionStore, StoredRecord, TransactOutcome } from './storage/types.ts';
import type { DicePokerPolicy, ThousandPolicyMove } from './strategy/bots/index.ts';
import { TurnAlarm } from './turn-alarm.ts';

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
  /** the exact Dice Poker policy for computer players (absent: they play greedily; pending: their move waits) */
  dicePokerPolicy?: DicePokerPolicy | null;
  /** the solved 1000 policy for computer players (absent: their plain policy; pending while solving: they wait) */
  thousandPolicy?: ThousandPolicyMove | null;
  /** where docs/verify.html is served (BUTLER_VERIFY_URL): /game links to it with the record in the fragment */
  verifyUrl?: string;
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
  private readonly verifyUrl: string | undefined;

  constructor(options: ButlerOptions) {
    this.store = options.store;
    this.serverSettings = new ServerSettings(options.store);
    this.logger = options.logger;
    this.clock = options.clock ?? Date.now;
    this.verifyUrl = options.verifyUrl;
    this.channels = new Channels({
      store: options.store,
      dice: options.dice,
      logger: this.logger,
      clock: this.clock,
      cacheSize: options.cacheSize ?? 10_000,
      botDelaySeconds: options.botDelaySeconds ?? null,
    });
    this.alarm = new TurnAlarm({
      channels: this.channels,
      logger: this.logger,
      clock: this.clock,
      retention: options.retention ?? DEFAULT_RETENTION,
      notify: (reply) => this.notify(reply),
      backoff: options.clockBackoff,
      dicePokerPolicy: options.dicePokerPolicy ?? null,
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
  async chatRemoved(chat: string): Promise<number> {
    let ended = 0;
    for (const key of await this.store.chatKeys(chat)) {
      const reply = await this.channels.transact(key, (current): TransactOutcome<ChannelTransaction> => {
        const session = current && this.channels.read(key, current);
        const removal = session ? endForRemoval(session) : null;
        if (!removal) return { result: { reply: null } };
        // outcome.session carries the ended game, so the commit writes its record (see chat-removed.ts).
        const { outcome } = removal;
        return this.channels.commit(key, current!.version, removal.session, outcome.session!, (v) => toReply(key, outcome, v));
      });
      if (reply) ended++;
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
      const server = await this.serverFor(incoming, intent);
      const speakerIsAdmin = await this.speakerIsAdmin(incoming, isAdmin);
      return await this.channels.transact(
        incoming.chat,
        (current, applied) => this.apply(incoming, intent, isAdmin, current, applied, server, speakerIsAdmin),
        { update: incoming.updateId, afterWrite: (done) => this.storeServerSetting(incoming, done) },
      );
    } catch (error) {
      if (error instanceof StoreBusyError) {
        // Nothing was written: the move is not lost, it simply did not happen yet, and the player can send it again.
        this.logger.warn({ chat: incoming.chat, update: incoming.updateId, waitedMs: error.waitedMs }, 'store busy');
        return plain(incoming.chat, this.textOf(incoming.chat).common.errors.storeBusy(), null);
      }
      this.logger.error({ err: error, chat: incoming.chat, update: incoming.updateId }, 'update failed');
      return plain(incoming.chat, this.textOf(incoming.chat).common.errors.internal(), null);
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
    return toReply(incoming.chat, outcome, null);
  }

  /**
   * The text of a chat's language as last seen, for what is said outside the chat's lock (adapters' own notices
   * too); `fallback` (else Russian) for a chat not seen yet.
   */
  textOf(chat: string, fallback: Language = DEFAULT_LANGUAGE): Messages {
    return textFor(this.channels.languages.language(chat) ?? fallback);
  }

  /** A query's language: as last seen, else read (without the lock) from the stored session. */
  private async queryText(chat: string): Promise<Messages> {
    if (this.channels.languages.language(chat) === undefined) {
      try {
        const current = await this.store.peek(chat);
        if (current) this.channels.read(chat, current);
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
    if (incoming.platformLanguage?.from !== 'speaker' || this.channels.languages.settled(incoming.chat)) return false;
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

  /** Stores the server-wide setting a command asked for (the chat's own session was not changed by it). */
  private async storeServerSetting(incoming: Incoming, done: ChannelTransaction): Promise<void> {
    if (done.serverSetting && incoming.server) {
      await this.serverSettings.set(incoming.server, done.serverSetting.key, done.serverSetting.value);
    }
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
      return toReply(incoming.chat, refuse(this.textOf(incoming.chat).common.errors.cannotCheckAdmin(), incoming.user, 'cannot_check_admin'), null);
    }
    return isAdmin ? true : toReply(incoming.chat, refuse(this.textOf(incoming.chat).common.errors.adminOnly(command.name), incoming.user, 'admin_only'), null);
  }

  private apply(
    incoming: Incoming,
    intent: Intent,
    isAdmin: boolean,
    current: StoredRecord | null,
    applied: boolean,
    server?: CommandContext['server'],
    speakerIsAdmin = false,
  ): TransactOutcome<ChannelTransaction> {
    const chat = incoming.chat;
    const version = current?.version ?? null;
    const stored = this.channels.read(chat, current);
    const { errors } = this.textOf(chat).common;
    if (!stored) {
      // An admin's /endgame is the way out: it replaces the unreadable session with an empty one.
      if (intent.kind === 'command' && intent.name === 'endgame' && isAdmin) {
        const fresh = rememberUpdate(emptySession(), incoming.updateId);
        const reset = reply(errors.corruptSessionReset(), [{ type: 'game_ended', game: null }]);
        return this.channels.commit(chat, version, null, fresh, (v) => toReply(chat, reset, v), incoming.updateId);
      }
      return { result: { reply: plain(chat, errors.corruptSession(), version) } };
    }
    // The store's table of applied ids is the check that no window can outrun; `seen` (the last ids kept in the
    // session) still covers updates applied before that table existed.
    // The platform's word on the language comes first, so that this very reply speaks it.
    const session = withPlatformLanguage(stored, incoming.platformLanguage, speakerIsAdmin);
    if (incoming.updateId && (applied || session.seen.includes(incoming.updateId))) {
      // Applied already. The channel's latest update is answered again with the reply it got: a re-delivery
      // usually means the process that applied it died before its reply was sent. An older one stays quiet.
      const answer = session.answer;
      return { result: { reply: answer?.update === incoming.updateId ? (answer.reply as Reply) : null } };
    }
    // A move button belongs to the state it was drawn for; a command button (/join) means the same at any time and
    // is checked against the current state like a typed command, so the lobby's join button serves every player.
    if (incoming.buttonVersion !== undefined && intent.kind !== 'command' && incoming.buttonVersion !== version) {
      const stale = refuse(renderContextFor(session).text.common.errors.staleButton(), incoming.user, 'stale_button');
      return { result: { reply: toReply(chat, stale, version) } };
    }
    const dice = watchedDice(this.channels.diceFor(chat, version));
    const ctx: CommandContext = {
      session,
      user: incoming.user,
      args: intent.kind === 'command' ? intent.args : '',
      isAdmin,
      ...(incoming.anonymous ? { anonymous: true } : {}),
      now: this.clock(),
      dice,
      diceOrigin: this.channels.dice.origin,
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
      return { result: { reply: toReply(chat, outcome, version), serverSetting: outcome.serverSetting } };
    }
    if (!outcome.session) {
      // A free roll changes no game, but its update is remembered like a move: delivered again, it must not roll
      // other dice. With seeded dice (`forMove`) it is saved even without an id: the dice are keyed on the session
      // version, so the save is what makes the next free roll differ — and a replay still rolls the same.
      // Anything else that changes nothing (a refusal, /status) is simply answered again.
      // A language the platform just suggested is kept too (written once: the next message finds it stored).
      const save =
        session !== stored || (dice.used && (incoming.updateId !== undefined || this.channels.dice.forMove !== undefined));
      if (!save) return { result: { reply: toReply(chat, outcome, version) } };
      outcome = { ...outcome, session };
    }
    const done = outcome;
    const after = resetTimeouts(rememberUpdate(done.session!, incoming.updateId), session, incoming.user.id);
    return this.channels.commit(chat, version, session, after, (v) => toReply(chat, done, v), incoming.updateId);
  }

  private dispatch(intent: Intent, ctx: CommandContext): CommandOutcome | null {
    if (intent.kind !== 'command') return handlePhrase(intent, ctx);
    const command = commandByName(intent.name);
    if (!command) return refuse(ctx.render.text.common.errors.unknownCommand(intent.name), ctx.user, 'unknown_command');
    return command.handle(ctx);
  }
}

/** A notice that is no answer to a command: no events, no buttons. */
function plain(chat: string, rich: Rich, version: number | null): Reply {
  return { chat, rich, events: [], buttons: [], version };
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

/** A player who moves by themselves is no longer counted as timing out. */
function resetTimeouts(after: ChannelSession, before: ChannelSession, player: string): ChannelSession {
  const game = after.game;
  if (!game || !game.timeouts[player] || before.game?.state === game.state) return after;
  const { [player]: _reset, ...rest } = game.timeouts;
  return { ...after, game: { ...game, timeouts: rest } };
}
