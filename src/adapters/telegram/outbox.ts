// Every message the bot sends goes through here: one queue per chat that keeps within Telegram's limits. Replies
// that wait for the same chat (and topic) are merged into one message, joined by a blank line, up to the 4096
// limit — so a burst costs fewer messages. Order is kept: one send at a time per chat.
// Two lanes share a chat's budget (issue 49): the game's replies, and asides — replies meant for one person (a
// refusal, a hint), which a flood of refused 🎲 or phrases produces one per message. A game reply always leaves
// before any aside; asides use only a share of a group's minute (GROUP_ASIDE_RULES), so the game's replies never
// wait for a minute that refusals filled; a person's newer aside replaces their older one still waiting, and past
// a few a minute (PERSON_ASIDE_RULES) a person's asides are dropped. A game reply queued while asides wait for their
// share wakes the line at once.
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Logger } from '../../log.ts';
import { ChatLines } from '../kit/chat-lines.ts';
import type { Target } from './chat-key.ts';
import type { PhotoJob } from './send-photo.ts';
import { MESSAGE_LIMIT } from './render-html.ts';
import { countSendFailure } from '../../ops/metrics.ts';
import {
  GLOBAL_RULES,
  GROUP_ASIDE_RULES,
  GROUP_CHAT_RULES,
  PERSON_ASIDE_RULES,
  PRIVATE_CHAT_RULES,
  realScheduler,
  SlidingWindow,
  type Scheduler,
  type WindowRule,
} from './rate-limit.ts';

/** One reply's worth of text (or one chunk of a long reply), HTML already rendered and within the limit. */
export interface OutPart {
  target: Target;
  html: string;
  plain: string;
  /** message id to reply to (a refusal answers the message it refuses) */
  replyTo?: number;
  keyboard?: InlineKeyboardMarkup;
  /** a picture: sent with sendPhoto, html/plain as its caption (empty = none); never merged with other parts */
  photo?: PhotoJob;
  /**
   * the keyboard of this message of the bot's is replaced in place (editMessageReplyMarkup: a dice tray's toggle),
   * no message is added; html/plain are empty. Counted against the chat's limits like a send; while it waits, a newer
   * edit of the same message replaces it, so a burst of toggles is redrawn once. Never merged with other parts.
   */
  edit?: { messageId: number };
  /**
   * the id of the one person this reply is for (a refusal, a hint): it goes after the game's replies, within the
   * asides' share of the chat's limits and the person's own rate (see the top of this file); absent = the game's
   */
  aside?: string;
}

/** What is actually sent: one or more parts merged. */
export interface OutMessage {
  target: Target;
  html: string;
  plain: string;
  replyTo?: number;
  keyboard?: InlineKeyboardMarkup;
  /** how many parts were merged into it */
  parts: number;
  photo?: PhotoJob;
  /** a keyboard redrawn in place (OutPart.edit) */
  edit?: { messageId: number };
}

export interface OutboxOptions {
  send: (message: OutMessage) => Promise<void>;
  logger: Logger;
  scheduler?: Scheduler;
  /** the limits of one chat; default: 1/s everywhere, and 20/min in groups (negative chat ids) */
  rulesFor?: (chatId: number) => WindowRule[];
  /** the share of a chat's sends asides may use (counted over all its sends); default: 15/min in groups */
  asideRulesFor?: (chatId: number) => WindowRule[];
  /** asides to one person in one chat past these are dropped; default 3/min */
  personRules?: WindowRule[];
  globalRules?: WindowRule[];
  limit?: number;
  separator?: string;
}

interface Entry {
  part: OutPart;
  done: (sent: boolean) => void;
}

/** What a chat's line keeps between sends. */
interface ChatState {
  /** Telegram's limits for the chat */
  window: SlidingWindow;
  /** every send of the chat, against the asides' share */
  asides: SlidingWindow;
  /** the asides sent to each person */
  people: Map<string, SlidingWindow>;
  /** set while the line waits with only asides queued: a game reply aborts it */
  wake: AbortController | null;
}

const defaultRules = (chatId: number) => (chatId < 0 ? GROUP_CHAT_RULES : PRIVATE_CHAT_RULES);
const defaultAsideRules = (chatId: number) => (chatId < 0 ? GROUP_ASIDE_RULES : []);
const isGame = (entry: Entry) => entry.part.aside === undefined;

export class Outbox {
  /** one line per chat (adapters/kit/chat-lines.ts), each with its own rate window */
  private readonly lines: ChatLines<number, Entry, ChatState>;
  private readonly global: SlidingWindow;
  private readonly scheduler: Scheduler;
  private readonly limit: number;
  private readonly separator: string;

  constructor(private readonly options: OutboxOptions) {
    this.scheduler = options.scheduler ?? realScheduler;
    this.global = new SlidingWindow(options.globalRules ?? GLOBAL_RULES);
    this.limit = options.limit ?? MESSAGE_LIMIT;
    this.separator = options.separator ?? '\n\n';
    this.lines = new ChatLines({
      step: (chatId, queue, window) => this.step(chatId, queue, window),
      state: (chatId) => ({
        window: new SlidingWindow((options.rulesFor ?? defaultRules)(chatId)),
        asides: new SlidingWindow((options.asideRulesFor ?? defaultAsideRules)(chatId)),
        people: new Map(),
        wake: null,
      }),
      forgettable: (chat) => {
        const now = this.scheduler.now();
        return chat.window.idle(now) && chat.asides.idle(now) && [...chat.people.values()].every((person) => person.idle(now));
      },
    });
  }

