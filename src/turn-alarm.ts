// The turn alarm: what happens in a chat when nobody wrote — the half-time reminder, the turn played out at the
// deadline, a computer player's due move, and the hourly sweep of old data. The stored turn clock is the truth
// (a restart or a second instance picks it up through `tick`); a timer in a live process is only a hint that wakes
// a bot's move on time. It lives beside butler.ts, not in sessions/, because it renders replies and plays bot moves.
import { autoTurnOutcome } from './commands/auto-turn-reply.ts';
import { botMoveOutcome } from './commands/bot-move.ts';
import { toReply } from './commands/command.ts';
import { withTray } from './commands/tray-press.ts';
import type { Reply } from './core/reply.ts';
import { DiceExhaustedError } from './dice/dice-source.ts';
import { engineOf } from './core/hosted-games.ts';
import type { Logger } from './log.ts';
import { renderContextFor } from './commands/render-context.ts';
import { playOutTurn } from './sessions/auto-turn.ts';
import { isBotClock, nextTurnClock } from './sessions/bot-clock.ts';
import type { Channels, ChannelTransaction } from './sessions/channels.ts';
import { isIdleSession, type Retention } from './sessions/retention.ts';
import type { ChannelSession } from './sessions/session.ts';
import { StoreOutage } from './sessions/store-outage.ts';
import { turnTimeoutMs, wakeAt } from './sessions/turn-clock.ts';
import { isPolicyPending, type DicePokerPolicy, type DicePokerWholeGamePolicy, type ThousandPolicyMove } from './strategy/bots/index.ts';
import type { StoredRecord, TransactOutcome } from './storage/types.ts';
import { metrics } from './ops/metrics.ts';

export interface TurnAlarmOptions {
  channels: Channels;
  logger: Logger;
  clock: () => number;
  retention: Retention;
  /** sends a message that is not a reply through the adapter that serves its chat */
  notify: (reply: Reply) => Promise<void>;
  /**
   * runs a synchronous step with the Butler's games as the hosted games (core/hosted-games.ts): each chat's step
   * under its lock (engines, words, bot moves, the next deadline) needs them, and the scope lasts only while it runs
   */
  hosting: <T>(work: () => T) => T;
  /** the clock's pauses while the store is failing (default: 1 s doubling up to 60 s) */
  backoff?: { firstBackoffMs?: number; maxBackoffMs?: number };
  dicePokerPolicy: DicePokerPolicy | null;
  /** the two-player whole-game Dice Poker move (absent: played for score until the last round) */
  dicePokerWholeGame?: DicePokerWholeGamePolicy | null;
  thousandPolicy: ThousandPolicyMove | null;
}

/** The most moves one tick plays (across chats); the rest wait for the next tick. */
const TICK_LIMIT = 500;

type WaitFor = (pending: Promise<unknown>) => void;
/** Notes when what the step acts on was due (a reminder, a deadline, a computer player's move). */
type Acted = (dueAt: number) => void;

/** One chat woken: the notice to send, or the promise of a policy its bot waits for. */
interface Woken {
  notice: Reply | null;
  pending: Promise<unknown> | null;
}

export class TurnAlarm {
  private readonly channels: Channels;
  private readonly logger: Logger;
  private readonly clock: () => number;
  private readonly retention: Retention;
  private readonly notify: (reply: Reply) => Promise<void>;
  private readonly hosting: <T>(work: () => T) => T;
  private readonly dicePokerPolicy: DicePokerPolicy | null;
  private readonly dicePokerWholeGame: DicePokerWholeGamePolicy | null;
  private readonly thousandPolicy: ThousandPolicyMove | null;
  /** the store's health as the alarm sees it: one log line per outage, back-off while it lasts */
  private readonly outage: StoreOutage;
  /** channels whose wake-up failed and was logged; logged again only after it worked once */
  private readonly failingWakes = new Set<string>();
  /** set by start: a bot's pending move is then also woken by a timer at its time, not only by the next tick */
  private live = false;
  private readonly botTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** set when stopping: nothing new starts */
  private stopping = false;
  /** the tick in progress, if any */
  private running: Promise<void> | null = null;
  /** wake-ups under way (tick, settle, timers, policy waits): stopping waits for them */
  private readonly inFlight = new Set<Promise<unknown>>();
  /** chats whose bot waits for its policy in a live process (one wait each) */
  private readonly waitingForPolicy = new Set<string>();
  /** per chat, the last notice queued for sending (see send) */
  private readonly sending = new Map<string, Promise<void>>();

