// A name is a person's own text, and Unicode lets text steer the direction of what follows it: an override (U+202E)
// shows the rest of a line backwards, an unclosed isolate swallows it. Every name shown passes through here: the
// bidi controls are dropped, and a name written right to left is isolated (FSI…PDI) so that it never reorders the
// words and numbers around it. Left-to-right names are left as they are: the Butler's languages are all LTR.

/** The embeddings and overrides (U+202A–202E), the isolates (U+2066–2069) and the marks (U+200E, U+200F). */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const HAS_BIDI_CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, …, their presentation forms, the historic ones). */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
export const FSI = '\u2068';
export const PDI = '\u2069';

/** The text without any bidi control. */
export function stripBidi(text: string): string {
  return HAS_BIDI_CONTROL.test(text) ? text.replace(BIDI_CONTROLS, '') : text;
}

/** The name as shown in text: no bidi controls, and isolated when it is written right to left. Idempotent. */
export function displayName(name: string): string {
  const clean = stripBidi(name);
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
