// The formatted text the core hands out, as plain data every layer may import: sessions store it with a reply,
// messages/ build it, adapters draw it. One schema: the types are read off the zod objects that validate a stored
// reply, so the stored shape and the shape in memory cannot drift apart.
import { z } from 'zod';

/** Who a line is about: a platform-stable id and the name shown for it. */
export const playerRefSchema = z.object({ id: z.string(), name: z.string() });
export type PlayerRef = z.infer<typeof playerRefSchema>;

export const spanSchema = z.union([
  z.string(),
  z.object({ bold: z.string() }),
  z.object({ mention: playerRefSchema }),
  /** A monospace block (score tables). Put it on its own line. */
  z.object({ pre: z.string() }),
]);
export type Span = z.infer<typeof spanSchema>;
export type Rich = Span[];

/** A button that sends the same text a player could type (`Хватит`, `Записываю в каре`, `/join`). */
export const buttonSchema = z.object({
  label: z.string(),
  /** the text the press stands for, handled exactly as if typed */
  text: z.string(),
  /**
   * a dice tray's button (core/tray.ts): the tray code the press carries instead of `text` (a toggle changes no
   * move, so it cannot be a typed text), read back against the tray kept in the session
   */
  tap: z.string().optional(),
  /** the keyboard row the button goes in (a tray: dice, then Roll and Best keep, then the other moves); absent: as the platform lays out */
  row: z.number().int().min(0).optional(),
  /** a tray's die toggled for a reroll: a platform that can shows it pressed (Discord: in blue) */
  on: z.boolean().optional(),
});
export type Button = z.infer<typeof buttonSchema>;
