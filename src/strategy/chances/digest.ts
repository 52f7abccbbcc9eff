// A game position's name for the chances' cache and the playouts' seed: a digest of the game, its settings and its
// state. The same position (in any chat, after a restart) gets the same name, so the same estimate; any move changes
// the state and so the name.
import { createHash } from 'node:crypto';
import type { GameId } from '../../games/types.ts';

export interface Position {
  id: GameId;
  settings?: Record<string, string>;
  state: unknown;
}

export function positionDigest(game: Position): string {
  return createHash('sha256')
    .update(JSON.stringify([game.id, game.settings ?? {}, game.state]))
    .digest('hex')
    .slice(0, 24);
}

/** The playouts' seed: the digest's first 32 bits. */
export function seedOf(digest: string): number {
  return Number.parseInt(digest.slice(0, 8), 16) >>> 0;
}
