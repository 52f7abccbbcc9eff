// Rich text → Discord Markdown: escaping, bold, mentions and code blocks.
import { describe, expect, it } from 'vitest';
import { codeBlock, escapeText, hasPreBlock, richToMarkdown } from '../../../src/adapters/discord/render-markdown.ts';
import { bold, mention, pre } from '../../../src/messages/rich.ts';

describe('richToMarkdown', () => {
  it('GIVEN a player with a Discord id WHEN the player is mentioned THEN it renders as a <@id> mention', () => {
    expect(richToMarkdown(['Ход: ', mention({ id: '123456789012345678', name: 'alice' })])).toBe(
      'Ход: <@123456789012345678>',
    );
  });

  it('GIVEN bold text WHEN rendered THEN **…**, with Markdown inside escaped', () => {
    expect(richToMarkdown([bold('Костяной покер')])).toBe('**Костяной покер**');
    expect(richToMarkdown([bold('a*b')])).toBe('**a\\*b**');
  });

  it('GIVEN what a user typed in plain text WHEN rendered THEN Markdown in it is shown as typed, not applied', () => {
    const md = richToMarkdown(['Не нашёл игрока «**evil** __x__ ~~y~~ `z` ||s||».']);
    expect(md).toBe('Не нашёл игрока «\\*\\*evil\\*\\* \\_\\_x\\_\\_ \\~\\~y\\~\\~ \\`z\\` \\|\\|s\\|\\|».');
    expect(escapeText('# big')).toBe('\\# big');
    expect(escapeText('[click](http://x)')).toBe('\\[click](http://x)');
  });

  it('GIVEN an id that is not a Discord id WHEN the player is mentioned THEN the name is shown, escaped and bold', () => {
    expect(richToMarkdown([mention({ id: 'alice', name: 'a_l_i*ce' })])).toBe('**a\\_l\\_i\\*ce**');
  });

  it('GIVEN a {pre} table WHEN rendered THEN a code block that its own backticks cannot close', () => {
    expect(richToMarkdown(['Счёт:\n', pre('A  1\nB  2')])).toBe('Счёт:\n```\nA  1\nB  2\n```');
    expect(codeBlock('a```b')).not.toMatch(/a```b/);
    expect(hasPreBlock(['x', pre('t')])).toBe(true);
    expect(hasPreBlock(['x', bold('t')])).toBe(false);
  });
});

describe('mentions in what players typed', () => {
  it('GIVEN @everyone, @here, a user and a role mention in plain text WHEN rendered THEN none of them is a live mention', () => {
    const out = richToMarkdown(['@everyone @here <@123456789012345678> <@!123456789012345678> <@&223456789012345678>']);
    expect(out).not.toMatch(/@everyone|@here|<@!?\d|<@&\d/);
    expect(out.replace(/\u200b/g, '')).toContain('@everyone @here <@123456789012345678>');
  });

  it("GIVEN the Butler's own mention of a player WHEN rendered THEN it stays a live mention", () => {
    expect(richToMarkdown([{ mention: { id: '123456789012345678', name: 'x' } }])).toBe('<@123456789012345678>');
  });
});
