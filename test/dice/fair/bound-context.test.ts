// butler-fair-v3's binding (docs/fair-dice.md): a seat or phrase is its salt with what it stands for, or its digest
// — never both, never neither — and a record whose seats do not match its players is refused, not guessed at.
import { describe, expect, it } from 'vitest';
import { boundContext, erasedSeat, erasedSeed, seatDigest } from '../../../src/dice/fair/bound-context.ts';
import { contextHash } from '../../../src/dice/fair/construction.ts';

const players = [
  { id: 'tg:101', name: 'Аня' },
  { id: 'tg:202', name: 'Боря' },
];
const salt = (n: number) => String(n * 10).repeat(16);
const seats = [{ salt: salt(1) }, { salt: salt(2) }];
const seeds = [{ player: 'tg:202', text: 'чайник', salt: salt(3), at: 5 }];

const hashOf = (built: ReturnType<typeof boundContext>) => (built.ok ? contextHash(built.context).toString('hex') : built.problem);

describe('the v3 binding', () => {
  it('GIVEN a seat or a phrase replaced by its digest WHEN the context is built THEN it is the same context', () => {
    const original = hashOf(boundContext(players, seats, seeds));
    expect(hashOf(boundContext(players, [erasedSeat(seats[0]!, 'tg:101', 'Аня'), seats[1]!], seeds))).toBe(original);
    expect(hashOf(boundContext(players, seats, seeds.map(erasedSeed)))).toBe(original);
  });

  it('GIVEN a digest that is not the one the seat gave, or a renamed seat WHEN the context is built THEN it differs', () => {
    const original = hashOf(boundContext(players, seats, seeds));
    expect(hashOf(boundContext(players, [{ digest: seatDigest(salt(1), 'tg:101', 'Anna') }, seats[1]!], seeds))).not.toBe(original);
    expect(hashOf(boundContext([{ ...players[0]!, name: 'Mallory' }, players[1]!], seats, seeds))).not.toBe(original);
  });

  it('GIVEN malformed bindings WHEN the context is built THEN each is a named problem', () => {
    expect(boundContext(players, [seats[0]!], seeds)).toMatchObject({ ok: false, problem: { what: 'seats', players: 2, seats: 1 } });
    const both = { salt: salt(1), digest: 'ab'.repeat(32) } as unknown as { salt: string };
    expect(boundContext(players, [both, seats[1]!], seeds)).toMatchObject({ ok: false, problem: { what: 'seat', index: 1 } });
    expect(boundContext(players, seats, [{ player: 'tg:202', text: 'без соли' }])).toMatchObject({ ok: false, problem: { what: 'phrase', index: 1 } });
    expect(boundContext(players, seats, [{ ...seeds[0]!, player: 'mallory' }])).toMatchObject({ ok: false, problem: { what: 'author', player: 'mallory' } });
  });
});
