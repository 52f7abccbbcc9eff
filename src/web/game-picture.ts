// The game-over picture on a finished game's page: the same picture the chat got with the reply that ended the game
// (the final sheet, the race, the card), drawn from the record alone — its moves replayed through the engine give
// the final state, the record's players give the names. Drawing is off the request path (the render pool's
// workers, or a later turn of the event loop) and cached by record id, the digest of the record's stored text and
// language: a record rewritten since (/forgetme renames its players) is a new key, never the old picture. The page
// asks for it as it is served, so the <img> the browser fetches next usually finds it drawn. No rating band: the change a game made is
// only known while it is the chat's latest rated game, and a page must look the same every time it is opened.
import type { Language } from '../core/language.ts';
import type { ImageSpec } from '../core/image.ts';
import type { GameRecord } from '../core/records.ts';
import { replayedState } from '../dice/fair/replay-game.ts';
import { isGameId } from '../core/hosted-games.ts';
import { hostedRegistry } from '../house/default-games.ts';
import { createHash } from 'node:crypto';

export type RenderSpec = (spec: ImageSpec) => Promise<Buffer>;

/** How many pictures are kept: a page is opened a few times right after its game, rarely later. */
const CACHE_SIZE = 50;

export class GamePictures {
  private readonly cache = new Map<string, Promise<Buffer>>();

  constructor(private readonly render: RenderSpec) {}

  /**
   * The picture's PNG, started now if it is not drawn or drawing yet; null when the record gives no picture.
   * `version`: recordVersion(record), when the caller has it already.
   */
  picture(record: GameRecord, language: Language, version = recordVersion(record)): Promise<Buffer> | null {
    if (record.id === undefined) return null;
    return this.drawn(`${record.id}|${version}|${language}`, () => gameOverSpec(record, language));
  }

  /**
   * The PNG kept under `key`, else the picture of `spec()` drawn now and kept (null: no picture). A running game's
   * table is kept under its chat, commitment, move count and language: every move is a new key.
   */
  drawn(key: string, spec: () => ImageSpec | null): Promise<Buffer> | null {
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const made = spec();
    if (!made) return null;
    const png = this.render(made);
    this.cache.set(key, png);
    // A failed drawing is not kept: the next request tries again.
    png.catch(() => this.cache.delete(key));
    while (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return png;
  }
}

/** A short digest of the record as stored (its JSON): any change to it, a renamed player included, changes it. */
export function recordVersion(record: GameRecord): string {
  return createHash('sha256').update(JSON.stringify(record)).digest('base64url').slice(0, 16);
}

/** What the chat's game-over reply drew, rebuilt from the record; null for a record that does not replay. */
export function gameOverSpec(record: GameRecord, language: Language): ImageSpec | null {
  // A game an admin stopped got no game-over picture in the chat either.
  if (record.how !== 'finished' || !isGameId(record.game)) return null;
  const state = replayedState(record);
  if (state === null) return null;
  const names = Object.fromEntries(record.players.map((p) => [p.id, p.name]));
  return hostedRegistry().picture(record.game, state, names, 'over', language);
}
