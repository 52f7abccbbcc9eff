// The dice tray (issue 51): under a reply that shows a hand where a reroll is legal, one button per die toggles it
// between kept and to be rerolled, "Roll N" rolls the toggled dice, "Best keep" sets the toggles to the strategy's
// keep, and the moves that need no choice (a Dice Poker box, Bone Poker's Pass) sit beside them. A press is plain
// data every layer may read: the tray it was drawn for and what it asks. Platform-free: each adapter puts the code
// into its own button data (Telegram callback_data, Discord custom_id, a console line).
//
// A tray is named by the game it belongs to and the game's move count when it was drawn (trayIdOf in
// sessions/tray.ts): any move changes the count, so a press on a tray from an earlier moment is recognised as stale,
// while toggles (which change the session but make no move) leave the tray's name as it was.

/** What a press on the tray asks. */
export type TrayAction =
  /** toggle die `die` (0-based, in the hand's order) between kept and to be rerolled */
  | { kind: 'toggle'; die: number }
  /** roll the toggled dice (the same move as typing the reroll phrase) */
  | { kind: 'roll' }
  /** set the toggles to the best keep the game's strategy computes */
  | { kind: 'hint' }
  /** the `index`-th move that needs no choice (a box, Pass), as the game's own buttons list them */
  | { kind: 'move'; index: number };

export interface TrayPress {
  /** the tray's name: trayIdOf of the game when it was drawn */
  tray: string;
  action: TrayAction;
}

/** A tray's name: letters and digits and dots only, short (it rides in 64 bytes of Telegram callback data). */
const TRAY_ID = /^[0-9a-z.]{1,40}$/;

/** The code a tray button carries: "<tray>:<action>" — `d3` toggle die 3, `r` roll, `h` hint, `m1` move 1. */
export function trayCode(tray: string, action: TrayAction): string {
  switch (action.kind) {
    case 'toggle':
      return `${tray}:d${action.die}`;
    case 'roll':
      return `${tray}:r`;
    case 'hint':
      return `${tray}:h`;
    case 'move':
      return `${tray}:m${action.index}`;
  }
}

/** The press a tray code stands for, or null for anything else. */
export function readTrayCode(code: string): TrayPress | null {
  const colon = code.lastIndexOf(':');
  if (colon <= 0) return null;
  const tray = code.slice(0, colon);
  if (!TRAY_ID.test(tray)) return null;
  const act = code.slice(colon + 1);
  if (act === 'r') return { tray, action: { kind: 'roll' } };
  if (act === 'h') return { tray, action: { kind: 'hint' } };
  const match = /^([dm])(\d{1,2})$/.exec(act);
  if (!match) return null;
  const n = Number(match[2]);
  return { tray, action: match[1] === 'd' ? { kind: 'toggle', die: n } : { kind: 'move', index: n } };
}
