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
      custom_id: codes.encodeButton(button, version),
    });
  });
  return rows;
}
