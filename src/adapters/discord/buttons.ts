// Reply buttons ↔ Discord components. A button's custom_id carries the session version it was drawn for and the
// text the press stands for, so a press is handled exactly as if that text was typed and a press on an older
// state is noticed by the core. custom_id is limited to 100 characters: the Butler's button texts ("/join",
// "Хватит", "Записываю в малый стрит") fit inline; a longer text is kept in memory under a short hash (after a
// restart such a button reads as stale — the player is told to look at /status, nothing changes).
import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
} from 'discord.js';
import type { Button } from '../../messages/rich.ts';
import { RememberedTexts } from '../kit/remembered-texts.ts';

export const CUSTOM_ID_LIMIT = 100;
const LABEL_LIMIT = 80;
const PER_ROW = 5;
const MAX_ROWS = 5;
const INLINE = 'b';
const HASHED = 'h';
const NO_VERSION = 'n';

export interface ButtonPress {
  /** the session version the button was drawn for; null = drawn when the channel had no stored session */
  version: number | null;
  text: string;
}

export class ButtonCodec {
  private readonly long: RememberedTexts;

  constructor(maxRemembered = 10_000) {
    this.long = new RememberedTexts(22, maxRemembered);
  }

  encode(version: number | null, text: string): string {
    const v = version === null ? NO_VERSION : String(version);
    const inline = `${INLINE}:${v}:${text}`;
    if (inline.length <= CUSTOM_ID_LIMIT) return inline;
    return `${HASHED}:${v}:${this.long.remember(text)}`;
  }

  /** The press a custom_id stands for, or null when it is not ours or no longer known. */
  decode(customId: string): ButtonPress | null {
    const match = /^([bh]):(n|\d{1,15}):([\s\S]+)$/.exec(customId);
    if (!match) return null;
    const [, kind, v, rest] = match;
    const version = v === NO_VERSION ? null : Number(v);
    if (kind === INLINE) return { version, text: rest };
    const text = this.long.recall(rest);
    return text === undefined ? null : { version, text };
  }
}

function label(text: string): string {
  const chars = Array.from(text.trim());
  if (chars.length === 0) return '…';
  return chars.length <= LABEL_LIMIT ? chars.join('') : `${chars.slice(0, LABEL_LIMIT - 1).join('')}…`;
}

/** Up to 25 buttons in rows of five; the first is the primary action. */
export function buttonRows(
  buttons: Button[],
  version: number | null,
  codes: ButtonCodec,
): APIActionRowComponent<APIButtonComponentWithCustomId>[] {
  const shown = buttons.slice(0, PER_ROW * MAX_ROWS);
  const rows: APIActionRowComponent<APIButtonComponentWithCustomId>[] = [];
  shown.forEach((button, index) => {
    if (index % PER_ROW === 0) rows.push({ type: ComponentType.ActionRow, components: [] });
    rows[rows.length - 1].components.push({
      type: ComponentType.Button,
      style: index === 0 ? ButtonStyle.Primary : ButtonStyle.Secondary,
      label: label(button.label),
      custom_id: codes.encode(version, button.text),
    });
  });
  return rows;
}
