// A button's text that does not fit the platform's button data (Telegram: 64 bytes; Discord: 100 characters) is
// sent as a short hash and remembered here, so that a press finds its text again. Bounded: the oldest are
// forgotten first, and after a restart nothing is remembered — such a press reads as an outdated button.
import { createHash } from 'node:crypto';

export class RememberedTexts {
  private readonly byHash = new Map<string, string>();

  constructor(
    /** characters of base64url hash: long enough that two texts of one chat never meet */
    private readonly hashLength: number,
    private readonly limit = 10_000,
  ) {}

  /** The hash that stands for `text`, remembered as the newest. */
  remember(text: string): string {
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, this.hashLength);
    this.byHash.delete(hash);
    this.byHash.set(hash, text);
    if (this.byHash.size > this.limit) this.byHash.delete(this.byHash.keys().next().value as string);
    return hash;
  }

  /** The text a hash stands for, or undefined when it was never made here or is forgotten. */
  recall(hash: string): string | undefined {
    return this.byHash.get(hash);
  }
}
