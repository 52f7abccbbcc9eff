import { describe, expect, it } from 'vitest';
import { withEntry } from '../../src/games/with-entry.ts';

describe('withEntry', () => {
  it('GIVEN a record WHEN a new key is set THEN the copy has it last and the record is unchanged', () => {
    const rolls = { alice: [3, 4] };
    const after = withEntry(rolls, 'bob', [6, 6]);
    expect(JSON.stringify(after)).toBe('{"alice":[3,4],"bob":[6,6]}');
    expect(rolls).toEqual({ alice: [3, 4] });
  });

  it('GIVEN a record WHEN an existing key is set THEN it keeps its place with the new value, as a spread does', () => {
    const record = { a: 1, b: 2, c: 3 };
    expect(Object.entries(withEntry(record, 'b', 9))).toEqual(Object.entries({ ...record, b: 9 }));
  });

  it('GIVEN a player named __proto__ WHEN set or already there THEN it is an own key and the prototype stays', () => {
    const set = withEntry<number>({ alice: 1 }, '__proto__', 2);
    expect(Object.hasOwn(set, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(set)).toBe(Object.prototype);
    const read = JSON.parse('{"__proto__": 5}') as Record<string, number>;
    const copied = withEntry(read, 'bob', 1);
    expect(JSON.stringify(copied)).toBe('{"__proto__":5,"bob":1}');
    expect(Object.getPrototypeOf(copied)).toBe(Object.prototype);
  });
});
