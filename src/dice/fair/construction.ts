// Provably fair dice: the construction every game uses, written out byte by byte in docs/fair-dice.md.
// The dice of move m are a pure function of (secret, context, m), so anyone holding the revealed secret and the
// game's record can recompute every roll, and the Butler rolls the same dice whichever process applies the move.
import { createHash, createHmac } from 'node:crypto';
import type { DiceRoller } from '../../games/types.ts';
import { diceFromBlocks } from '../dice-from-blocks.ts';

/** Names the construction; part of the context, so a future change of layout can never be mistaken for this one. */
export const FAIR_VERSION = 'butler-fair-v1';
/**
 * The second layout: every field length-prefixed, so no choice of player id or phrase can make two different
 * contributions hash alike (in v1 «alice» + «время: 12:00» and «alice:время» + « 12:00» gave one context).
 */
export const FAIR_V2 = 'butler-fair-v2';
/** The third (bound-context.ts): each seat and phrase a salted digest, so a record's every claim is in its dice. */
export const FAIR_V3 = 'butler-fair-v3';
export const FAIR_SCHEMES = [FAIR_VERSION, FAIR_V2, FAIR_V3] as const;
export type FairScheme = (typeof FAIR_SCHEMES)[number];

/** A phrase a player added with /seed; it is part of the public contribution. */
export interface SeedPhrase {
  player: string;
  /** absent once erased by /forgetme in a v3 game (then `digest` stands for it: bound-context.ts) */
  text?: string | undefined;
  /** v3, erased: the salted digest of the phrase */
  digest?: string | undefined;
  /** v1/v2, erased: SHA-256 (hex) of the phrase, whose text is then empty (the context's own digest is kept then) */
  textHash?: string | undefined;
  /** v3: the phrase's own random salt (32 hex digits), drawn when it was typed */
  salt?: string | undefined;
  /** epoch ms: when the phrase was typed (v3 seals; the record keeps it so the seed window can be checked) */
  at?: number | undefined;
}

/**
 * The public contribution as text: the version, then every player id in join order (`\np:<id>`), then every
 * /seed phrase in the order typed (`\ns:<player id>:<text>`). Seed texts are single-line (see cleanSeedText).
 */
export function fairContext(playerIds: readonly string[], seeds: readonly SeedPhrase[]): string {
  let context = FAIR_VERSION;
  for (const id of playerIds) context += `\np:${id}`;
  for (const seed of seeds) context += `\ns:${seed.player}:${seed.text ?? ''}`;
  return context;
}

/**
 * The v2 context as bytes: field(s) = uint32_be(UTF-8 length of s) ‖ UTF-8 bytes of s;
 * context = field("butler-fair-v2") ‖ uint32_be(player count) ‖ field(id)… ‖ uint32_be(seed count) ‖
 * (field(author id) ‖ field(phrase))…  — each part's length is written before it, so the bytes read back one way.
 */
export function fairContextV2(playerIds: readonly string[], seeds: readonly SeedPhrase[]): Buffer {
  const parts: Buffer[] = [field(FAIR_V2), count(playerIds.length), ...playerIds.map(field), count(seeds.length)];
  for (const seed of seeds) parts.push(field(seed.player), field(seed.text ?? ''));
  return Buffer.concat(parts);
}

/** The context of a game sealed under v1 or v2 (a seal without `scheme` is v1: stored by a build before v2). */
export function contextFor(scheme: string | undefined, playerIds: readonly string[], seeds: readonly SeedPhrase[]): string | Buffer {
  return scheme === FAIR_V2 ? fairContextV2(playerIds, seeds) : fairContext(playerIds, seeds);
}

/** A text as the contexts hold it: its UTF-8 length (4 bytes, big-endian), then its bytes. */
export function field(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([count(bytes.length), bytes]);
}

/** A count as the contexts hold it: 4 bytes, big-endian. */
export function count(n: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n, 0);
  return out;
}

/** SHA-256 of the secret (32 bytes, given as 64 hex digits), as hex: what is published at /startgame. */
export function commitmentOf(secretHex: string): string {
  return createHash('sha256').update(Buffer.from(secretHex, 'hex')).digest('hex');
}

/**
 * The dice of one move, endless: block b is HMAC-SHA256(key = secret, message = SHA-256(context) ‖ u32be(move) ‖
 * u32be(b)); each of its 32 bytes below 252 is a die (byte mod 6 + 1), bytes 252..255 are skipped, so every face
 * has exactly 42 of the 252 accepted byte values (no modulo bias).
 */
export function fairMoveDice(secretHex: string, context: string | Buffer, move: number): DiceRoller {
  return moveDiceStream(Buffer.from(secretHex, 'hex'), contextHash(context), move);
}

export function contextHash(context: string | Buffer): Buffer {
  return typeof context === 'string' ? createHash('sha256').update(context, 'utf8').digest() : createHash('sha256').update(context).digest();
}

/** fairMoveDice with the key and SHA-256(context) already computed (the benchmark draws millions of moves). */
export function moveDiceStream(key: Buffer, contextHash: Buffer, move: number): DiceRoller {
  return diceFromBlocks((block) => {
    const counters = Buffer.alloc(8);
    counters.writeUInt32BE(move, 0);
    counters.writeUInt32BE(block, 4);
    return createHmac('sha256', key).update(contextHash).update(counters).digest();
  });
}

/** A /seed phrase as it enters the context: one line, no control characters, at most 100 characters. */
export function cleanSeedText(text: string): string {
  return Array.from(text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim())
    .slice(0, 100)
    .join('');
}
