// What `npx butler verify` concludes, without its words: a passed check with or without the fingerprint compared,
// or the one problem found. Each language (messages/<lang>/verify.ts) words every problem; a problem the verifier
// can report and a language does not word is a compile error.
import type { Verdict } from '../../dice/fair/verify-record.ts';

type Thrown = Extract<Verdict, { telegram: true }>;
type Passed = Exclude<Extract<Verdict, { ok: true }>, Thrown>;
type Failed = Exclude<Verdict, { ok: true }>;

export interface VerdictWords {
  /** "OK: all rolls match (12), …" */
  ok(verdict: Passed): string;
  /** the line after it: the fingerprint matches the one given, or where to compare it */
  compared(verdict: Passed): string;
  notCompared(verdict: Passed): string;
  /** a game on the players' own 🎲: what holds, what only Telegram can vouch for, and the messages */
  thrown(verdict: Thrown): string;
  problem: { [K in Failed['problem']]: (verdict: Extract<Failed, { problem: K }>) => string };
}

/** The verdict's text in one language. */
export function verdictIn(words: VerdictWords): (verdict: Verdict) => string {
  return (verdict) => {
    if (verdict.ok && 'telegram' in verdict) return words.thrown(verdict);
    if (verdict.ok) return `${words.ok(verdict)}${verdict.compared ? words.compared(verdict) : words.notCompared(verdict)}`;
    return (words.problem[verdict.problem] as (verdict: Failed) => string)(verdict);
  };
}
