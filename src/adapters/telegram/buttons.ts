// Inline buttons. A press stands for a typed text, so callback_data carries that text and the session version the
// button was drawn for. Telegram allows 64 bytes of callback_data (UTF-8: a Cyrillic letter takes 2), hence:
//   v<version>|<text>     the text itself, when it fits (survives restarts: most buttons are like this)
//   v<version>~<c><rest>  a known long prefix ("Записываю в ") replaced by one code letter <c>
//   v<version>#<hash>     a hash remembered in memory since the message was sent; after a restart such a press is
//                         answered as an outdated button (the player can still type the text)
// `v` with no number = the reply had no version: the press is not checked for staleness.
import { RememberedTexts } from '../kit/remembered-texts.ts';
import type { InlineKeyboardButton, InlineKeyboardMarkup } from 'grammy/types';
import type { Button } from '../../messages/rich.ts';

export const CALLBACK_DATA_LIMIT = 64;

/** Known long beginnings of button texts; one Latin letter each. Never reuse a letter for another prefix. */
const PREFIXES: ReadonlyArray<readonly [code: string, prefix: string]> = [
  ['w', 'Записываю в '],
  ['r', 'Перебрасываю '],
  ['b', 'бросаю '],
];

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

export interface PressedButton {
  /** undefined when the button was drawn without a version */
  version: number | undefined;
  text: string;
}

export class ButtonCodec {
  private readonly long: RememberedTexts;

  constructor(remember = 10_000) {
    this.long = new RememberedTexts(16, remember);
  }

  encode(version: number | null, text: string): string {
    const head = `v${version ?? ''}`;
    const direct = `${head}|${text}`;
    if (bytes(direct) <= CALLBACK_DATA_LIMIT) return direct;
    for (const [code, prefix] of PREFIXES) {
      if (!text.startsWith(prefix)) continue;
      const short = `${head}~${code}${text.slice(prefix.length)}`;
      if (bytes(short) <= CALLBACK_DATA_LIMIT) return short;
    }
    return `${head}#${this.long.remember(text)}`;
  }

  /** The pressed button, or null for data this adapter did not make (or a hash it no longer remembers). */
  decode(data: string): PressedButton | null {
    const match = /^v(\d{0,15})([|~#])([\s\S]*)$/.exec(data);
    if (!match) return null;
    const [, digits, kind, rest] = match;
    const version = digits === '' ? undefined : Number(digits);
    let text: string | undefined;
    if (kind === '|') text = rest;
    else if (kind === '~') {
      const prefix = PREFIXES.find(([code]) => code === rest.charAt(0))?.[1];
      text = prefix === undefined ? undefined : prefix + rest.slice(1);
    } else text = this.long.recall(rest);
    return text ? { version, text } : null;
  }

  /** The inline keyboard of a reply: one row for up to three buttons, rows of two otherwise. */
  keyboard(buttons: Button[], version: number | null): InlineKeyboardMarkup | undefined {
    if (buttons.length === 0) return undefined;
    const cells: InlineKeyboardButton[] = buttons.map((button) => ({
      text: button.label,
      callback_data: this.encode(version, button.text),
    }));
    const perRow = cells.length <= 3 ? cells.length : 2;
    const rows: InlineKeyboardButton[][] = [];
    for (let i = 0; i < cells.length; i += perRow) rows.push(cells.slice(i, i + perRow));
    return { inline_keyboard: rows };
  }
}
