// Rich text → Telegram HTML (parse_mode HTML), cut into messages that fit Telegram's 4096-character limit.
// Each chunk also has a plain-text twin, sent instead if Telegram ever refuses to parse the HTML.
import { bidiSafe, type Rich } from '../../messages/rich.ts';

/** Telegram's limit for one message's text. The HTML length is counted (tags too): a safe over-estimate. */
export const MESSAGE_LIMIT = 4096;

export interface Chunk {
  html: string;
  plain: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** A piece of the message that is never cut unless it alone is longer than a message. */
interface Atom {
  kind: 'text' | 'bold' | 'mention' | 'pre' | 'newline';
  raw: string;
  userId?: string;
}

function wrap(atom: Atom, raw: string): string {
  const text = escapeHtml(raw);
  switch (atom.kind) {
    case 'bold':
      return `<b>${text}</b>`;
    case 'pre':
      return `<pre>${text}</pre>`;
    case 'mention':
      // Only a numeric id makes a working tg:// link; anything else is shown as a bold name.
      return atom.userId && /^\d{1,20}$/.test(atom.userId)
        ? `<a href="tg://user?id=${atom.userId}">${text}</a>`
        : `<b>${text}</b>`;
    default:
      return text;
  }
}

function toAtoms(rich: Rich): Atom[] {
  const atoms: Atom[] = [];
  const pushText = (kind: 'text' | 'bold', value: string) => {
    value.split('\n').forEach((line, index) => {
      if (index > 0) atoms.push({ kind: 'newline', raw: '\n' });
      if (line) atoms.push({ kind, raw: line });
    });
  };
  for (const span of rich) {
    if (typeof span === 'string') pushText('text', span);
    else if ('bold' in span) pushText('bold', span.bold);
    else if ('mention' in span) atoms.push({ kind: 'mention', raw: span.mention.name, userId: span.mention.id });
    else atoms.push({ kind: 'pre', raw: span.pre });
  }
  return atoms;
}

/** The whole text as one HTML string (no length limit). */
export function renderHtml(rich: Rich): string {
  return toAtoms(bidiSafe(rich))
    .map((atom) => (atom.kind === 'newline' ? '\n' : wrap(atom, atom.raw)))
    .join('');
}

/**
 * The same HTML and plain text straight from the spans, without atoms: what almost every reply needs (it fits one
 * message). Bold is closed at each line break, as the atoms do it, so both ways give the same text.
 */
function wholeText(rich: Rich): Chunk {
  let html = '';
  let plain = '';
  for (const span of rich) {
    if (typeof span === 'string') {
      html += escapeHtml(span);
      plain += span;
    } else if ('bold' in span) {
      html += span.bold.includes('\n')
        ? span.bold.split('\n').map((line) => (line ? `<b>${escapeHtml(line)}</b>` : '')).join('\n')
        : span.bold
          ? `<b>${escapeHtml(span.bold)}</b>`
          : '';
      plain += span.bold;
    } else if ('mention' in span) {
      html += wrap({ kind: 'mention', raw: span.mention.name, userId: span.mention.id }, span.mention.name);
      plain += span.mention.name;
    } else {
      html += `<pre>${escapeHtml(span.pre)}</pre>`;
      plain += span.pre;
    }
  }
  return { html, plain };
}

/**
 * Cuts an atom whose HTML is longer than `limit` into atoms that fit, each wrapped in its own tags. A monospace block
 * is cut between its lines where it can; any text is cut between code points, never inside a surrogate pair.
 */
function splitAtom(atom: Atom, limit: number): Atom[] {
  const overhead = wrap(atom, '').length;
  const pieces: string[] = [];
  let current = '';
  let currentLength = 0;
  const units = atom.kind === 'pre' ? atom.raw.split(/(?<=\n)/) : [atom.raw];
  for (const unit of units) {
    const unitLength = escapeHtml(unit).length;
    if (currentLength + unitLength + overhead <= limit) {
      current += unit;
      currentLength += unitLength;
      continue;
    }
    for (const char of unit) {
      const charLength = escapeHtml(char).length;
      if (currentLength + charLength + overhead > limit && current) {
        pieces.push(current);
        current = '';
        currentLength = 0;
      }
      current += char;
      currentLength += charLength;
    }
  }
  if (current) pieces.push(current);
  return pieces.map((raw) => ({ ...atom, raw }));
}

/**
 * The text as HTML chunks of at most `limit` characters each. Cuts go between lines first, then between spans, and
 * only inside a span that alone is too long; tags stay balanced in every chunk.
 */
export function renderChunks(unsafe: Rich, limit = MESSAGE_LIMIT): Chunk[] {
  const rich = bidiSafe(unsafe);
  const whole = wholeText(rich);
  if (whole.html.length <= limit) return whole.html.trim() ? [whole] : [];
  const lines: Atom[][] = [[]];
  for (const atom of toAtoms(rich)) {
    if (atom.kind === 'newline') lines.push([]);
    else lines[lines.length - 1].push(atom);
  }
  const chunks: Chunk[] = [];
  let html = '';
  let plain = '';
  let open = false;
  const flush = () => {
    if (open && html.trim()) chunks.push({ html, plain });
    html = '';
    plain = '';
    open = false;
  };
  const add = (atomHtml: string, atomPlain: string, separator: string) => {
    if (open && html.length + separator.length + atomHtml.length > limit) flush();
    const sep = open ? separator : '';
    html += sep + atomHtml;
    plain += sep + atomPlain;
    open = true;
  };
  for (const line of lines) {
    const lineHtml = line.map((atom) => wrap(atom, atom.raw)).join('');
    if (lineHtml.length <= limit) {
      add(lineHtml, line.map((atom) => atom.raw).join(''), '\n');
      continue;
    }
    // A line longer than a message: its atoms go one by one, the first after a line break, the rest glued on.
    let separator = '\n';
    for (const atom of line) {
      for (const piece of wrap(atom, atom.raw).length > limit ? splitAtom(atom, limit) : [atom]) {
        add(wrap(piece, piece.raw), piece.raw, separator);
        separator = '';
      }
    }
  }
  flush();
  return chunks;
}
