// /forgetme (issue 30): what "forgotten" means for any stored JSON — sessions and their stored replies, records,
// statistics documents, records waiting for their fold. Every string that is the person's id becomes their anonymous
// seat, every object key that is the id too, and every occurrence of one of their names inside a string becomes
// "игрок". One pure function, so each store applies the same scrub to whatever it keeps (see forgetPlayer).
import { randomBytes } from 'node:crypto';
import { contextFor, contextHash } from '../../dice/fair/construction.ts';
import type { GameRecord } from './game-record.ts';
import { FORGOTTEN_NAME } from './stats.ts';

export interface Forgetting {
  /** the platform id (in the console the id is the name) */
  id: string;
  /** every name the person was shown under; collected from what is stored, plus the one they write under now */
  names: string[];
  /** the anonymous seat that replaces the id: random, so nothing links it back to the person */
  seat: string;
}

/** A new forgetting of `id`, known `names` (more are found by `collectNames`). */
export function forgetting(id: string, names: readonly string[]): Forgetting {
  return { id, names: usableNames([id, ...names]), seat: `forgotten:${randomBytes(8).toString('hex')}` };
}

/** Adds the names stored beside the id in `json` ({ id, name } pairs: seats, mentions, records' players). */
export function collectNames(f: Forgetting, json: string): void {
  if (!json.includes(f.id)) return;
  let found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (o.id === f.id && typeof o.name === 'string') found.push(o.name);
      Object.values(o).forEach(walk);
    }
  };
  try {
    walk(JSON.parse(json));
  } catch {
    found = [];
  }
  f.names = usableNames([...f.names, ...found]);
}

/** Whether `json` holds anything of the person (a cheap test before parsing). */
export function mentions(f: Forgetting, json: string): boolean {
  return json.includes(f.id) || f.names.some((name) => json.includes(name));
}

/** The value with the person replaced by their seat and "игрок" (see the top of this file). */
export function scrub<T>(value: T, f: Forgetting): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return scrubString(v, f);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(v)) out[scrubString(key, f)] = walk(inner);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}

/** JSON text scrubbed; text that is not JSON is scrubbed as a plain string. */
export function scrubJson(text: string, f: Forgetting): string {
  if (!mentions(f, text)) return text;
  try {
    return JSON.stringify(scrub(JSON.parse(text) as unknown, f));
  } catch {
    return scrubString(text, f);
  }
}

/**
 * A record with the person in an anonymous seat. Its dice still verify: they were drawn from SHA-256 of a context
 * that lists the players' ids, so the record keeps that digest (`fair.contextHash`) instead of the id — the digest
 * does not reveal the id (only someone who already guesses it can confirm the guess, as with any dice they recompute).
 */
export function forgetInRecord(record: GameRecord, f: Forgetting): GameRecord {
  if (!record.players.some((p) => p.id === f.id)) return scrub(record, f);
  const fair = record.fair;
  const sealed =
    fair && fair.by === 'hmac' && !fair.contextHash
      ? { ...fair, contextHash: contextHash(contextFor(fair.scheme, record.players.map((p) => p.id), fair.seeds)).toString('hex') }
      : fair;
  const seated = { ...record, fair: sealed, players: record.players.map((p) => (p.id === f.id ? { ...p, name: FORGOTTEN_NAME } : p)) };
  return scrub(seated, f);
}

function scrubString(s: string, f: Forgetting): string {
  if (s === f.id) return f.seat;
  let out = s;
  // whole words only: forgetting "al" leaves "alex" (another player's id or name) alone
  for (const name of f.names) if (out.includes(name)) out = out.replace(wholeWord(name), FORGOTTEN_NAME);
  return out;
}

function wholeWord(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'gu');
}

/** Longest first (a name inside a longer one is replaced after it); empty and one-character names are left. */
function usableNames(names: readonly string[]): string[] {
  return [...new Set(names.filter((n) => n.trim().length >= 2))].sort((a, b) => b.length - a.length);
}
