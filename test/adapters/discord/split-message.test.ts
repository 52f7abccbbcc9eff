// Messages over Discord's 2000-character limit are split at line breaks, keeping code blocks closed.
import { describe, expect, it } from 'vitest';
import { splitMessage } from '../../../src/adapters/discord/split-message.ts';

describe('splitMessage', () => {
  it('GIVEN a short text WHEN split THEN one part, unchanged', () => {
    expect(splitMessage('hello')).toEqual(['hello']);
  });

  it('GIVEN many lines WHEN split THEN parts under the limit, cut at line breaks, nothing lost', () => {
    const lines = Array.from({ length: 300 }, (_, i) => `строка ${i}`);
    const parts = splitMessage(lines.join('\n'), 200);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(200);
    expect(parts.join('\n')).toBe(lines.join('\n'));
  });

  it('GIVEN one line longer than the limit WHEN split THEN it is cut hard', () => {
    const parts = splitMessage('x'.repeat(450), 200);
    expect(parts.every((p) => p.length <= 200)).toBe(true);
    expect(parts.join('')).toBe('x'.repeat(450));
  });

  it('GIVEN a code block across a cut WHEN split THEN each part has balanced fences', () => {
    const table = ['```', ...Array.from({ length: 60 }, (_, i) => `row ${i} | 10 | 20`), '```'].join('\n');
    const parts = splitMessage(`Счёт:\n${table}\nконец`, 300);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(300);
      expect((part.match(/```/g) ?? []).length % 2).toBe(0);
    }
  });

  it('GIVEN 2000 characters exactly WHEN split THEN one part; 2001 make two', () => {
    expect(splitMessage('y'.repeat(2000))).toHaveLength(1);
    expect(splitMessage('y'.repeat(2001)).length).toBe(2);
  });
});
