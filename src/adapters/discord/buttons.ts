// Reply buttons ↔ Discord components. A button's custom_id carries the session version it was drawn for and the
// text the press stands for, in the form every platform shares (adapters/kit/button-codec.ts), so a press is handled
// exactly as if that text was typed and a press on an older state is noticed by the core. custom_id is limited to
// 100 characters: the Butler's button texts fit inline; a longer one goes by its known beginning's code or a hash
// kept in memory (after a restart such a button reads as stale — the player is told to look at /status).
import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
} from 'discord.js';
import type { Button } from '../../messages/rich.ts';
import { ButtonCodec as KitCodec, type PressedButton } from '../kit/button-codec.ts';

export const CUSTOM_ID_LIMIT = 100;
const LABEL_LIMIT = 80;
const PER_ROW = 5;
const MAX_ROWS = 5;

/** Discord's button codec: 100 characters of custom_id. */
export class ButtonCodec extends KitCodec {
  constructor(maxRemembered = 10_000) {
    super({ max: CUSTOM_ID_LIMIT, measure: (text) => text.length, hashLength: 22 }, maxRemembered);
  }

  /** The press a custom_id stands for, or null when it is not ours or no longer known. */
  override decode(customId: string): PressedButton | null {
    return super.decode(customId) ?? earlierForm(customId);
  }
}

/** "b:<version|n>:<text>", the inline form buttons were sent in before the shared codec: still read after a deploy. */
function earlierForm(customId: string): PressedButton | null {
  const match = /^b:(n|\d{1,15}):([\s\S]+)$/.exec(customId);
  if (!match) return null;
  return { version: match[1] === 'n' ? undefined : Number(match[1]), text: match[2]! };
}

function label(text: string): string {
  const chars = Array.from(text.trim());
  if (chars.length === 0) return '…';
  return chars.length <= LABEL_LIMIT ? chars.join('') : `${chars.slice(0, LABEL_LIMIT - 1).join('')}…`;
}

/**
 * Up to 25 buttons in rows of five; the first is the primary action. A dice tray's buttons go in the rows they name
 * (the dice; Roll and Best keep, Roll the primary one; the other moves), a die toggled for a reroll in blue.
 */
export function buttonRows(
  buttons: Button[],
  version: number | null,
  codes: ButtonCodec,
): APIActionRowComponent<APIButtonComponentWithCustomId>[] {
  if (buttons.some((button) => button.row !== undefined)) return namedRows(buttons, version, codes);
  const shown = buttons.slice(0, PER_ROW * MAX_ROWS);
  const rows: APIActionRowComponent<APIButtonComponentWithCustomId>[] = [];
  shown.forEach((button, index) => {
    if (index % PER_ROW === 0) rows.push({ type: ComponentType.ActionRow, components: [] });
    rows[rows.length - 1].components.push({
      type: ComponentType.Button,
      style: index === 0 ? ButtonStyle.Primary : ButtonStyle.Secondary,
      label: label(button.label),
      custom_id: codes.encodeButton(button, version),
    });
  });
  return rows;
}

/** A tray's rows: each button in the row it names, at most five to a row and five rows. */
function namedRows(buttons: Button[], version: number | null, codes: ButtonCodec): APIActionRowComponent<APIButtonComponentWithCustomId>[] {
  const byRow = new Map<number, Button[]>();
  for (const button of buttons) {
    const row = button.row ?? Number.MAX_SAFE_INTEGER;
    byRow.set(row, [...(byRow.get(row) ?? []), button]);
  }
  const rows = [...byRow.keys()].sort((a, b) => a - b).slice(0, MAX_ROWS);
  return rows.map((row, index) => ({
    type: ComponentType.ActionRow,
    components: byRow.get(row)!.slice(0, PER_ROW).map((button, place) => ({
      type: ComponentType.Button,
      // the dice row: a die toggled for a reroll stands out; the next row: Roll first, the primary action
      style: button.on || (index === 1 && place === 0) ? ButtonStyle.Primary : ButtonStyle.Secondary,
      label: label(button.label),
      custom_id: codes.encodeButton(button, version),
    })),
  }));
}
