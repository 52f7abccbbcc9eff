// A platform-neutral formatted text. Renderers in messages/ build it; each adapter turns it into what its
// platform shows (plain text in the console, HTML on Telegram, Markdown on Discord).

export interface PlayerRef {
  id: string;
  name: string;
}

export type Span =
  | string
  | { bold: string }
  | { mention: PlayerRef }
  /** A monospace block (score tables). Put it on its own line. */
  | { pre: string };

export type Rich = Span[];

/** A button that sends the same text a player could type (`Хватит`, `Записываю в каре`, `/join`). */
export interface Button {
  label: string;
  /** the text the press stands for, handled exactly as if typed */
  text: string;
}

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

/** Plain text: mentions become names, bold loses its marks. Used by the console and in tests. */
export function toPlain(rich: Rich): string {
  return rich
    .map((span) => {
      if (typeof span === 'string') return span;
      if ('bold' in span) return span.bold;
      if ('mention' in span) return span.mention.name;
      return span.pre;
    })
    .join('');
}
