// Look-alikes of digits and letters («бросаю З кости», «бросаю ３ кости», «бpосаю»): a message that holds one is no
// move (RULES.md §1), whatever else it says.

/** A Cyrillic З or О standing alone where a digit would. */
export const LOOK_ALIKE_DIGIT = /(?:^|\s)[ЗО](?:\s|$)/;
/** A digit of any script (only 0–9 are the dice's). */
export const OTHER_DIGIT = /\p{N}/u;

/** A word of two scripts («бpосаю») or with a digit other than 0–9 («３»): one pass over its characters. */
export function lookAlike(word: string): boolean {
  let latin = false;
  let cyrillic = false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 0x61 && c <= 0x7a) latin = true;
    } else if (c >= 0x400 && c <= 0x4ff) cyrillic = true;
    else if (OTHER_DIGIT.test(word[i])) return true;
  }
  return latin && cyrillic;
}

const LATIN_I = /i/g;
const CYRILLIC = /[\u0400-\u04ff]/;
const LATIN_BUT_I = /[a-hj-z]/;

/**
 * The Ukrainian «і» typed as the Latin "i" inside a Cyrillic word («стрiт», «трiйка»): people without a Ukrainian
 * layout type it so, and the two letters look the same. Read as «і» — the one look-alike taken for its letter, since it
 * is no trick (any other Latin letter in a Cyrillic word still makes the message no move). The word as it is
 * otherwise.
 */
export function withUkrainianI(word: string): string {
  if (!word.includes('i') || !CYRILLIC.test(word) || LATIN_BUT_I.test(word)) return word;
  return word.replace(LATIN_I, '\u0456');
}
