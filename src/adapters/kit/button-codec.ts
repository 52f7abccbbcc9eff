// A button press stands for a typed text, so the button's data (Telegram's callback_data, Discord's custom_id)
// carries that text and the session version the button was drawn for, in one form for every platform:
//   v<version>|<text>           the text itself, when it fits (survives restarts: most buttons are like this)
//   v<version>~<code><rest>     a known long beginning ("Записываю в ") replaced by its code (BUTTON_PREFIXES,
//                               the words of each language's catalogue)
//   v<version>#<hash>           a hash remembered in memory since the message was sent; after a restart such a press
//                               reads as an outdated button (the player can still type the text)
// `v` with no number = the reply had no version: the press is not checked for staleness. Each platform gives only
// how long its data may be and how it counts it.
//   t<tray code>                a dice tray's button (core/tray.ts): the tray's name and what the press asks; it
//                               carries no text and no session version (a toggle changes the session but no move)
import { buttonPrefixes } from '../../messages/index.ts';
import { RememberedTexts } from './remembered-texts.ts';
import { readTrayCode, type TrayPress } from '../../core/tray.ts';
import type { Button } from '../../core/rich.ts';

/** How much button data a platform takes, counted its way. */
export interface ButtonDataLimit {
  max: number;
  /** the length of a text as the platform counts it (UTF-8 bytes, or characters) */
  measure(text: string): number;
  /** characters of base64url hash for a text that does not fit */
  hashLength: number;
}

export interface PressedButton {
  /** undefined when the button was drawn without a version */
  version: number | undefined;
  text: string;
  /** a dice tray's press (then `text` is only for logs) */
  tap?: TrayPress;
}

export class ButtonCodec {
  private readonly long: RememberedTexts;

  constructor(
    private readonly limit: ButtonDataLimit,
    remember = 10_000,
    /** [code, beginning]: codes are never reused for another beginning (a press may come back after a deploy) */
    private readonly prefixes: ReadonlyArray<readonly [code: string, prefix: string]> = buttonPrefixes(),
  ) {
    this.long = new RememberedTexts(limit.hashLength, remember);
  }

  private fits(data: string): boolean {
    return this.limit.measure(data) <= this.limit.max;
  }

  encode(version: number | null, text: string): string {
    const head = `v${version ?? ''}`;
    const direct = `${head}|${text}`;
    if (this.fits(direct)) return direct;
    for (const [code, prefix] of this.prefixes) {
      if (!text.startsWith(prefix)) continue;
      const short = `${head}~${code}${text.slice(prefix.length)}`;
      if (this.fits(short)) return short;
    }
    return `${head}#${this.long.remember(text)}`;
  }

  /** A reply's button: a tray's by its tray code, any other by the text it stands for. */
  encodeButton(button: Button, version: number | null): string {
    return button.tap !== undefined ? `t${button.tap}` : this.encode(version, button.text);
  }

  /** The pressed button, or null for data this codec did not make (or a hash it no longer remembers). */
  decode(data: string): PressedButton | null {
    if (data.startsWith('t')) {
      const tap = readTrayCode(data.slice(1));
      return tap ? { version: undefined, text: `[tap ${data.slice(1)}]`, tap } : null;
    }
    const match = /^v(\d{0,15})([|~#])([\s\S]*)$/.exec(data);
    if (!match) return null;
    const [, digits, kind, rest] = match;
    const version = digits === '' ? undefined : Number(digits);
    let text: string | undefined;
    if (kind === '|') text = rest;
    else if (kind === '~') {
      const found = this.prefixes.find(([code]) => rest.startsWith(code));
      text = found === undefined ? undefined : found[1] + rest.slice(found[0].length);
    } else text = this.long.recall(rest);
    return text ? { version, text } : null;
  }
}
