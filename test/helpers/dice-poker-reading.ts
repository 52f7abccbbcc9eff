// What the cue reader makes of a message in a Dice Poker turn after the first roll of a given hand: the shared
// ground of the property tests of issue 24 (what a keep/reroll move keeps is what the words name).
import { cuesOf } from '../../src/reading/intent.ts';
import { readMessage } from '../../src/reading/index.ts';
import { readMove, type Reading } from '../../src/reading/read-move.ts';
import { ENGINES } from '../../src/games/registry.ts';
import { withDefaults } from '../../src/games/settings-defaults.ts';

/** A one-player Dice Poker game whose first roll gave `hand`. */
export function handState(hand: readonly number[]): unknown {
  const engine = ENGINES.dice_poker;
  const queue = [...hand];
  const result = engine.apply(engine.setup(['me'], withDefaults(engine.settings, {})), { type: 'roll', player: 'me', count: 5 } as never, {
    roll: (n: number) => Array.from({ length: n }, () => queue.shift() ?? 1),
  });
  if (!('state' in result)) throw new Error('setup refused');
  return result.state;
}

/** The message read against the moves legal in that state ('quiet' when it holds no move cue). */
export function read(text: string, state: unknown): Reading {
  // the Butler's own reading (as it plays), not the older grammar's shape
  const intent = readMessage(text);
  const cues = intent && intent.kind !== 'command' ? cuesOf(intent) : undefined;
  if (!cues) return { kind: 'quiet' };
  return readMove(cues, ENGINES.dice_poker.legalMoves(state, 'me'), 'me');
}

/** The dice a reading rolls again, or null when it is no keep/reroll move. */
export function rerolled(reading: Reading): number[] | null {
  if (reading.kind !== 'move') return null;
  const a = reading.action as { type: string; reroll?: number[]; values?: number[] };
  return a.type === 'roll' ? (a.reroll ?? null) : a.type === 'reroll' ? (a.values ?? null) : null;
}

export const sorted = (v: readonly number[]) => [...v].sort((a, b) => a - b);
