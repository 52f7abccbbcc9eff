// The dice tray in the console (issue 51): printed as text under the reply that carries it, each button with the key
// a scripted line presses it by — `alice: [tap 2]` toggles the second die, `[tap roll]` rolls the toggled dice,
// `[tap best]` sets the best keep, `[tap a]` presses the first move beside them (a box, Pass). The console keeps
// each room's latest tray, so a line presses the tray as it was last drawn.
import type { Button } from '../../core/rich.ts';

/** `[tap 2]`, `[tap roll]`, `[tap best]`, `[tap a]` alone on a line: the key pressed; else null. */
export function parseConsoleTap(text: string): string | null {
  const match = /^\[\s*tap\s+([1-9]|roll|best|[a-h])\s*\]$/i.exec(text.trim());
  return match ? match[1]!.toLowerCase() : null;
}

const dice = (buttons: readonly Button[]) => buttons.filter((b) => b.tap !== undefined && b.row === 0);
const rollRow = (buttons: readonly Button[]) => buttons.filter((b) => b.tap !== undefined && b.row === 1);
const moves = (buttons: readonly Button[]) => buttons.filter((b) => b.tap !== undefined && (b.row ?? 0) >= 2);
const letter = (index: number) => String.fromCharCode(97 + index);

/** Whether a reply's buttons are a dice tray. */
export function isTray(buttons: readonly Button[]): boolean {
  return buttons.some((b) => b.tap !== undefined);
}

/** The tray's button a key names, or null. */
export function trayButton(buttons: readonly Button[], key: string): Button | null {
  if (/^[1-9]$/.test(key)) return dice(buttons)[Number(key) - 1] ?? null;
  if (key === 'roll') return rollRow(buttons)[0] ?? null;
  if (key === 'best') return rollRow(buttons)[1] ?? null;
  return moves(buttons)[key.charCodeAt(0) - 97] ?? null;
}

/** The tray as console lines: "[1 ⚀1 kept] …", "[roll 🎲 Roll 2] [best 💡 Best keep]", "[a Chance — 22] …". */
export function trayLines(buttons: readonly Button[], head: string): string {
  const row = (cells: string[]) => cells.map((cell) => `[${cell}]`).join(' ');
  const second = rollRow(buttons).map((b, i) => `${i === 0 ? 'roll' : 'best'} ${b.label}`);
  return [
    `${head} ${row(dice(buttons).map((b, i) => `${i + 1} ${b.label}`))}`,
    `      ${row(second)}`,
    ...(moves(buttons).length > 0 ? [`      ${row(moves(buttons).map((b, i) => `${letter(i)} ${b.label}`))}`] : []),
  ].join('\n');
}
