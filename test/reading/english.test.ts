// English moves (issue 17): understood in every chat. "pass", "stop", "keep" are everyday English words, so as with
// «Пас» and «Хватит» only the short whole-message forms (or a keep followed by dice) are moves.
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../../src/reading/index.ts';

describe('English roll phrases', () => {
  it.each([
    ['roll dice', 2],
    ['Roll the dice!', 2],
    ['roll a die', 1],
    ['roll 5 dice', 5],
    ['roll five dice', 5],
    ['ROLL THREE DICE', 3],
    ['roll both dice', 2],
  ] as const)('GIVEN the message %j WHEN it is parsed THEN a roll of %i', (text, count) => {
    expect(parseMessage(text)).toEqual({ kind: 'roll', count });
  });

  it('GIVEN «roll all dice» / «roll the remaining dice» WHEN parsed THEN a roll of all the dice the move may roll', () => {
    expect(parseMessage('roll all dice')).toEqual({ kind: 'roll', count: 'all' });
    expect(parseMessage('roll the remaining dice')).toEqual({ kind: 'roll', count: 'all' });
  });

  it('GIVEN a roll phrase with a count outside 1..5 WHEN parsed THEN it is refused clearly', () => {
    expect(parseMessage('roll 6 dice')).toEqual({ kind: 'bad_count', count: 6 });
    expect(parseMessage('roll -1 die')).toEqual({ kind: 'bad_count', count: -1 });
  });

  it('GIVEN a roll phrase with a word broken by a character WHEN parsed THEN it is no roll', () => {
    expect(parseMessage('ro_ll dice')).toBeNull();
    expect(parseMessage('roll di-ce')).toBeNull();
    expect(parseMessage('rolls dice')).toBeNull();
  });
});

describe('English rerolls and keeps', () => {
  it.each([
    ['reroll 4 5 1', { kind: 'reroll', values: [4, 5, 1] }],
    ['Reroll 4, 5 and 1', { kind: 'reroll', values: [4, 5, 1] }],
    ['reroll two sixes', { kind: 'reroll', values: [6, 6] }],
    ['reroll one and six', { kind: 'reroll', values: [1, 6] }],
    ['reroll the rest', { kind: 'keep', values: [] }],
    ['keep 6 6 6', { kind: 'keep', values: [6, 6, 6] }],
    ['keep all', { kind: 'pass' }],
    ['keep 6 6 6, roll two dice', { kind: 'roll', count: 2, keep: [6, 6, 6] }],
  ] as const)('GIVEN the message %j WHEN it is parsed THEN %j', (text, intent) => {
    expect(parseMessage(text)).toEqual(intent);
  });

  it('GIVEN a reroll naming a value outside 1..6 WHEN parsed THEN it is refused', () => {
    expect(parseMessage('reroll 7')).toEqual({ kind: 'bad_reroll', value: 7 });
    expect(parseMessage('reroll 4-5-1')).toEqual({ kind: 'bad_reroll' });
  });
});

describe('English pass, stop and score', () => {
  it.each(['pass', 'Pass!', 'I pass', "I'll pass", 'ok pass 👍'])('GIVEN Bone Poker round 2 WHEN %j THEN pass', (text) => {
    expect(parseMessage(text)).toEqual({ kind: 'pass' });
  });

  it.each(['stop', 'Stop!', 'bank', 'ok, bank', 'I stop'])('GIVEN 1000 WHEN %j THEN bank', (text) => {
    expect(parseMessage(text)).toEqual({ kind: 'bank' });
  });

  it.each([
    ['score full house', 'full_house'],
    ['score chance', 'chance'],
    ['Score: chance', 'chance'],
    ['score three of a kind', 'three_kind'],
    ['score 4 of a kind', 'four_kind'],
    ['score small straight', 'small_straight'],
    ['put it in large straight', 'large_straight'],
    ['score it as yahtzee', 'poker'],
    ['score the sixes', 'sixes'],
    ['write in aces', 'ones'],
    ['score two pairs', 'two_pairs'],
    ['score pair', 'pair'],
  ] as const)('GIVEN Dice Poker WHEN %j THEN a write into %s', (text, box) => {
    expect(parseMessage(text)).toMatchObject({ kind: 'score', box });
  });

  it('GIVEN «score in straight» without small or large WHEN parsed THEN answered (a write into an unknown box)', () => {
    expect(parseMessage('score in straight')).toEqual({ kind: 'score', box: null, raw: 'straight' });
  });

  it('GIVEN a message naming two moves or two boxes WHEN parsed THEN ambiguous', () => {
    expect(parseMessage('roll dice, score chance')?.kind).toBe('ambiguous');
    expect(parseMessage('score threes, no, score fours')?.kind).toBe('ambiguous');
    expect(parseMessage('pass, stop')?.kind).toBe('ambiguous');
  });

  it('GIVEN «hint» or «check the dice» as the whole message WHEN parsed THEN a hint / the dice check', () => {
    expect(parseMessage('hint')).toEqual({ kind: 'hint' });
    expect(parseMessage("what's best?")).toEqual({ kind: 'hint' });
    expect(parseMessage('check the dice')).toEqual({ kind: 'command', name: 'dice', args: '' });
    expect(parseMessage('are the dice fair?')).toEqual({ kind: 'command', name: 'dice', args: '' });
  });
});

describe('English ordinary chat stays quiet', () => {
  it.each([
    "I'll roll with it",
    'keep calm',
    'stop it',
    'pass the salt',
    'rolling on the floor',
    'keep it up',
    'stop spamming please',
    'write it down',
    'put the kettle on',
    'score is 3:2',
    'I pass by the shop every day',
    'the dice are on the table',
    'bank holiday tomorrow',
  ])('GIVEN the message %j WHEN it is parsed THEN null: the Butler stays quiet', (text) => {
    expect(parseMessage(text)).toBeNull();
  });
});

// Issue 24 (RULES.md §1 "what the words mean"): a roll verb alone, other forms of the verbs (imperatives, "we",
// the future) and a stop said as a sentence are no longer chat by their words alone — they are cues, read against
// the moves legal now (a move on one's turn, quiet from others; test/reading/corpus.test.ts).
describe('messages the legal moves decide (issue 24)', () => {
  it.each(["let's roll"])('GIVEN the message %j WHEN it is parsed THEN it is move cues, for the moment to read', (text) => {
    expect(parseMessage(text)?.kind).toBe('move');
  });
});
