// A name is a person's own text, and Unicode lets text steer the direction of what follows it: an override (U+202E)
// shows the rest of a line backwards, an unclosed isolate swallows it. Every name shown passes through here: the
// bidi controls are dropped, and a name written right to left is isolated (FSI…PDI) so that it never reorders the
// words and numbers around it. Left-to-right names are left as they are: the Butler's languages are all LTR.
//
// Text also has characters that show nothing (issue 49): «ali<U+200B>ce» looks exactly like «alice», a name of
// zero-width spaces looks like no name at all. Shown names lose them (visibleName), their odd spaces become one plain
// space and they are in composed form (NFC), so that names that look alike are alike.

/** The embeddings and overrides (U+202A–202E), the isolates (U+2066–2069) and the marks (U+200E, U+200F). */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const HAS_BIDI_CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, …, their presentation forms, the historic ones). */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
export const FSI = '\u2068';
export const PDI = '\u2069';

/**
 * Characters that show nothing in a name: U+00AD, U+034F, U+115F–1160, U+17B4–17B5, U+180B–180F, U+200B–200D,
 * U+2060–2064, U+206A–206F, U+3164, U+FEFF, U+FFA0, U+2800, U+1D159, U+1D173–1D17A, the variation selectors and the
 * tags. Those that emoji are built with (U+200D, U+FE0E/FE0F, the tags of a subdivision flag) are kept where an emoji
 * uses them (see partOfEmoji).
 */
const INVISIBLE =
  /[\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200D\u2060-\u2064\u206A-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u2800\u{1D159}\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
/** Spaces of other widths (no-break, en, em, thin, ideographic, …) and line breaks: shown as one plain space. */
const ODD_SPACES = /[\s\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+/gu;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const SKIN_TONE = /[\u{1F3FB}-\u{1F3FF}]/u;
const KEYCAP_BASE = /^[0-9#*\u00A9\u00AE]$/;
const BLACK_FLAG = '\u{1F3F4}';

/**
 * The name without characters that show nothing (INVISIBLE), its spaces plain and single, trimmed, in composed
 * form (NFC). Idempotent.
 */
export function visibleName(name: string): string {
  const chars = [...name.normalize('NFC')];
  const kept: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (!INVISIBLE.test(c) || partOfEmoji(c, kept, chars[i + 1])) kept.push(c);
  }
  return kept.join('').replace(ODD_SPACES, ' ').trim();
}

/**
 * Whether the joiner, selector or tag `c` belongs to an emoji: a joiner between two emoji (a skin tone or a selector
 * may end the first), a selector after an emoji or a keycap's base, a tag in a subdivision flag (🏴 and its tags).
 */
function partOfEmoji(c: string, kept: readonly string[], next: string | undefined): boolean {
  const previous = kept.at(-1) ?? '';
  if (c === '\u200D') {
    const base = SKIN_TONE.test(previous) || previous === '\uFE0F' ? (kept.at(-2) ?? '') : previous;
    return EMOJI.test(base) && next !== undefined && EMOJI.test(next);
  }
  if (c === '\uFE0F' || c === '\uFE0E') return EMOJI.test(previous) || KEYCAP_BASE.test(previous);
  const code = c.codePointAt(0)!;
  if (code >= 0xe0020 && code <= 0xe007f) {
    for (let j = kept.length - 1; j >= 0; j--) {
      const k = kept[j]!.codePointAt(0)!;
      if (k < 0xe0020 || k > 0xe007f) return kept[j] === BLACK_FLAG;
    }
  }
  return false;
}

/** The text without any bidi control. */
export function stripBidi(text: string): string {
  return HAS_BIDI_CONTROL.test(text) ? text.replace(BIDI_CONTROLS, '') : text;
}

/**
 * The name as shown in text: no bidi controls, nothing invisible (visibleName; a name with nothing visible is shown
 * as «…»), and isolated when it is written right to left. Idempotent.
 */
export function displayName(name: string): string {
  const clean = visibleName(stripBidi(name)) || '…';
  return RIGHT_TO_LEFT.test(clean) ? `${FSI}${clean}${PDI}` : clean;
}

/**
 * Any text of a reply, made safe at its way out: embeddings, overrides and marks are dropped; an isolate is kept only
 * where it is closed on the same line (as displayName writes them), any other isolate control is dropped.
 */
export function bidiSafeText(text: string): string {
  if (!HAS_BIDI_CONTROL.test(text)) return text;
  const chars = [...text.replace(/[\u200E\u200F\u202A-\u202E]/g, '')];
  const keep = chars.map(() => true);
  let open: number[] = [];
  chars.forEach((c, i) => {
    if (c === '\n') {
      for (const j of open) keep[j] = false;
      open = [];
    } else if (c >= '\u2066' && c <= '\u2068') open.push(i);
    else if (c === PDI) {
      if (open.length > 0) open.pop();
      else keep[i] = false;
    }
  });
  for (const j of open) keep[j] = false;
  return chars.filter((_, i) => keep[i]).join('');
}
