// One outbox per channel (the line per chat is adapters/kit/chat-lines.ts, as Telegram's): messages for a channel
// leave in order, one send at a time. While a send is in flight, further replies for that channel pile up and leave
// joined as the next message, so a busy table gets fewer, fuller messages instead of tripping Discord's per-channel
// rate limit. Rate limits themselves are discord.js's REST queue's business.
import { mergeMessages, type MessagePayload, type OutMessage } from './message-payload.ts';
import { imageAfterText, payloadsWithImage } from './attach-image.ts';
import type { ButtonCodec } from './buttons.ts';
import { ChatLines } from '../kit/chat-lines.ts';
import { countSendFailure } from '../../ops/metrics.ts';

export type SendPayload = (channelId: string, payload: MessagePayload) => Promise<void>;

interface Waiting {
  message: OutMessage;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class ChannelOutbox {
  /** one line per channel (adapters/kit/chat-lines.ts); Discord's REST queue keeps the rate limits */
  private readonly lines: ChatLines<string, Waiting>;

  constructor(
    private readonly send: SendPayload,
    private readonly codes: ButtonCodec,
  ) {
    this.lines = new ChatLines({ step: (channelId, queue) => this.step(channelId, queue), state: () => undefined });
  }

  /** Resolves when the message has been sent (alone or joined with others); rejects if that send failed. */
  post(channelId: string, message: OutMessage): Promise<void> {
    return new Promise((resolve, reject) => this.lines.push(channelId, [{ message, resolve, reject }]));
  }

  /** Messages waiting or being sent, over every channel (butler_outbox_pending). */
  pending(): number {
    return this.lines.pending();
  }

  /** Resolves when every channel's outbox is empty (for a clean stop). */
  async drain(): Promise<void> {
    await this.lines.drain();
  }

  /** Sends what waits (joined) as one message or a few payloads. */
  private async step(channelId: string, queue: Waiting[]): Promise<void> {
    const batch = takeBatch(queue);
    try {
      const message = mergeMessages(batch.map((w) => w.message));
      for (const payload of await payloadsWithImage(message, this.codes)) {
        await this.send(channelId, payload);
      }
      // a game-over picture follows its text (attach-image.ts): the channel sees the result before it is drawn
      const picture = await imageAfterText(message);
      if (picture) await this.send(channelId, picture);
      for (const w of batch) w.resolve();
    } catch (error) {
      countSendFailure('discord');
      for (const w of batch) w.reject(error);
    }
  }
}

/** Everything waiting, except that an embed (a status, a score sheet) is sent on its own. */
function takeBatch(queue: Waiting[]): Waiting[] {
  if (queue[0].message.embed) return queue.splice(0, 1);
  const end = queue.findIndex((w) => w.message.embed);
  return queue.splice(0, end === -1 ? queue.length : end);
}
