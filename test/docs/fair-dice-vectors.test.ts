// docs/fair-dice.md is meant to be enough to write a verifier from: its v2 two-seed vector, its forgotten-player
// vector and its phrase rules are checked against the code here, read from the page itself (issue 41).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanSeedText, contextHash, FAIR_V2, fairContextV2, fairMoveDice, moveDiceStream } from '../../src/dice/fair/construction.ts';
import { RECORD_FORMAT, type GameRecord } from '../../src/storage/records/game-record.ts';
import { forgetInRecord } from '../../src/storage/records/forget-structure.ts';
import { boundContext, erasedSeed, phraseDigest, seatDigest } from '../../src/dice/fair/bound-context.ts';
import { verifyRecord } from '../../src/dice/fair/verify-record.ts';

const doc = readFileSync(new URL('../../docs/fair-dice.md', import.meta.url), 'utf8');
const vector = doc.slice(doc.indexOf('## Test vector'));
const field = (name: string) => new RegExp(`^${name}\\s+(.+)$`, 'm').exec(vector)![1]!.trim();
const dice = (name: string) => field(name).split(/\s+/).map(Number);
/** "a: "x", b: "y"" → [{ player: a, text: x }, …] as the page writes seeds */
const seedsOf = (line: string) => [...line.matchAll(/([^\s,][^:]*(?::[0-9a-z]+)*): "([^"]*)"/g)].map((m) => ({ player: m[1]!, text: m[2]! }));

const secret = field('secret');
const twoSeeds = [
  { player: 'tg:202', text: 'чайник на подоконнике' },
  { player: 'tg:101', text: 'после печати' },
];

describe('docs/fair-dice.md: v2 with two phrases', () => {
  it('GIVEN two phrases by two authors WHEN the v2 context is built THEN each phrase carries its author, and bytes, H and dice are the documented ones', () => {
    const context = fairContextV2(['tg:101', 'tg:202'], twoSeeds);
    expect(context.toString('hex')).toBe(field('v2 two-seed context hex'));
    expect(contextHash(context).toString('hex')).toBe(field('v2 two-seed H'));
    for (const move of [0, 1, 1000]) expect(fairMoveDice(secret, context, move).roll(10)).toEqual(dice(`v2 two-seed dice of move ${move}`));
    // the author is written before each phrase: the seed part is count ‖ (author ‖ phrase) ‖ (author ‖ phrase)
    const hex = context.toString('hex');
    const author = (id: string) => Buffer.concat([Buffer.from([0, 0, 0, id.length]), Buffer.from(id)]).toString('hex');
    expect(hex.indexOf(author('tg:101'), hex.indexOf('00000002' + author('tg:202')) + 1)).toBeGreaterThan(0);
  });
});

