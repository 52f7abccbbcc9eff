// A platform-neutral formatted text. Renderers in messages/ build it; each adapter turns it into what its
// platform shows (plain text in the console, HTML on Telegram, Markdown on Discord).

import type { PlayerRef, Rich, Span } from '../core/rich.ts';
import { bidiSafeText, displayName } from '../core/display-name.ts';

// The types live in core/ (sessions and adapters use them too); the builders that messages/ write with live here.
export type { Button, PlayerRef, Rich, Span } from '../core/rich.ts';

export const bold = (text: string): Span => ({ bold: text });
export const mention = (player: PlayerRef): Span => ({ mention: player });
export const pre = (text: string): Span => ({ pre: text });

/** Joins rich fragments with a line break between non-empty ones. */
export function lines(...parts: (Rich | Span | null | undefined | false)[]): Rich {
  const out: Rich = [];
  for (const part of parts) {
    if (!part) continue;
    const spans = Array.isArray(part) ? part : [part];
    if (spans.length === 0) continue;
    if (out.length > 0) out.push('\n');
    out.push(...spans);
  }
  return out;
}

/**
 * `lines` one part at a time, into `out`: a renderer that builds its reply line by line writes into one array
 * instead of making an array of lines and joining them.
 */
export function addLine(out: Rich, part: Rich | Span | null | undefined | false): void {
  if (!part) return;
  if (!Array.isArray(part)) {
    if (out.length > 0) out.push('\n');
    out.push(part);
    return;
  }
  if (part.length === 0) return;
  if (out.length > 0) out.push('\n');
  for (let i = 0; i < part.length; i++) out.push(part[i]!);
}

/**
 * The door every reply leaves by (each adapter's renderer, the pages): a mention's name is shown as displayName
 * writes it (no bidi controls, isolated when right to left), and no other text carries a control that would reorder
 * what follows it (core/display-name.ts).
 */
export function bidiSafe(rich: Rich): Rich {
  return rich.map((span): Span => {
    if (typeof span === 'string') return bidiSafeText(span);
    if ('bold' in span) return { bold: bidiSafeText(span.bold) };
    if ('mention' in span) return { mention: { ...span.mention, name: displayName(span.mention.name) } };
    return { pre: bidiSafeText(span.pre) };
  });
}

/** Plain text: mentions become names, bold loses its marks. Used by the console and in tests. */
export function toPlain(rich: Rich): string {
  return bidiSafe(rich)
    .map((span) => {
      if (typeof span === 'string') return span;
      if ('bold' in span) return span.bold;
      if ('mention' in span) return span.mention.name;
      return span.pre;
    })
    .join('');
}
