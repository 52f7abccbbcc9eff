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
});
export type Button = z.infer<typeof buttonSchema>;
