// The platform-neutral core: one incoming message in, at most one reply out.
// parse (pure) → admin check (may ask the platform, outside the lock) → per-chat queue → store transaction
// (load + validate → dedupe → command or move → save) → reply. Nothing here knows which platform it serves.
import { needsAdmin, refuse, type CommandContext, type CommandOutcome } from './commands/command.ts';
import type { Intent } from './commands/intent.ts';
import { parseMessage } from './commands/parse/index.ts';
import { handlePhrase } from './commands/phrase-move.ts';
import { renderContextFor } from './commands/render-context.ts';
import { commandByName } from './commands/slash/index.ts';
import { autoTurnOutcome } from './commands/auto-turn-reply.ts';
import { engineFor } from './games/registry.ts';
import { turnClockText } from './messages/ru/turn-clock.ts';
import { playOutTurn } from './sessions/auto-turn.ts';
import { DiceExhaustedError, type DiceSource } from './dice/dice-source.ts';
import type { Logger } from './log.ts';
import { errors } from './messages/ru/common.ts';
import type { Rich } from './messages/rich.ts';
import { ChatQueue } from './sessions/chat-queue.ts';
import { SessionCache } from './sessions/session-cache.ts';
import {
  CorruptSessionError,
  emptySession,
  readSession,
  rememberUpdate,
  type ChannelSession,
} from './sessions/session.ts';
import { nextClock, turnTimeoutMs, wakeAt } from './sessions/turn-clock.ts';
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
}

export class Butler {
  readonly store: SessionStore;
  private readonly dice: DiceSource;
  private readonly logger: Logger;
  private readonly clock: () => number;
  private readonly queue = new ChatQueue();
  private readonly cache: SessionCache;
  private readonly outlets: { prefix: string; send: Outlet }[] = [];

  constructor(options: ButlerOptions) {
    this.store = options.store;
    this.dice = options.dice;
    this.logger = options.logger;
    this.clock = options.clock ?? Date.now;
    this.cache = new SessionCache(options.cacheSize ?? 10_000);
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
    try {
      const isAdmin = await this.resolveAdmin(incoming, intent);
      if (typeof isAdmin !== 'boolean') return isAdmin;
      return await this.queue.run(incoming.chat, async () =>
        this.keep(
          incoming.chat,
          await this.store.transact(incoming.chat, (current) => this.apply(incoming, intent, isAdmin, current)),
        ),
      );
    } catch (error) {
      this.logger.error({ err: error, chat: incoming.chat, update: incoming.updateId }, 'update failed');
      return this.plain(incoming.chat, errors.internal(), null);
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
      return this.rejected(incoming, errors.cannotCheckAdmin(), 'cannot_check_admin');
    }
    return isAdmin ? true : this.rejected(incoming, errors.adminOnly(command.name), 'admin_only');
  }

  /** After a commit: caches the session that was written and returns the reply. */
  private keep(key: string, step: Step): Reply | null {
    if (step.saved) this.cache.set(key, step.saved.version, step.saved.session);
    return step.reply;
  }

  /**
   * The dice for a move applied to `version` of a chat: from the source's `forMove` when it has one (seeded dice:
   * the same whichever process applies the move), else the source itself.
   */
  private diceFor(chat: string, version: number | null): DiceRoller {
    return this.dice.forMove?.(chat, version ?? 0) ?? this.dice;
  }

