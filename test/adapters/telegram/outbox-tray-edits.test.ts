// A dice tray's toggles redraw its keyboard in place (issue 51): each redraw counts against the chat's send budget,
// and while the budget is short the redraws of one message wait as one — the newest keyboard, drawn once.
import { describe, expect, it } from 'vitest';
import { Outbox, type OutMessage, type OutPart } from '../../../src/adapters/telegram/outbox.ts';
import { silentLogger } from '../../../src/log.ts';
import { fakeScheduler } from './fake-scheduler.ts';

const GROUP = -100501;

function setup() {
  const scheduler = fakeScheduler();
  const sent: { at: number; message: OutMessage }[] = [];
  const outbox = new Outbox({ logger: silentLogger, scheduler, send: async (message) => void sent.push({ at: scheduler.now(), message }) });
  return { scheduler, sent, outbox };
}

const text = (html: string): OutPart => ({ target: { chatId: GROUP }, html, plain: html });
const redraw = (messageId: number, label: string): OutPart => ({
  target: { chatId: GROUP },
  html: '',
  plain: '',
  edit: { messageId },
  keyboard: { inline_keyboard: [[{ text: label, callback_data: 't0.1:d0' }]] },
});

describe('tray redraws in the outbox', () => {
  it('GIVEN a group whose minute is spent WHEN a player toggles five dice THEN the tray is redrawn once, with the last toggle, when the budget allows', async () => {
    const { sent, outbox } = setup();
    // 20 sends fill the group's minute
    await Promise.all(Array.from({ length: 20 }, (_, i) => outbox.enqueue([text(`${i}${'x'.repeat(3000)}`)])));
    const spent = sent.length;
    const toggles = ['1', '2', '3', '4', '5'].map((n) => outbox.enqueue([redraw(42, `toggle ${n}`)]));
    expect(await Promise.all(toggles)).toEqual([true, true, true, true, true]);
    const edits = sent.slice(spent);
    expect(edits).toHaveLength(1);
    expect(edits[0]!.message.edit).toEqual({ messageId: 42 });
    expect(edits[0]!.message.keyboard?.inline_keyboard[0]![0]!.text).toBe('toggle 5');
    // it waited for the minute: an edit is a send like any other
    expect(edits[0]!.at - sent[0]!.at).toBeGreaterThanOrEqual(60_000);
  });

  it('GIVEN a redraw and a reply waiting together THEN neither is merged into the other', async () => {
    const { sent, outbox } = setup();
    await outbox.enqueue([text('first')]);
    const both = [outbox.enqueue([redraw(7, 'kept')]), outbox.enqueue([text('next hand')])];
    await Promise.all(both);
    expect(sent.map((s) => (s.message.edit ? `edit ${s.message.edit.messageId}` : s.message.html))).toEqual(['first', 'edit 7', 'next hand']);
  });
});
