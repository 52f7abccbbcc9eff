// A short interjection — "eh", "ah", "oh", "uh", "hmm", "mm", «эх», «ах», «ох», «ух», «хм», «ммм», «эээ» — is no chat
// around a move and no name said to someone ("eh, full house I guess"): recognised by its form, not from a list, as
// laughter is (laughter.ts). Two to four letters, one of these shapes: up to three vowels then one or two h/х ("eh",
// "aah", «эх»); h/х then m/м ("hm", «хмм»); a hum of m/м ("mmm"); "um", "em", «ум», «эм»; one vowel drawn out
// ("ooo", «эээ»). A name of that length ("Ema", "Mia", «Оля») has another shape. Read on the letter codes both the
// reader and the gate read words by, nothing allocated (the gate asks it of words in the messages it reads twice).
import { LETTER_CODES } from '../word-keys.ts';

const VOWEL = 1;
const H = 2;
const M = 4;
/** the vowels a hum may start with: "um", "em", «ум», «эм» */
const HUM_START = 8;
const ROLE = new Uint8Array(64);
const code = (ch: string): number => LETTER_CODES[ch.charCodeAt(0)]!;
for (const ch of 'aeiouаеиоуэ') ROLE[code(ch)] |= VOWEL;
for (const ch of ['h', 'х']) ROLE[code(ch)] |= H;
for (const ch of ['m', 'м']) ROLE[code(ch)] |= M;
for (const ch of ['u', 'e', 'у', 'э']) ROLE[code(ch)] |= HUM_START;

/** The letter codes an interjection may start with (the gate asks no other word). */
export const INTERJECTION_STARTS: ReadonlySet<number> = new Set([...ROLE.keys()].filter((c) => ROLE[c] !== 0));

function roleAt(text: string, at: number): number {
  return ROLE[LETTER_CODES[text.charCodeAt(at)]! & 63]!;
}

/** Whether text[start, end) is an interjection of the shapes above (any case). */
export function interjectionAt(text: string, start: number, end: number): boolean {
  const length = end - start;
  if (length < 2 || length > 4) return false;
  const first = LETTER_CODES[text.charCodeAt(start)]! & 63;
  const role = ROLE[first]!;
  if (role === 0) return false;
  let k = start + 1;
  if ((role & VOWEL) !== 0) {
    // one vowel drawn out: the same letter throughout
    let same = k;
    while (same < end && (LETTER_CODES[text.charCodeAt(same)]! & 63) === first) same++;
    if (same === end) return true;
    // vowels (up to three), then one or two h — or "um", "em": one vowel, then m's
    if ((role & HUM_START) !== 0 && (roleAt(text, k) & M) !== 0) {
      while (k < end && (roleAt(text, k) & M) !== 0) k++;
      return k === end;
    }
    while (k < end && k < start + 3 && (roleAt(text, k) & VOWEL) !== 0) k++;
    const hFrom = k;
    while (k < end && (roleAt(text, k) & H) !== 0) k++;
    return k === end && k - hFrom >= 1 && k - hFrom <= 2;
  }
  // h then m's ("hm", «хмм»), or m's only ("mm")
  if ((role & H) !== 0) {
    if ((roleAt(text, k) & M) === 0) return false;
    while (k < end && (roleAt(text, k) & M) !== 0) k++;
    return k === end;
  }
  while (k < end && (roleAt(text, k) & M) !== 0) k++;
  return k === end;
}
