// Translation part B (issue #17): the Ukrainian and English modules have exactly the shape of the Russian ones, so
// the one door (messages/index.ts) can pick any language and the compiler reports a missing translation.
import { describe, expect, it } from 'vitest';
import * as enBots from '../../src/messages/en/bots.ts';
import * as enDicePoker from '../../src/messages/en/dice-poker.ts';
import * as enFair from '../../src/messages/en/fair.ts';
import * as enHint from '../../src/messages/en/hint.ts';
import * as enImages from '../../src/messages/en/images.ts';
import * as enMoveHints from '../../src/messages/en/move-hints.ts';
import * as enRecords from '../../src/messages/en/records.ts';
import * as enThousandHint from '../../src/messages/en/thousand-hint.ts';
import * as enThousand from '../../src/messages/en/thousand.ts';
import * as ruBots from '../../src/messages/ru/bots.ts';
import * as ruDicePoker from '../../src/messages/ru/dice-poker.ts';
import * as ruFair from '../../src/messages/ru/fair.ts';
import * as ruHint from '../../src/messages/ru/hint.ts';
import * as ruImages from '../../src/messages/ru/images.ts';
import * as ruMoveHints from '../../src/messages/ru/move-hints.ts';
import * as ruRecords from '../../src/messages/ru/records.ts';
import * as ruThousandHint from '../../src/messages/ru/thousand-hint.ts';
import * as ruThousand from '../../src/messages/ru/thousand.ts';
import * as ukBots from '../../src/messages/uk/bots.ts';
import * as ukDicePoker from '../../src/messages/uk/dice-poker.ts';
import * as ukFair from '../../src/messages/uk/fair.ts';
import * as ukHint from '../../src/messages/uk/hint.ts';
import * as ukImages from '../../src/messages/uk/images.ts';
import * as ukMoveHints from '../../src/messages/uk/move-hints.ts';
import * as ukRecords from '../../src/messages/uk/records.ts';
import * as ukThousandHint from '../../src/messages/uk/thousand-hint.ts';
import * as ukThousand from '../../src/messages/uk/thousand.ts';

// At compile time: each module is assignable to the Russian one's type (every value export, same parameters and
// results); a missing or mistyped translation fails `tsc`.
const compiled = {
  bots: [ruBots, ukBots satisfies typeof ruBots, enBots satisfies typeof ruBots],
  'dice-poker': [ruDicePoker, ukDicePoker satisfies typeof ruDicePoker, enDicePoker satisfies typeof ruDicePoker],
  fair: [ruFair, ukFair satisfies typeof ruFair, enFair satisfies typeof ruFair],
  hint: [ruHint, ukHint satisfies typeof ruHint, enHint satisfies typeof ruHint],
  images: [ruImages, ukImages satisfies typeof ruImages, enImages satisfies typeof ruImages],
  'move-hints': [ruMoveHints, ukMoveHints satisfies typeof ruMoveHints, enMoveHints satisfies typeof ruMoveHints],
  records: [ruRecords, ukRecords satisfies typeof ruRecords, enRecords satisfies typeof ruRecords],
  'thousand-hint': [ruThousandHint, ukThousandHint satisfies typeof ruThousandHint, enThousandHint satisfies typeof ruThousandHint],
  thousand: [ruThousand, ukThousand satisfies typeof ruThousand, enThousand satisfies typeof ruThousand],
} as const;

/**
 * The shape of a value: nested object keys, "function", or the kind of a leaf; arrays by their length, except the
 * names people type for a game, which each language has as many of as it has.
 */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return `array(${value.length})`;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value)
        .sort()
        .map((key) => [key, key === 'names' ? 'names' : shape((value as Record<string, unknown>)[key])]));
  }
  return typeof value;
}

describe('Ukrainian and English modules of part B have the shape of the Russian ones', () => {
  for (const [name, [ru, uk, en]] of Object.entries(compiled)) {
    it(`GIVEN ${name} WHEN uk and en are compared with ru THEN they export the same names, and every object the same keys, as ru`, () => {
      expect(shape({ ...uk })).toEqual(shape({ ...ru }));
      expect(shape({ ...en })).toEqual(shape({ ...ru }));
    });
  }

  it('GIVEN the game messages WHEN uk and en are compared with ru THEN every game hook the Russian one has exists in uk and en', () => {
    for (const [ru, uk, en] of [
      [ruDicePoker.dicePokerMessages, ukDicePoker.dicePokerMessages, enDicePoker.dicePokerMessages],
      [ruThousand.thousandMessages, ukThousand.thousandMessages, enThousand.thousandMessages],
    ] as const) {
      expect(Object.keys(uk).sort()).toEqual(Object.keys(ru).sort());
      expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
    }
  });
});