  private apply(incoming: Incoming, intent: Intent, isAdmin: boolean, current: StoredRecord | null): TransactOutcome<Step> {
    const version = current?.version ?? null;
    let session: ChannelSession;
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
    if (incoming.updateId && session.seen.includes(incoming.updateId)) {
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
    const dice = watchedDice(this.diceFor(incoming.chat, version));
    const ctx: CommandContext = {
      session,
      user: incoming.user,
      args: intent.kind === 'command' ? intent.args : '',
      isAdmin,
      now: this.clock(),
      dice,
      render: renderContextFor(session, [incoming.user]),
    };
    let outcome: CommandOutcome | null;
    try {
      outcome = this.dispatch(intent, ctx);
    } catch (error) {
      if (!(error instanceof DiceExhaustedError)) throw error;
      outcome = refuse(errors.diceExhausted(), incoming.user, 'dice_exhausted');
    }
    if (!outcome) return { result: { reply: null } };
    if (!outcome.session) {
      // A free roll changes no game, but its update is remembered like a move: delivered again, it must not roll
      // other dice. Anything else that changes nothing (a refusal, /status) is simply answered again.
      if (!(incoming.updateId && dice.used)) return { result: { reply: this.toReply(incoming.chat, outcome, version) } };
      outcome = { ...outcome, session };
    }
    const after = resetTimeouts(rememberUpdate(outcome.session!, incoming.updateId), session, incoming.user.id);
    return this.commit(incoming.chat, version, session, after, outcome, incoming.updateId);
  }

  private dispatch(intent: Intent, ctx: CommandContext): CommandOutcome | null {
    if (intent.kind !== 'command') return handlePhrase(intent, ctx);
    const command = commandByName(intent.name);
    if (!command) return refuse(errors.unknownCommand(intent.name), ctx.user, 'unknown_command');
    return command.handle(ctx);
  }

  private load(key: string, current: StoredRecord | null): ChannelSession {
    if (!current) return emptySession();
    const cached = this.cache.get(key, current.version);
    if (cached) return cached;
    const session = readSession(key, current.data);
    this.cache.set(key, current.version, session);
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
    let session = withClock(before, changed, this.clock());
    if (updateId) session = { ...session, answer: { update: updateId, reply } };
    return {
      write: { data: JSON.stringify(session), deadline: wakeAt(session.game?.clock) },
      result: { reply, saved: { version: nextVersion, session } },
    };
  }

  /**
   * Wakes the channels whose turn reminder or deadline has come (after a restart: every overdue one at once) and
   * sends what happened through the outlets. Safe with several processes: each channel is re-checked under its lock,
   * so a deadline fires exactly once.
   */
  async tick(now: number = this.clock()): Promise<Reply[]> {
    const keys = await this.store.due(now, 500);
    const notices: Reply[] = [];
    for (const key of keys) {
      try {
        const notice = await this.queue.run(key, async () =>
          this.keep(key, await this.store.transact(key, (current) => this.wake(key, current, now))),
        );
        if (notice) notices.push(notice);
      } catch (error) {
        this.logger.error({ err: error, chat: key }, 'turn clock failed');
      }
    }
    for (const notice of notices) await this.notify(notice);
    return notices;
  }

  /** Runs `tick` every `intervalMs` (and once at once); returns the function that stops it. */
  startClock(intervalMs = 5_000): () => void {
    let running = false;
    const run = () => {
      if (running) return;
      running = true;
      void this.tick().finally(() => (running = false));
    };
    run();
    const timer = setInterval(run, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
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
    if (!game || !clock) return { write: { data: current.data, deadline: null }, result: quiet };
    if (now < wakeAt(clock)!) return { result: quiet }; // another process got here first
    const ctx = renderContextFor(session);
    const player = ctx.player(clock.player);
    if (!clock.reminded && now < clock.deadline) {
      const expected = engineFor(game.id).expected(game.state);
      const reminded = { ...session, game: { ...game, clock: { ...clock, reminded: true } } };
      if (!expected) return { result: quiet };
      const minutesLeft = Math.max(1, Math.round((clock.deadline - now) / 60_000));
      return this.commit(key, current.version, reminded, reminded, {
        rich: turnClockText.reminder(player, game.id, expected, minutesLeft),
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
    return this.commit(key, current.version, session, turn.session, autoTurnOutcome(session, turn, (p) => turnClockText.timedOut(p, minutes)));
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
function withClock(before: ChannelSession | null, after: ChannelSession, now: number): ChannelSession {
  if (!after.game) return after;
  const clock = nextClock(before?.game ?? null, after.game, now, turnTimeoutMs(after.settings));
  return clock === after.game.clock ? after : { ...after, game: { ...after.game, clock } };
}

/** A player who moves by themselves is no longer counted as timing out. */
function resetTimeouts(after: ChannelSession, before: ChannelSession, player: string): ChannelSession {
  const game = after.game;
  if (!game || !game.timeouts[player] || before.game?.state === game.state) return after;
  const { [player]: _reset, ...rest } = game.timeouts;
  return { ...after, game: { ...game, timeouts: rest } };
}
