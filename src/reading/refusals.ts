// What a message clearly tries and cannot be (RULES.md §1: "a count outside 1..5, … always gets an answer that says
// why"): the cue reader finds the move, this step names the two tries it cannot read as one —
// - a count of dice outside 1..5 right before a die noun («бросаю 6 костей», «бросаю -1 кость», «кидаю десять
//   кубиков», "roll 99999999999999999999 dice"), repeated in the refusal as typed;
// - a write into a name no box has, after a verb of the score sheet and «в» («записываю в банк»): answered with the
//   free boxes. «пишу в чат» and other verbs of everyday writing stay chat.
import { boxNamesByFirstWord } from './cues/box-names.ts';
import { cuesOf } from './cues/words.ts';
import { LEXICONS, merged } from './cues/lexicons.ts';
import { clip } from './normalize.ts';
import { boxKey, type Token } from './tokens.ts';

// The lexicons' words this step reads (cues/types.ts), merged.
const DIE_NOUNS = merged((l) => l.dieNouns);
/** every count as a word, the ones no game rolls included: «пять», «десять», «сто» */
const COUNTS: ReadonlyMap<string, number> = new Map(LEXICONS.flatMap((l) => [...l.numbers, ...l.bigCounts]));
const SHEET_VERBS = merged((l) => l.sheet.verbs);
const INTO = merged((l) => l.into);
const SHEET_INTO = merged((l) => l.sheet.into);
const STRAIGHT = merged((l) => l.straight);

export interface BadCount {
  kind: 'bad_count';
  count: number;
  /** the count as typed in digits (may exceed a safe integer) */
  typed?: string;
}

const DIGITS = /^[0-9]+$/;
/** A letter, an underscore or a soft hyphen, a letter: a word broken inside. */
const BROKEN_WORD = /\p{L}[_\u00ad]+\p{L}/u;
const MINUS = new Set(['-', '−', '–']);
/** A wall of digits is repeated by its start, enough to recognise it. */
const TYPED_DIGITS_SHOWN = 30;

/** The count before a die noun when it is outside 1..5, or null. */
export function badCountIn(tokens: readonly Token[]): BadCount | null {
  for (let i = 1; i < tokens.length; i++) {
    const noun = tokens[i]!;
    if (!noun.word || !noun.spaced || !DIE_NOUNS.has(noun.text)) continue;
    const count = tokens[i - 1]!;
    if (!count.word) continue;
    const minus = tokens[i - 2] !== undefined && !tokens[i - 2]!.word && MINUS.has(tokens[i - 2]!.text) && !count.spaced;
    if (DIGITS.test(count.text)) {
      const value = (minus ? -1 : 1) * Math.min(Number(count.text), Number.MAX_SAFE_INTEGER);
      if (value >= 1 && value <= 5) return null;
      const digits = count.text.replace(/^0+(?=\d)/, '');
      const shown = digits.length > TYPED_DIGITS_SHOWN ? `${digits.slice(0, TYPED_DIGITS_SHOWN)}…` : digits;
      return { kind: 'bad_count', count: value, typed: `${minus ? '-' : ''}${shown}` };
    }
    const value = COUNTS.get(count.text);
    if (value !== undefined && !(value >= 1 && value <= 5)) return { kind: 'bad_count', count: value };
    // «бросаю п_ять костей»: a count broken inside, right after a roll verb, as the seed's «бро_саю» breaks the verb —
    // no count to roll by, said back as typed
    const verb = tokens[i - 2];
    if (BROKEN_WORD.test(count.text) && verb !== undefined && verb.word && cuesOf(verb.text).some((c) => c.k === 'verb')) {
      return { kind: 'bad_count', count: Number.NaN, typed: count.text };
    }
  }
  return null;
}

/** Whether a whole box name starts at token k (its words in order, a hyphen or a dot allowed between). */
function boxNameAt(tokens: readonly Token[], k: number): boolean {
  const names = boxNamesByFirstWord.get(boxKey(tokens[k]!.text));
  if (names === undefined) return false;
  return names.some(({ words: parts }) => {
    let at = k + 1;
    for (let w = 1; w < parts.length; w++) {
      if (tokens[at] !== undefined && !tokens[at]!.word && (tokens[at]!.text === '-' || tokens[at]!.text === '.')) at++;
      if (tokens[at] === undefined || boxKey(tokens[at]!.text) !== parts[w]) return false;
      at++;
    }
    return true;
  });
}

/** Quotes around a name: «банк», "банк". */
const QUOTES = new Set(['«', '»', '"', '“', '”', '„', "'"]);
/** An unknown box name reaches up to the end of the sentence or line. */
const RAW_UNKNOWN = /[^.!?;,:\n\r]*/y;
const MAX_RAW = 64;

/** The name written into after a verb of the score sheet and «в» that no box has («записываю в банк»), or null. */
export function unknownBoxIn(tokens: readonly Token[], text: string): string | null {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const verb = tokens[i]!;
    if (!verb.word || !SHEET_VERBS.has(verb.text)) continue;
    let k = i + 1;
    let into = false;
    while (tokens[k] !== undefined && tokens[k]!.word && INTO.has(tokens[k]!.text)) {
      if (SHEET_INTO.has(tokens[k]!.text)) into = true;
      k++;
    }
    if (!into) continue;
    while (tokens[k] !== undefined && !tokens[k]!.word && QUOTES.has(tokens[k]!.text)) k++;
    const name = tokens[k];
    // «записываю в», «записываю в!»: the box left out is answered with the free boxes too
    if (name === undefined || !name.word) return '';
    // a name that starts as a box does («в малый …», «в стрит») is the cues' to read
    if (boxNameAt(tokens, k) || STRAIGHT.has(name.text)) continue;
    RAW_UNKNOWN.lastIndex = name.start;
    return clip(RAW_UNKNOWN.exec(text)?.[0] ?? '', MAX_RAW).trim();
  }
  return null;
}