  constructor(options: TurnAlarmOptions) {
    this.channels = options.channels;
    this.logger = options.logger;
    this.clock = options.clock;
    this.retention = options.retention;
    this.notify = options.notify;
    this.hosting = options.hosting;
    this.dicePokerPolicy = options.dicePokerPolicy;
    this.dicePokerWholeGame = options.dicePokerWholeGame ?? null;
    this.thousandPolicy = options.thousandPolicy;
    this.outage = new StoreOutage(this.logger, 'turn clock', options.backoff);
    this.channels.onSaved((key, session) => this.scheduleBot(key, session));
  }

  /**
   * Wakes the channels whose turn reminder or deadline has come (after a restart: every overdue one at once) and
   * sends what happened. Safe with several processes: each channel is re-checked under its lock, so a deadline
   * fires exactly once.
   */
  async tick(now: number = this.clock()): Promise<Reply[]> {
    // Never rejects: a store that fails here (connection lost, file locked or damaged) pauses the clock with
    // back-off and one log line per outage; replies to players go on being tried on their own.
    if (!this.outage.ready(now)) return [];
    const notices: Reply[] = [];
    // Due moves are played in due-time order, ties by room (the stores' `due` order), one at a time and asking again
    // after each: a bot move that makes the next one due at once (after a crash, all of them) takes its place among
    // the others by its due time, as in an uninterrupted run. A chat whose move waits (a policy not ready) is left.
    const waiting = new Set<string>();
    for (let played = 0; played < TICK_LIMIT && !this.stopping; played++) {
      let key: string | undefined;
      try {
        key = (await this.channels.store.due(now, waiting.size + 1)).find((k) => !waiting.has(k));
      } catch (error) {
        this.outage.failed(error, now);
        return notices;
      }
      this.outage.succeeded(now);
      if (key === undefined) break;
      const woken = await this.wakeChat(key, now);
      if (woken.pending) {
        waiting.add(key);
        this.wakeWhenReady(key, woken.pending);
        continue;
      }
      if (!woken.notice) {
        waiting.add(key); // nothing changed (another process got there, a failing chat): not again in this tick
        continue;
      }
      notices.push(woken.notice);
      // Sent at once, not after the whole batch: a process killed mid-tick loses at most the notice in flight.
      await this.send(key, woken.notice);
    }
    return notices;
  }

