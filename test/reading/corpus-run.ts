// One corpus line (corpus/README.md) through the Butler's own path: the moment built with the real engines, the
// message read by readMessage and handled by handlePhrase, and what the Butler did said in the corpus's words. Shared
// by the corpus test and scripts/score-corpus.ts.
import { readMessage } from '../../src/reading/index.ts';
import { handlePhrase } from '../../src/commands/phrase-move.ts';
import { renderContextFor } from '../../src/commands/render-context.ts';
import type { CommandOutcome } from '../../src/commands/command.ts';
import { ME, momentSession, type Moment } from './corpus-moment.ts';
import { setTableForTests } from '../../src/strategy/dice-poker/table-service.ts';
import { holdThousandPolicyForTests } from '../../src/strategy/thousand/policy-service.ts';

// A question answered from the solvers is told apart by its event, whatever the figures: the lines never wait for a
// table or start a solve (the answer then says the figures are coming, as it does while they are built).
setTableForTests('building');

export interface Line {
  text: string;
  at: Moment;
  expect: { do: string; count?: number; values?: number[]; box?: string };
}

/** The least share of each language's lines that must behave as expected (measured; raise it as it grows). */
export const FLOOR: Record<string, number> = { ru: 0.95, uk: 0.95, en: 0.95 };

const sorted = (v: readonly number[]) => [...v].sort((a, b) => a - b).join(',');

/** What the Butler did, in the corpus's words. */
export function outcomeOf(outcome: CommandOutcome | null, at: Moment): { do: string; count?: number; values?: number[]; box?: string } {
  if (outcome === null) return { do: 'quiet' };
  const events = outcome.events as Array<Record<string, unknown>>;
  // advice asked for («подскажи», «что перекинуть?») is an answer too: from the solvers, nothing changed
  if (events.some((e) => e.type === 'answer' || e.type === 'hint')) return { do: 'answer' };
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

export function matches(got: ReturnType<typeof outcomeOf>, want: Line['expect']): boolean {
  if (got.do !== want.do) {
    // a named reroll in Dice Poker's "named" phase is the owed roll
    return false;
  }
  if (want.count !== undefined && got.count !== want.count) return false;
  if (want.values !== undefined && sorted(got.values ?? []) !== sorted(want.values)) return false;
  if (want.box !== undefined && got.box !== want.box) return false;
  return true;
}

/** The Butler's reply (null: silence) when the writer sends `text` at the moment `at`. */
export function handleAt(text: string, at: Moment, language: string): CommandOutcome | null {
  const session = momentSession(at, language);
  if (session.game?.id === 'thousand') holdThousandPolicyForTests(session.game.settings);
  const dice = { roll: (n: number) => Array.from({ length: n }, (_, i) => ((i * 5 + 3) % 6) + 1) };
  const ctx = { session, user: ME, options: {}, isAdmin: false, now: 0, dice, render: renderContextFor(session, [ME]) };
  const intent = readMessage(text);
  return intent === null || intent.kind === 'command' ? null : handlePhrase(intent, ctx);
}

export function runLine(line: Line, language: string) {
  return outcomeOf(handleAt(line.text, line.at, language), line.at);
}

