import { describe, expect, it } from 'vitest';
import { escapeHtml, MESSAGE_LIMIT, renderChunks, renderHtml } from '../../../src/adapters/telegram/render-html.ts';
import { bold, mention, pre, type Rich } from '../../../src/messages/rich.ts';

describe('Rich → Telegram HTML', () => {
  it('GIVEN &, < and > anywhere, names in mentions too WHEN rendered THEN they are escaped', () => {
    expect(escapeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    const html = renderHtml(['x<y ', bold('<b>&'), ' ', mention({ id: '42', name: '<b>&Ann' }), pre('1 < 2')]);
    expect(html).toBe(
      'x&lt;y <b>&lt;b&gt;&amp;</b> <a href="tg://user?id=42">&lt;b&gt;&amp;Ann</a><pre>1 &lt; 2</pre>',
    );
  });

  it('GIVEN a mention WHEN rendered THEN it is a link only for a numeric Telegram id', () => {
    expect(renderHtml([mention({ id: 'javascript:alert(1)', name: 'Eve' })])).toBe('<b>Eve</b>');
  });

  it('GIVEN line breaks and dice emoji WHEN rendered THEN they stay as they are', () => {
    expect(renderHtml(['🎲 ⚂ ⚄\n', bold('итог'), '\n\nконец'])).toBe('🎲 ⚂ ⚄\n<b>итог</b>\n\nконец');
  });
});

describe('cutting a long reply into messages', () => {
  it('GIVEN a text that fits WHEN cut THEN it is one chunk', () => {
    const chunks = renderChunks(['hello ', bold('world')]);
    expect(chunks).toEqual([{ html: 'hello <b>world</b>', plain: 'hello world' }]);
  });

  it('GIVEN a long text WHEN cut THEN it is cut between lines, every chunk within the limit, no text lost', () => {
    const lines: Rich = [];
    for (let i = 0; i < 500; i++) lines.push(`${i === 0 ? '' : '\n'}строка номер ${i} `, bold(`<${i}>`));
    const chunks = renderChunks(lines);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.html.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
    const plain = chunks.map((c) => c.plain).join('\n');
    for (let i = 0; i < 500; i++) expect(plain).toContain(`строка номер ${i} <${i}>`);
  });

  it('GIVEN a single huge span WHEN cut THEN its tags are balanced in every chunk', () => {
    const chunks = renderChunks([bold('&'.repeat(3000))], 1000);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.html.length).toBeLessThanOrEqual(1000);
      expect(chunk.html).toMatch(/^<b>(&amp;)+<\/b>$/);
    }
    expect(chunks.map((c) => c.plain).join('')).toBe('&'.repeat(3000));
  });

  it('GIVEN a long monospace table WHEN cut THEN it is cut between its rows', () => {
    const table = Array.from({ length: 100 }, (_, i) => `row ${String(i).padStart(3)} | 12`).join('\n');
    const chunks = renderChunks([pre(table)], 500);
    for (const chunk of chunks) {
      expect(chunk.html.startsWith('<pre>')).toBe(true);
      expect(chunk.html.endsWith('</pre>')).toBe(true);
      expect(chunk.html.length).toBeLessThanOrEqual(500);
    }
    expect(chunks.map((c) => c.plain).join('')).toBe(table);
  });

  it('GIVEN a line of dice emoji WHEN cut at an odd limit THEN a surrogate pair is never split', () => {
    const chunks = renderChunks(['🎲'.repeat(100)], 51);
    for (const chunk of chunks) expect(chunk.plain).toMatch(/^(🎲)+$/u);
  });
});

describe('one-message replies (the common case)', () => {
  it('GIVEN a reply that fits one message WHEN it is cut into chunks THEN its HTML is exactly the full rendering, and the plain twin has no tags', () => {
    const rich = [
      '🎲 ',
      { mention: { id: '101', name: 'A<l>ice & co' } },
      ': ⚂3 ⚃4\n\n',
      { bold: 'Итог\nраунда' },
      { bold: '' },
      '\n',
      { pre: 'a  1\nb <2>' },
      { mention: { id: 'console-bob', name: 'Bob' } },
    ] as const;
    const chunks = renderChunks([...rich]);
    expect(chunks).toHaveLength(1);
    expect(chunks[0].html).toBe(renderHtml([...rich]));
    expect(chunks[0].plain).toBe('🎲 A<l>ice & co: ⚂3 ⚃4\n\nИтог\nраунда\na  1\nb <2>Bob');
  });

  it('GIVEN only blank text WHEN it is cut into chunks THEN no message at all', () => {
    expect(renderChunks(['\n', { bold: '' }, ' '])).toEqual([]);
  });
});