  /**
   * Expires applied update ids and idle sessions by age (see Retention). Never rejects: a failing store is logged
   * and the next sweep tries again.
   */
  async sweep(now: number = this.clock()): Promise<{ updates: number; sessions: number } | null> {
    try {
      const swept = await this.channels.store.sweep({
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
   * Plays every computer-player move of `chat` that is due now and sends each, one reply per move; returns them.
   * The console calls it after each line, so with --bot-delay 0 a script reads bot moves in order. Exact: the time is
   * read under the chat's lock (a move a timer played meanwhile cannot hide the next one that is due), a bot whose
   * policy is not ready is waited for, and it returns only when every reply of the chat so far has been sent.
   * When the chat's session as this process last committed or read it gives no computer player a move due now (the
   * console's every line in a game of people), that is the answer without a transaction: the store is asked only
   * when a bot may move. (A bot's turn that another process wrote since is the turn clock's, as it would be anyway.)
   */
  async settle(chat: string, limit = 500): Promise<Reply[]> {
    const played: Reply[] = [];
    for (let i = 0; i < limit; i++) {
      if (!this.botMayMove(chat)) break;
      const woken = await this.wakeChat(chat, null, true);
      if (woken.pending) {
        try {
          await woken.pending;
        } catch (error) {
          this.logger.error({ err: error, chat }, 'a computer player’s policy could not be made ready');
          break;
        }
        continue;
      }
      if (!woken.notice) break;
      played.push(woken.notice);
      await this.send(chat, woken.notice);
    }
    await this.sending.get(chat);
    return played;
  }

  /**
   * Runs `tick` every `intervalMs` (and once at once), and `sweep` every `sweepMs` (first after one interval, so a
   * start is not slowed by it); returns the function that stops both.
   */
  start(intervalMs = 5_000, sweepMs = 60 * 60_000): () => Promise<void> {
    this.live = true;
    this.stopping = false;
    let lastSweep = this.clock() - sweepMs + intervalMs;
    const run = () => {
      if (this.running || this.stopping) return;
      const now = this.clock();
      const sweepNow = now - lastSweep >= sweepMs;
      if (sweepNow) lastSweep = now;
      this.running = this.tick()
        .then(() => (sweepNow ? this.sweep(now) : null))
        .then(() => undefined)
        .finally(() => (this.running = null));
    };
    run();
    const timer = setInterval(run, intervalMs);
    timer.unref();
    // Stopping: no new tick, timer or wait-for-a-policy starts; the tick and the wake-ups in flight finish (their
    // moves commit and their notices are sent) before the promise resolves, so the store can be closed after it.
    return async () => {
      clearInterval(timer);
      this.live = false;
      this.stopping = true;
      for (const bot of this.botTimers.values()) clearTimeout(bot);
      this.botTimers.clear();
      await this.running;
      await Promise.all([...this.inFlight]);
      await Promise.all([...this.sending.values()]);
    };
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
        void this.wakeBotNow(key);
      },
      // a few ms late rather than early: a timer may fire a little before the wall clock reaches the due time
      Math.max(0, clock.deadline - this.clock()) + 5,
    );
    timer.unref();
    this.botTimers.set(key, timer);
  }

  /** A live wake-up of one chat's due bot move (timer, or its policy just became ready). */
  private async wakeBotNow(key: string): Promise<void> {
    if (this.stopping) return;
    const woken = await this.wakeChat(key, null, true);
    if (woken.pending) this.wakeWhenReady(key, woken.pending);
    else if (woken.notice) await this.send(key, woken.notice);
  }

  /** A bot waits for its policy: in a live process the chat is woken again once it is ready (else: the next tick). */
  private wakeWhenReady(key: string, pending: Promise<unknown>): void {
    if (!this.live || this.stopping || this.waitingForPolicy.has(key)) return;
    this.waitingForPolicy.add(key);
    const woken = pending.then(
      () => {
        this.waitingForPolicy.delete(key);
        return this.wakeBotNow(key);
      },
      (error: unknown) => {
        this.waitingForPolicy.delete(key);
        this.logger.error({ err: error, chat: key }, 'a computer player’s policy could not be made ready');
      },
    );
    this.track(woken);
  }

  /**
   * Sends a notice after every notice of the same chat sent before it: the notices go out in the order their moves
   * were committed, whether a timer, the tick or settle played them (each is queued as soon as its commit returns).
   */
  private send(key: string, notice: Reply): Promise<void> {
    const previous = this.sending.get(key) ?? Promise.resolve();
    const sent = previous.then(() => this.notify(notice)).catch((error: unknown) => {
      this.logger.error({ err: error, chat: key }, 'a notice could not be sent');
    });
    this.sending.set(key, sent);
    void sent.then(() => {
      if (this.sending.get(key) === sent) this.sending.delete(key);
    });
    return sent;
  }

  /** Keeps a wake-up in the set that stopping waits for. */
  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => {});
    return work;
  }

  /**
   * Wakes one chat under its lock (see tick); the notice, not yet sent, or the promise a bot's policy is waited on.
   * `at`: the time to judge by, or null to read the clock under the lock (settle, timers: exact). `botsOnly`: only a
   * due bot move is played, and a chat with nothing due is left exactly as it is (no write, so its version does not
   * move).
   */
  private wakeChat(key: string, at: number | null, botsOnly = false): Promise<Woken> {
    return this.track(this.wakeChatOnce(key, at, botsOnly));
  }

  private async wakeChatOnce(key: string, at: number | null, botsOnly: boolean): Promise<Woken> {
    let pending: Promise<unknown> | null = null;
    const waitFor = (promise: Promise<unknown>) => (pending = promise);
    // when what woke the chat was due (set by the step that acted on it): its lateness is measured once it is done
    let dueAt: number | null = null;
    const acted = (due: number) => (dueAt = due);
    try {
      const notice = await this.channels.transact(key, (current) =>
        this.hosting(() => {
          const now = at ?? this.clock();
          return botsOnly ? this.wakeBot(key, current, now, waitFor, acted) : this.wake(key, current, now, waitFor, acted);
        }),
      );
      if (notice && dueAt !== null) metrics.turnClockLag.observe(Math.max(0, this.clock() - dueAt) / 1000);
      this.failingWakes.delete(key);
      return { notice, pending };
    } catch (error) {
      // Logged once per channel until it works again: a channel that keeps failing is retried every tick.
      if (!this.failingWakes.has(key)) this.logger.error({ err: error, chat: key }, 'turn clock failed');
      this.failingWakes.add(key);
      return { notice: null, pending: null };
    }
  }

