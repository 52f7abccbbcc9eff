import { mention, type PlayerRef, type Rich } from './rich.ts';
import type { RenderContext } from './types.ts';

/** "alice, bob, carol" as mentions. */
export function mentionList(players: readonly PlayerRef[]): Rich {
  const out: Rich = [];
  players.forEach((player, index) => {
    if (index > 0) out.push(', ');
    out.push(mention(player));
  });
  return out;
}

/** The same for player ids, named through the render context. */
export function who(ids: readonly string[], ctx: RenderContext): Rich {
  return mentionList(ids.map((id) => ctx.player(id)));
}
