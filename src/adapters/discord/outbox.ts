// One outbox per channel: messages for a channel leave in order, one send at a time. While a send is in flight,
// further replies for that channel pile up and leave joined as the next message, so a busy table gets fewer,
// fuller messages instead of tripping Discord's per-channel rate limit. Rate limits themselves are discord.js's
// REST queue's business.
import { mergeMessages, type MessagePayload, type OutMessage } from './message-payload.ts';
import { payloadsWithImage } from './attach-image.ts';
import type { ButtonCodec } from './buttons.ts';

export type SendPayload = (channelId: string, payload: MessagePayload) => Promise<void>;

interface Waiting {
  message: OutMessage;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class ChannelOutbox {
  private readonly channels = new Map<string, Waiting[]>();

  constructor(
    private readonly send: SendPayload,
    private readonly codes: ButtonCodec,
  ) {}

  /** Resolves when the message has been sent (alone or joined with others); rejects if that send failed. */
  post(channelId: string, message: OutMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiting = this.channels.get(channelId);
      if (waiting) {
        waiting.push({ message, resolve, reject });
        return;
      }
      this.channels.set(channelId, [{ message, resolve, reject }]);
      void this.pump(channelId);
    });
  }

  /** Resolves when every channel's outbox is empty (for a clean stop). */
  async drain(): Promise<void> {
    while (this.channels.size > 0) await new Promise((r) => setTimeout(r, 10));
  }

  private async pump(channelId: string): Promise<void> {
    const queue = this.channels.get(channelId)!;
    while (queue.length > 0) {
      const batch = takeBatch(queue);
      try {
        for (const payload of await payloadsWithImage(mergeMessages(batch.map((w) => w.message)), this.codes)) {
          await this.send(channelId, payload);
        }
        for (const w of batch) w.resolve();
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    this.channels.delete(channelId);
  }
}

/** Everything waiting, except that an embed (a status, a score sheet) is sent on its own. */
function takeBatch(queue: Waiting[]): Waiting[] {
  if (queue[0].message.embed) return queue.splice(0, 1);
  const end = queue.findIndex((w) => w.message.embed);
  return queue.splice(0, end === -1 ? queue.length : end);
}