  private wake(key: string, current: StoredRecord | null, now: number, waitFor: WaitFor, acted: Acted): TransactOutcome<ChannelTransaction> {
    const quiet = { reply: null };
    if (!current) return { result: quiet };
    const session = this.channels.read(key, current);
    // Unreadable: keep the data for an admin to see, but stop waking this channel.
    if (!session) return { write: { data: current.data, deadline: null }, result: quiet };
    const game = session.game;
    const clock = game?.clock;
    // A stale wake-up (no game or no clock any more): keep the data, stop waking the channel.
    if (!game || !clock) return { write: { data: current.data, deadline: null, idle: isIdleSession(session) }, result: quiet };
    if (now < wakeAt(clock)!) return { result: quiet }; // another process got here first
    acted(wakeAt(clock)!);
    if (isBotClock(clock)) return this.botStep(key, current, session, waitFor);
    const ctx = renderContextFor(session);
    const player = ctx.player(clock.player);
    if (!clock.reminded && now < clock.deadline) {
      const expected = engineOf(game.id).expected(game.state);
      const reminded = { ...session, game: { ...game, clock: { ...clock, reminded: true } } };
      if (!expected) return { result: quiet };
      const outcome = {
        rich: ctx.text.turnClock.turnClockText.reminder(player, game.id, expected, clock.deadline - now),
        events: [{ type: 'reminder' as const, player: clock.player }],
      };
      return this.channels.commit(key, current.version, reminded, reminded, (v) => toReply(key, outcome, v));
    }
    let turn;
    try {
      turn = playOutTurn(session, this.channels.diceFor(key, current.version));
    } catch (error) {
      if (!(error instanceof DiceExhaustedError)) throw error;
      this.logger.warn({ chat: key }, 'scripted dice used up at a turn deadline');
      return { result: quiet };
    }
    if (!turn) return { result: quiet };
    const minutes = Math.round((turnTimeoutMs(session.settings) ?? clock.deadline - clock.remindAt) / 60_000);
    // the next player's hand comes with the dice tray when they may reroll from it (commands/tray-press.ts)
    const outcome = withTray(autoTurnOutcome(session, turn, (text, p) => text.turnClock.turnClockText.timedOut(p, minutes)), session, ctx);
    return this.channels.commit(key, current.version, session, turn.session, (v) => toReply(key, outcome, v));
  }

  /** The bot move of this chat if one is due now; otherwise nothing at all (see wakeChat). */
  /** Whether a computer player may have a move due now in `key`, by its latest session known here (see settle). */
  private botMayMove(key: string): boolean {
    const known = this.channels.latest(key);
    if (known === null) return true; // not known here: the store says
    const clock = known.game?.clock;
    return !!clock && isBotClock(clock) && this.clock() >= clock.deadline;
  }

  private wakeBot(key: string, current: StoredRecord | null, now: number, waitFor: WaitFor, acted: Acted): TransactOutcome<ChannelTransaction> {
    const quiet = { result: { reply: null } };
    if (!current) return quiet;
    const session = this.channels.read(key, current);
    const clock = session?.game?.clock;
    if (!session || !clock || !isBotClock(clock) || now < clock.deadline) return quiet;
    acted(clock.deadline);
    return this.botStep(key, current, session, waitFor);
  }

  /** A computer player's due move: one ordinary move through the engine, saved and answered like a person's. */
  private botStep(key: string, current: StoredRecord, session: ChannelSession, waitFor: WaitFor): TransactOutcome<ChannelTransaction> {
    let outcome;
    try {
      outcome = botMoveOutcome(session, this.channels.diceFor(key, current.version), {
        dicePokerPolicy: this.dicePokerPolicy,
        dicePokerWholeGame: this.dicePokerWholeGame,
        thousandPolicy: this.thousandPolicy,
        now: this.clock(),
      });
    } catch (error) {
      if (!(error instanceof DiceExhaustedError)) throw error;
      this.logger.warn({ chat: key }, 'scripted dice used up at a bot move');
      return { result: { reply: null } };
    }
    // The bot's policy is not ready: nothing is written, the clock stays due, and the caller waits outside the lock.
    if (isPolicyPending(outcome)) {
      waitFor(outcome.pending);
      return { result: { reply: null } };
    }
    // No bot to move any more (a stale clock): keep the data, set the clock afresh for whoever moves now.
    if (!outcome) {
      const game = session.game!;
      const clock = nextTurnClock(null, game, this.clock(), session.settings, this.channels.botDelaySeconds);
      if (isBotClock(clock)) return { write: { data: current.data, deadline: null }, result: { reply: null } };
      const fixed = { ...session, game: { ...game, clock } };
      return { write: { data: JSON.stringify(fixed), deadline: wakeAt(clock) }, result: { reply: null } };
    }
    const played = withTray(outcome, session, renderContextFor(session));
    return this.channels.commit(key, current.version, session, played.session!, (v) => toReply(key, played, v));
  }
}
