// Answers that follow by themselves (commands/command.ts FollowUp): a 1000 odds question asked while the policy is
// solved is answered at once with what is known, and the full answer goes to the chat when the policy is ready —
// as its own message, through the chat's queue (so it is read against the chat as it is then, in order with its
// moves) and the platform's outlet, the way a turn reminder goes. One waits per chat and key (a newer question of
// the same player replaces the older). Held in memory only: a restart loses what was still waiting, which costs
// nothing worse than asking again (answered at once then: the default settings' policy is kept on disk).
import type { FollowUp } from '../commands/command.ts';

export class FollowUps {
  private readonly waiting = new Map<string, FollowUp>();
  /** the answers being sent (their wait is over) */
  private readonly delivering = new Set<Promise<void>>();

  /** `deliver` answers one follow-up in its chat (under the chat's lock) and sends the answer, if any. */
  constructor(private readonly deliver: (chat: string, followUp: FollowUp) => Promise<void>) {}

  /** Sends `followUp`'s answer to `chat` once it is ready (unless a newer one of the same key replaced it). */
  expect(chat: string, followUp: FollowUp): void {
    const id = `${chat}\n${followUp.key}`;
    if (this.waiting.get(id) === followUp) return; // the same step run twice (a retried transaction)
    this.waiting.set(id, followUp);
    followUp.ready.then(
      () => {
        if (this.waiting.get(id) !== followUp) return;
        this.waiting.delete(id);
        const sent = this.deliver(chat, followUp);
        this.delivering.add(sent);
        void sent.finally(() => this.delivering.delete(sent));
      },
      () => {
        // the solve failed: nothing to send (the next question starts it again and is answered as usual)
        if (this.waiting.get(id) === followUp) this.waiting.delete(id);
      },
    );
  }

  /** How many answers still wait for what they need. */
  get size(): number {
    return this.waiting.size;
  }

  /**
   * Resolves when every follow-up whose wait is over has been sent: tests give the readiness (a policy provided),
   * then wait on this; what still waits on a readiness nobody gave is not waited for.
   */
  async settled(): Promise<void> {
    await Promise.resolve(); // a readiness given just now runs its callback first
    while (this.delivering.size > 0) await Promise.all([...this.delivering]);
  }
}
