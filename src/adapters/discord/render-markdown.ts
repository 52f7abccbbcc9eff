// Neutral rich text → Discord Markdown. Every plain span is escaped (it may carry what a user typed: a name after
// /kick, an unknown game), bold becomes **…**, a player becomes a <@id> mention, a {pre} block a code block.
import { escapeMarkdown } from 'discord.js';
import { bidiSafe, type Rich, type Span } from '../../messages/rich.ts';
import { neutralizeMentions } from './neutralize-mentions.ts';

const SNOWFLAKE = /^\d{15,25}$/;

/** Escapes everything Discord would read as formatting, including headings, lists, masked links and mentions. */
export function escapeText(text: string): string {
  return neutralizeMentions(
    escapeMarkdown(text, { heading: true, bulletedList: true, numberedList: true, maskedLink: true }),
  );
}

/** A code block that cannot be closed early by its own content. */
export function codeBlock(text: string): string {
  return '```\n' + text.replace(/```/g, '`\u200b`\u200b`') + '\n```';
}

function spanToMarkdown(span: Span): string {
  if (typeof span === 'string') return escapeText(span);
  if ('bold' in span) return span.bold === '' ? '' : `**${escapeText(span.bold)}**`;
  if ('mention' in span) {
    const { id, name } = span.mention;
    // Console-style ids (names) cannot be mentioned; show the name instead.
    return SNOWFLAKE.test(id) ? `<@${id}>` : `**${escapeText(name)}**`;
  }
  return codeBlock(span.pre);
}

export function richToMarkdown(rich: Rich): string {
  return bidiSafe(rich).map(spanToMarkdown).join('');
}

/** Score sheets and tables come as {pre} blocks: such replies read best as an embed. */
export function hasPreBlock(rich: Rich): boolean {
  return rich.some((span) => typeof span === 'object' && 'pre' in span);
}
