// The move corpus (corpus/README.md) through the Butler's own path: each line's moment is built with the real
// engines, its message parsed by readMessage (as the Butler does) and handled by handlePhrase (what the Butler dispatches a phrase to),
// and the outcome compared with what the line expects. The corpus is a development aid, not a list the parser
// enumerates: the test holds each language at the share it reaches and prints the lines it misses.
import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMessage } from '../../../src/commands/parse/index.ts';
import { handlePhrase } from '../../../src/commands/phrase-move.ts';
import { renderContextFor } from '../../../src/commands/render-context.ts';
import type { CommandOutcome } from '../../../src/commands/command.ts';
import { ME, momentSession, type Moment } from './corpus-moment.ts';

interface Line {
  text: string;
  at: Moment;
  expect: { do: string; count?: number; values?: number[]; box?: string };
}

/** The least share of each language's lines that must behave as expected (measured; raise it as it grows). */
const FLOOR: Record<string, number> = { ru: 0.95, uk: 0.95, en: 0.95 };

const sorted = (v: readonly number[]) => [...v].sort((a, b) => a - b).join(',');

/** What the Butler did, in the corpus's words. */
export function outcomeOf(outcome: CommandOutcome | null, at: Moment): { do: string; count?: number; values?: number[]; box?: string } {
  if (outcome === null) return { do: 'quiet' };
  const events = outcome.events as Array<Record<string, unknown>>;
  const rejected = events.find((e) => e.type === 'rejected');
  if (rejected) return { do: rejected.code === 'ambiguous' ? 'ask' : 'refuse' };
  const mine = events.filter((e) => e.player === ME.id);
  const named = mine.find((e) => e.type === 'reroll_named' || e.type === 'reroll_declared');
  if (named) return { do: 'reroll', values: named.values as number[] };
  if (mine.some((e) => e.type === 'pass')) return { do: 'pass' };
  if (mine.some((e) => e.type === 'banked')) return { do: 'bank' };
  const scored = mine.find((e) => e.type === 'scored');
  if (scored) return { do: 'score', box: scored.box as string };
  const roll = mine.find((e) => e.type === 'roll');
  if (roll) {
    const dice = roll.dice as number[];
    const rerollPhase = at.phase === 'round2' || at.phase === 'rolled';
    if (rerollPhase && at.hand) {
      const kept = [...at.hand];
      for (const v of (roll.kept as number[] | undefined) ?? []) kept.splice(kept.indexOf(v), 1);
      return { do: 'reroll', values: kept };
    }
    return { do: 'roll', count: dice.length };
  }
  return { do: `other:${events.map((e) => e.type).join(',')}` };
}

function matches(got: ReturnType<typeof outcomeOf>, want: Line['expect']): boolean {
  if (got.do !== want.do) {
    // a named reroll in Dice Poker's "named" phase is the owed roll
    return false;
  }
  if (want.count !== undefined && got.count !== want.count) return false;
  if (want.values !== undefined && sorted(got.values ?? []) !== sorted(want.values)) return false;
  if (want.box !== undefined && got.box !== want.box) return false;
  return true;
}

export function runLine(line: Line, language: string) {
  const session = momentSession(line.at, language);
  const dice = { roll: (n: number) => Array.from({ length: n }, (_, i) => ((i * 5 + 3) % 6) + 1) };
  const ctx = { session, user: ME, options: {}, isAdmin: false, now: 0, dice, render: renderContextFor(session, [ME]) };
  const intent = readMessage(line.text);
  const outcome = intent === null || intent.kind === 'command' ? null : handlePhrase(intent, ctx);
  return outcomeOf(outcome, line.at);
}

/** Each line of a corpus file read in its moment: how many behave as expected, and a line for each miss. */
function scoreFile(file: URL, language: string): { total: number; missed: string[] } {
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Line);
  const missed: string[] = [];
  for (const line of lines) {
    let got;
    try {
      got = runLine(line, language);
    } catch (error) {
      got = { do: `error: ${(error as Error).message}` };
    }
    if (!matches(got, line.expect)) missed.push(`${JSON.stringify(line.text)} @${JSON.stringify(line.at)}: want ${JSON.stringify(line.expect)}, got ${JSON.stringify(got)}`);
  }
  return { total: lines.length, missed };
}

/** Reads a set, prints its score and misses, and holds it to its floor. */
function expectScore(name: string, file: URL, language: string, floor: number): void {
  const { total, missed } = scoreFile(file, language);
  const share = (total - missed.length) / total;
  console.log(`${name} ${language}: ${total - missed.length}/${total} (${(share * 100).toFixed(1)}%)\n${missed.join('\n')}`);
  expect(share).toBeGreaterThanOrEqual(floor);
}

for (const language of ['ru', 'uk', 'en']) {
  const file = new URL(`./corpus/${language}.jsonl`, import.meta.url);
  describe(`move corpus (${language})`, () => {
    it.skipIf(!existsSync(file))(`GIVEN the ${language} corpus WHEN each message is read in its moment THEN at least ${FLOOR[language] * 100}% behave as expected`, () => {
      expectScore('corpus', file, language, FLOOR[language]);
    });
  });
}

// The held-out sets (corpus/heldout/): messages written apart from the parser's development, the measure of issue 24.
// They are never tuned line by line; the floor only keeps what is reached from slipping back.
const HELDOUT_FLOOR: Record<string, number> = { ru: 0.9, uk: 0.9, en: 0.9 };

for (const language of ['ru', 'uk', 'en']) {
  const file = new URL(`./corpus/heldout/${language}.jsonl`, import.meta.url);
  describe(`held-out messages (${language})`, () => {
    it.skipIf(!existsSync(file))(`GIVEN the ${language} held-out set WHEN each message is read in its moment THEN at least ${HELDOUT_FLOOR[language] * 100}% behave as expected`, () => {
      expectScore('held-out', file, language, HELDOUT_FLOOR[language]);
    });
  });
}