describe('docs/fair-dice.md: v3, every seat and phrase bound', () => {
  const salt = (n: number) => String(n * 10).repeat(16);
  const players = [
    { id: 'tg:101', name: 'Аня' },
    { id: 'tg:202', name: 'Боря' },
  ];
  const seats = [{ salt: salt(1) }, { salt: salt(2) }];
  const seeds = [
    { ...twoSeeds[0]!, salt: salt(3) },
    { ...twoSeeds[1]!, salt: salt(4) },
  ];

  it('GIVEN the documented salts WHEN the v3 context is built THEN digests, bytes, H and dice are the documented ones', () => {
    expect(seatDigest(salt(1), 'tg:101', 'Аня')).toBe(field('v3 seat 1 digest'));
    expect(seatDigest(salt(2), 'tg:202', 'Боря')).toBe(field('v3 seat 2 digest'));
    expect(phraseDigest(salt(3), twoSeeds[0]!.text)).toBe(field('v3 phrase 1 digest'));
    expect(phraseDigest(salt(4), twoSeeds[1]!.text)).toBe(field('v3 phrase 2 digest'));
    const built = boundContext(players, seats, seeds);
    if (!built.ok) throw new Error('no context');
    expect(built.context.toString('hex')).toBe(field('v3 context hex'));
    expect(contextHash(built.context).toString('hex')).toBe(field('v3 H'));
    for (const move of [0, 1, 1000]) expect(fairMoveDice(secret, built.context, move).roll(10)).toEqual(dice(`v3 dice of move ${move}`));
  });

  it('GIVEN the documented v3 game WHEN tg:101 is forgotten and its phrase erased THEN the record keeps the documented digests, verifies, and holds no trace of them', () => {
    const record: GameRecord = {
      format: RECORD_FORMAT,
      chat: 'tg:-1',
      game: 'craps',
      settings: {},
      players: players.map((p) => ({ ...p, kind: 'person' as const })),
      winners: [],
      scores: null,
      how: 'ended',
      startedAt: 0,
      endedAt: 1,
      fair: { by: 'hmac', commitment: field('commitment'), secret, seeds, scheme: 'butler-fair-v3', seats },
      moves: [],
    };
    const forgotten = forgetInRecord(record, { id: 'tg:101', seat: 'forgotten:0123456789abcdef' });
    forgotten.fair!.seeds = forgotten.fair!.seeds.map(erasedSeed);
    expect(forgotten.fair!.seats).toEqual([{ digest: field('v3 seat 1 digest') }, { salt: salt(2) }]);
    expect(forgotten.fair!.seeds[1]).toEqual({ player: 'forgotten:0123456789abcdef', digest: field('v3 phrase 2 digest') });
    expect(JSON.stringify(forgotten)).not.toMatch(/tg:101|Аня|после печати/);
    expect(verifyRecord(forgotten)).toMatchObject({ ok: true });
  });
});

describe('docs/fair-dice.md: a forgotten player', () => {
  it('GIVEN the two-phrase game WHEN tg:101 is forgotten THEN the record holds the documented seat, seeds and contextHash, and the dice come from it', () => {
    const record: GameRecord = {
      format: RECORD_FORMAT,
      chat: 'tg:-1',
      game: 'craps',
      settings: {},
      players: [
        { id: 'tg:101', name: 'Аня' },
        { id: 'tg:202', name: 'Боря' },
      ],
      winners: [],
      scores: null,
      how: 'ended',
      startedAt: 0,
      endedAt: 1,
      fair: { by: 'hmac', commitment: field('commitment'), secret, seeds: twoSeeds, scheme: FAIR_V2 },
      moves: [],
    };
    const forgotten = forgetInRecord(record, { id: 'tg:101', seat: 'forgotten:0123456789abcdef' });
    expect(forgotten.players.map((p) => p.id).join(', ')).toBe(field('forgotten players'));
    // the forgotten author's phrase is emptied, its SHA-256 kept (issue 49)
    const [kept, erased] = seedsOf(field('forgotten seeds'));
    expect(forgotten.fair!.seeds).toEqual([kept, { ...erased, textHash: field('forgotten seed textHash') }]);
    expect(field('forgotten seed textHash')).toBe(createHash('sha256').update('после печати').digest('hex'));
    expect(forgotten.fair!.contextHash).toBe(field('forgotten contextHash'));
    const digest = Buffer.from(forgotten.fair!.contextHash!, 'hex');
    expect(moveDiceStream(Buffer.from(secret, 'hex'), digest, 0).roll(10)).toEqual(dice('forgotten dice of move 0'));
    // forgetting the other player later keeps the digest of the original ids
    const both = forgetInRecord(forgotten, { id: 'tg:202', seat: 'forgotten:fedcba9876543210' });
    expect(both.fair!.contextHash).toBe(field('forgotten contextHash'));
  });
});

describe('docs/fair-dice.md: phrase rules', () => {
  it('GIVEN phrases with other white space, control characters and long text WHEN cleaned THEN as the page says: one space, trimmed, 100 code points', () => {
    expect(cleanSeedText('\u00a0a\u3000\u3000b\u0007c\u2028 ')).toBe('a b c');
    const emoji = '🎲'.repeat(150); // two UTF-16 units each
    expect(Array.from(cleanSeedText(emoji))).toHaveLength(100);
    expect(cleanSeedText(emoji)).toHaveLength(200);
    expect(cleanSeedText('я'.repeat(150))).toBe('я'.repeat(100));
    expect(doc).toMatch(/100 Unicode code points/);
  });
});
