// Every message the bot sends goes through here: one queue per chat that keeps within Telegram's limits. Replies
// that wait for the same chat (and topic) are merged into one message, joined by a blank line, up to the 4096
// limit — so a burst costs fewer messages and nothing is dropped. Order is kept: one send at a time per chat.
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Logger } from '../../log.ts';
import { ChatLines } from '../kit/chat-lines.ts';
import type { Target } from './chat-key.ts';
import type { PhotoJob } from './send-photo.ts';
import { MESSAGE_LIMIT } from './render-html.ts';
import { countSendFailure } from '../../ops/metrics.ts';
import {
  GLOBAL_RULES,
  GROUP_CHAT_RULES,
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
}

export interface OutboxOptions {
  send: (message: OutMessage) => Promise<void>;
  logger: Logger;
  scheduler?: Scheduler;
  /** the limits of one chat; default: 1/s everywhere, and 20/min in groups (negative chat ids) */
  rulesFor?: (chatId: number) => WindowRule[];
  globalRules?: WindowRule[];
  limit?: number;
  separator?: string;
}

interface Entry {
  part: OutPart;
  done: (sent: boolean) => void;
}

const defaultRules = (chatId: number) => (chatId < 0 ? GROUP_CHAT_RULES : PRIVATE_CHAT_RULES);

export class Outbox {
  /** one line per chat (adapters/kit/chat-lines.ts), each with its own rate window */
  private readonly lines: ChatLines<number, Entry, SlidingWindow>;
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
      state: (chatId) => new SlidingWindow((options.rulesFor ?? defaultRules)(chatId)),
      forgettable: (window) => window.idle(this.scheduler.now()),
    });
  }

  /**
   * Queues the parts (all for one chat) in order. Resolves when the last one has been sent (true) or given up on
   * after Telegram refused it for good (false; logged). Never rejects.
   */
  enqueue(parts: OutPart[]): Promise<boolean> {
    if (parts.length === 0) return Promise.resolve(true);
    let all = true;
    return new Promise<boolean>((resolve) => {
      this.lines.push(
        parts[0].target.chatId,
        parts.map((part, index) => ({
          part,
          done: (sent: boolean) => {
            all &&= sent;
            if (index === parts.length - 1) resolve(all);
          },
        })),
      );
    });
  }

  /** Parts waiting or being sent, over all chats. */
  pending(): number {
    return this.lines.pending();
  }

  /** Resolves true once everything queued has been sent, or false after `timeoutMs` (used when stopping). */
  drain(timeoutMs: number): Promise<boolean> {
    return this.lines.drain(timeoutMs);
  }

  /** Waits for the chat's and the global rate windows, or sends the next batch as one message. */
  private async step(chatId: number, queue: Entry[], window: SlidingWindow): Promise<void> {
    const now = this.scheduler.now();
    const wait = Math.max(window.delay(now), this.global.delay(now));
    if (wait > 0) {
      await this.scheduler.sleep(wait);
      return;
    }
    const batch = this.takeBatch(queue);
    window.record(now);
    this.global.record(now);
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

  /** The first waiting part and the ones after it that can share its message (same topic, same reply-to, fit). */
  private takeBatch(queue: Entry[]): Entry[] {
    const first = queue[0];
    if (first.part.photo) return queue.splice(0, 1);
    let length = first.part.html.length;
    let count = 1;
    while (count < queue.length) {
      const next = queue[count].part;
      if (next.photo || next.target.threadId !== first.part.target.threadId || next.replyTo !== first.part.replyTo) break;
      const grown = length + this.separator.length + next.html.length;
      if (grown > this.limit) break;
      length = grown;
      count++;
    }
    return queue.splice(0, count);
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
