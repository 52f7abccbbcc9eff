import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cleanSeedText, commitmentOf, fairContext, fairMoveDice } from '../../../src/dice/fair/construction.ts';

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