  /**
   * Queues the parts (all for one chat) in order. Resolves when the last one has been sent (true) or given up on
   * after Telegram refused it for good (false; logged), or, for an aside, when it is replaced by the person's newer one
   * or dropped past their rate (false). Never rejects.
   */
  enqueue(parts: OutPart[]): Promise<boolean> {
    if (parts.length === 0) return Promise.resolve(true);
    const chatId = parts[0].target.chatId;
    const person = parts[0].aside;
    // One aside per person waits: the newest, which answers the latest message.
    if (person !== undefined) for (const old of this.lines.withdraw(chatId, (entry) => entry.part.aside === person)) old.done(false);
    // One redraw per message waits: the newest keyboard holds every toggle made since (the older one is not lost, it
    // is drawn over).
    const edited = parts[0].edit?.messageId;
    if (edited !== undefined) {
      for (const old of this.lines.withdraw(chatId, (entry) => entry.part.edit?.messageId === edited)) old.done(true);
    }
    let all = true;
    const queued = new Promise<boolean>((resolve) => {
      this.lines.push(
        chatId,
        parts.map((part, index) => ({
          part,
          done: (sent: boolean) => {
            all &&= sent;
            if (index === parts.length - 1) resolve(all);
          },
        })),
      );
    });
    if (person === undefined) this.lines.stateOf(chatId)?.wake?.abort();
    return queued;
  }

  /** Parts waiting or being sent, over all chats. */
  pending(): number {
    return this.lines.pending();
  }

  /** Resolves true once everything queued has been sent, or false after `timeoutMs` (used when stopping). */
  drain(timeoutMs: number): Promise<boolean> {
    return this.lines.drain(timeoutMs);
  }

  /** Sends the next batch of the game's replies, else of asides, as one message; or waits for the limits. */
  private async step(chatId: number, queue: Entry[], chat: ChatState): Promise<void> {
    const now = this.scheduler.now();
    const game = queue.findIndex(isGame);
    if (game >= 0) {
      const wait = Math.max(chat.window.delay(now), this.global.delay(now));
      if (wait > 0) return this.scheduler.sleep(wait);
      return this.send(chatId, this.takeBatch(queue, game, isGame), chat, now);
    }
    const person = queue[0].part.aside!;
    const own = (entry: Entry) => entry.part.aside === person;
    const sentToPerson = chat.people.get(person);
    if (sentToPerson && sentToPerson.delay(now) > 0) {
      const dropped = queue.filter(own);
      queue.splice(0, queue.length, ...queue.filter((entry) => !own(entry)));
      for (const entry of dropped) entry.done(false);
      this.options.logger.debug({ chat: chatId, parts: dropped.length }, 'telegram aside dropped: past the person’s rate');
      return;
    }
    const wait = Math.max(chat.window.delay(now), chat.asides.delay(now), this.global.delay(now));
    if (wait > 0) {
      chat.wake = new AbortController();
      try {
        await this.scheduler.sleep(wait, chat.wake.signal);
      } finally {
        chat.wake = null;
      }
      return;
    }
    await this.send(chatId, this.takeBatch(queue, 0, own), chat, now);
  }

  private async send(chatId: number, batch: Entry[], chat: ChatState, now: number): Promise<void> {
    chat.window.record(now);
    chat.asides.record(now);
    this.global.record(now);
    const person = batch[0].part.aside;
    if (person !== undefined) {
      for (const [id, window] of chat.people) if (window.idle(now)) chat.people.delete(id);
      const sentToPerson = chat.people.get(person) ?? new SlidingWindow(this.options.personRules ?? PERSON_ASIDE_RULES);
      sentToPerson.record(now);
      chat.people.set(person, sentToPerson);
    }
    const message = this.merge(batch);
    let sent = false;
    try {
      await this.options.send(message);
      sent = true;
    } catch (error) {
      countSendFailure('telegram');
      this.options.logger.error(
        { err: error, chat: chatId, thread: message.target.threadId, parts: message.parts },
        'telegram message not sent',
      );
    }
    for (const entry of batch) entry.done(sent);
  }

  /**
   * The waiting part at `start` and the ones after it of its lane that can share its message (same topic, same
   * reply-to, fit), taken out of the queue. Parts of the other lane in between stay where they are.
   */
  private takeBatch(queue: Entry[], start: number, lane: (entry: Entry) => boolean): Entry[] {
    const first = queue[start];
    const taken = [start];
    if (!first.part.photo && !first.part.edit) {
      let length = first.part.html.length;
      for (let index = start + 1; index < queue.length; index++) {
        const next = queue[index].part;
        if (!lane(queue[index])) continue;
        if (next.photo || next.edit || next.target.threadId !== first.part.target.threadId || next.replyTo !== first.part.replyTo) break;
        const grown = length + this.separator.length + next.html.length;
        if (grown > this.limit) break;
        length = grown;
        taken.push(index);
      }
    }
    const batch = taken.map((index) => queue[index]);
    for (const index of taken.reverse()) queue.splice(index, 1);
    return batch;
  }

  private merge(batch: Entry[]): OutMessage {
    // Most sends carry one part: it goes out as it is.
    if (batch.length === 1) return { ...batch[0].part, parts: 1 };
    const parts = batch.map((entry) => entry.part);
    const last = parts[parts.length - 1];
    return {
      target: parts[0].target,
      html: parts.map((part) => part.html).join(this.separator),
      plain: parts.map((part) => part.plain).join(this.separator),
      ...(parts[0].replyTo !== undefined ? { replyTo: parts[0].replyTo } : {}),
      // Buttons belong to the newest state: the last reply's keyboard (or none) is the one that counts.
      ...(last.keyboard ? { keyboard: last.keyboard } : {}),
      ...(parts[0].photo ? { photo: parts[0].photo } : {}),
      parts: parts.length,
    };
  }
}
