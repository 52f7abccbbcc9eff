// A Russian or Ukrainian message typed with the Latin layout still on (",hjcf. rjcnb" for «бросаю кости»,
// "rblf. rscnrb" for «кидаю кістки»): RULES.md §1 reads it as the words the keys stand for (issue 53). The keys are the
// standard ЙЦУКЕН layouts; the Ukrainian one differs in four keys (і, ї, є and the apostrophe).
//
// The quick check (gate.ts) knows the Latin letter runs these words leave between their punctuation keys («б» is ",",
// «ю» is "."), so such a message is read at all; readMessage (../index.ts) then retypes it here and reads the result.

const SHARED: Readonly<Record<string, string>> = {
  q: 'й', w: 'ц', e: 'у', r: 'к', t: 'е', y: 'н', u: 'г', i: 'ш', o: 'щ', p: 'з', '[': 'х',
  a: 'ф', d: 'в', f: 'а', g: 'п', h: 'р', j: 'о', k: 'л', l: 'д', ';': 'ж',
  z: 'я', x: 'ч', c: 'с', v: 'м', b: 'и', n: 'т', m: 'ь', ',': 'б', '.': 'ю',
};
/** The keys that differ, by layout. */
const LAYOUTS: ReadonlyArray<Readonly<Record<string, string>>> = [
  { ...SHARED, s: 'ы', ']': 'ъ', "'": 'э', '`': 'е' },
  { ...SHARED, s: 'і', ']': 'ї', "'": 'є', '`': "'" },
];

/** Each layout's key of a letter (the first key that types it): keysOf asks it of every form at load. */
const KEYS_OF: ReadonlyArray<ReadonlyMap<string, string>> = LAYOUTS.map((layout) => {
  const keys = new Map<string, string>();
  for (const [key, letter] of Object.entries(layout)) if (!keys.has(letter)) keys.set(letter, key);
  return keys;
});

/** Whether c is one of the keys a layout maps (Latin letters and the punctuation keys of Cyrillic letters). */
const KEY = /^[a-z,.;'[\]`]$/;

/** The Latin keys a folded Cyrillic word is typed with, per layout that can type it (none when a letter has no key). */
export function keysOf(word: string): string[] {
  const typings: string[] = [];
  for (const layout of KEYS_OF) {
    let keys = '';
    for (const letter of word) {
      const key = layout.get(letter);
      if (key === undefined) {
        keys = '';
        break;
      }
      keys += key;
    }
    if (keys !== '' && !typings.includes(keys)) typings.push(keys);
  }
  return typings;
}

/** The runs of Latin letters in a typing (what the quick check sees as words): ",hjcf." → ["hjcf"]. */
export function letterRuns(keys: string): string[] {
  return keys.split(/[^a-z]+/).filter((run) => run !== '');
}

const CYRILLIC = /[\u0400-\u04ff]/;
const CHUNK = /\S+/g;
const LETTER = /[a-z]/;

/**
 * The message retyped on the layout whose words `known` knows best, or null when no chunk becomes a known word or
 * nothing changes (with Cyrillic letters in it, only the chunks that become known words are retyped). A chunk's last
 * key may be real punctuation ("rjcnb." is «кости.», not «костию»): the chunk is taken whole when that is a known
 * word, else with its last key kept as typed.
 */
export function retyped(text: string, known: (word: string) => boolean): string | null {
  // (a message with Cyrillic in it, ",hjcf. gjrth 😅 раскладка": only the chunks that become known words are retyped —
  // an English word among Russian ones, "кидаю dice", stays as typed)
  const mixed = CYRILLIC.test(text);
  const lower = text.toLowerCase();
  let best: string | null = null;
  let bestKnown = 0;
  for (const layout of LAYOUTS) {
    let count = 0;
    const out = lower.replace(CHUNK, (chunk) => {
      if (!LETTER.test(chunk) || ![...chunk].every((c) => KEY.test(c) || (c >= '0' && c <= '9') || c === '?' || c === '!')) return chunk;
      const whole = convert(chunk, layout);
      if (known(stripMarks(whole))) {
        count++;
        return whole;
      }
      const last = chunk.at(-1)!;
      if (last === '.' || last === ',' || last === ';') {
        const head = convert(chunk.slice(0, -1), layout);
        if (known(stripMarks(head))) {
          count++;
          return head + last;
        }
        if (!mixed) return head + last;
      }
      return mixed ? chunk : whole;
    });
    if (count > bestKnown) {
      best = out;
      bestKnown = count;
    }
  }
  return best !== null && best !== lower ? best : null;
}

function convert(chunk: string, layout: Readonly<Record<string, string>>): string {
  let out = '';
  for (const c of chunk) out += KEY.test(c) ? (layout[c] ?? c) : c;
  return out;
}

/** A chunk without the "?" and "!" around it (those keys are the same on both layouts). */
function stripMarks(word: string): string {
  return word.replace(/[?!]+/g, '');
}
