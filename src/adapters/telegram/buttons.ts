// Inline buttons. A press stands for a typed text: callback_data carries that text and the session version the
// button was drawn for, in the form every platform shares (adapters/kit/button-codec.ts). Telegram allows 64 bytes
// of callback_data (UTF-8: a Cyrillic letter takes 2), so a long text goes by its known beginning's code or a hash.
import { ButtonCodec as KitCodec, type PressedButton } from '../kit/button-codec.ts';
import type { InlineKeyboardButton, InlineKeyboardMarkup } from 'grammy/types';
import type { Button } from '../../messages/rich.ts';

export type { PressedButton };

export const CALLBACK_DATA_LIMIT = 64;

/** Telegram's button codec (adapters/kit/button-codec.ts) with its 64 bytes of callback_data, and its keyboard. */
export class ButtonCodec extends KitCodec {
  constructor(remember = 10_000) {
    super({ max: CALLBACK_DATA_LIMIT, measure: (text) => Buffer.byteLength(text, 'utf8'), hashLength: 16 }, remember);
  }

  /**
   * The inline keyboard of a reply: the rows its buttons name (a dice tray: the dice in one row, Roll and Best keep,
   * the other moves two a row); else one row for up to three buttons, rows of two otherwise.
   */
  keyboard(buttons: Button[], version: number | null): InlineKeyboardMarkup | undefined {
    if (buttons.length === 0) return undefined;
    const cells: InlineKeyboardButton[] = buttons.map((button) => ({
      text: button.label,
      callback_data: this.encodeButton(button, version),
    }));
    if (buttons.some((button) => button.row !== undefined)) {
      const byRow = new Map<number, InlineKeyboardButton[]>();
      buttons.forEach((button, i) => {
        const row = button.row ?? Number.MAX_SAFE_INTEGER;
        byRow.set(row, [...(byRow.get(row) ?? []), cells[i]!]);
      });
      return { inline_keyboard: [...byRow.keys()].sort((a, b) => a - b).map((row) => byRow.get(row)!) };
    }
    const perRow = cells.length <= 3 ? cells.length : 2;
    const rows: InlineKeyboardButton[][] = [];
    for (let i = 0; i < cells.length; i += perRow) rows.push(cells.slice(i, i + perRow));
    return { inline_keyboard: rows };
  }
}
