import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cleanSeedText, commitmentOf, contextFor, contextHash, FAIR_V2, fairContext, fairContextV2, fairMoveDice } from '../../../src/dice/fair/construction.ts';

// The test vector is read from the documentation itself, so the page and the code cannot drift apart.
const doc = readFileSync(new URL('../../../docs/fair-dice.md', import.meta.url), 'utf8');
const vector = doc.slice(doc.indexOf('## Test vector'));
const field = (name: string) => new RegExp(`^${name}\\s+(.+)$`, 'm').exec(vector)![1]!.trim();

describe('the fair dice construction (docs/fair-dice.md)', () => {
  const secret = field('secret');
  const context = fairContext(['tg:101', 'tg:202'], [{ player: 'tg:202', text: 'чайник на подоконнике' }]);

  it('GIVEN the documented secret WHEN its commitment is computed THEN it is the documented SHA-256', () => {
    expect(commitmentOf(secret)).toBe(field('commitment'));
  });

  it('GIVEN the documented players and seed WHEN the context is built THEN it and its hash are as written', () => {
    expect(JSON.stringify(context)).toBe(field('context'));
    expect(createHash('sha256').update(context).digest('hex')).toBe(field('H'));
  });

  it.each([0, 1, 2, 1000])('GIVEN the documented secret and context WHEN move %i is rolled THEN its first ten dice are the documented ones', (move) => {
    const documented = field(`first 10 dice of move ${move}`).split(/\s+/).map(Number);
    expect(fairMoveDice(secret, context, move).roll(10)).toEqual(documented);
  });

  it('GIVEN a secret, a context and a move WHEN rolled twice THEN the same dice; another move, secret or seed gives other dice', () => {
    const dice = fairMoveDice(secret, context, 7).roll(20);
    expect(fairMoveDice(secret, context, 7).roll(20)).toEqual(dice);
    expect(fairMoveDice(secret, context, 8).roll(20)).not.toEqual(dice);
    expect(fairMoveDice('ff'.repeat(32), context, 7).roll(20)).not.toEqual(dice);
    expect(fairMoveDice(secret, fairContext(['tg:101', 'tg:202'], []), 7).roll(20)).not.toEqual(dice);
  });

  it('GIVEN the documented secret and context WHEN 60,000 dice are rolled THEN every face is within 3% of a sixth (no modulo bias)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let move = 0; move < 600; move++) for (const die of fairMoveDice(secret, context, move).roll(100)) counts[die - 1]!++;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(300);
  });

  it('GIVEN a seed phrase with line breaks, long runs of spaces or 150 letters WHEN it is cleaned THEN it enters the context as one line of at most 100', () => {
    expect(cleanSeedText('  a\n\tb   c ')).toBe('a b c');
    expect(cleanSeedText('я'.repeat(150))).toHaveLength(100);
  });
});

describe('the v2 layout (docs/fair-dice.md)', () => {
  const secret = field('secret');
  const players = ['tg:101', 'tg:202'];
  const seeds = [{ player: 'tg:202', text: 'чайник на подоконнике' }];

  it('GIVEN the documented players and seed WHEN the v2 context is built THEN its bytes, hash and dice are the documented ones', () => {
    const context = fairContextV2(players, seeds);
    expect(context.toString('hex')).toBe(field('v2 context hex'));
    expect(contextHash(context).toString('hex')).toBe(field('v2 H'));
    for (const move of [0, 1, 1000]) {
      expect(fairMoveDice(secret, context, move).roll(10)).toEqual(field(`v2 dice of move ${move}`).split(/\s+/).map(Number));
    }
  });

  it('GIVEN a player «alice» with «время: 12:00» and a player «alice:время» with « 12:00» WHEN hashed THEN v1 gives one context and v2 two', () => {
    const a = { ids: ['alice', 'alice:время'], seeds: [{ player: 'alice', text: 'время: 12:00' }] };
    const b = { ids: ['alice', 'alice:время'], seeds: [{ player: 'alice:время', text: ' 12:00' }] };
    expect(contextFor(undefined, a.ids, a.seeds)).toBe(contextFor(undefined, b.ids, b.seeds));
    expect(contextFor(FAIR_V2, a.ids, a.seeds)).not.toEqual(contextFor(FAIR_V2, b.ids, b.seeds));
  });
});
