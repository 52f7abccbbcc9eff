// The unguessable addresses of the Butler's pages. Each private address carries a MAC of what it names under the
// server's web key, so it can be neither guessed nor derived from what a chat shows (a chat id, a commitment): a
// finished game is `/game/<chat>/<first 32 hex digits of its commitment>/<mac>`, a chat's leaderboard is
// `/top/<chat>/<mac>`. The game's address needs no record id, so the game-over reply can carry it before the store
// has numbered the record.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const MAC_CHARS = 22; // 132 bits of base64url
/** The last segment of a game's address that asks for its picture instead of its page. */
export const PICTURE = 'picture.png';
/** The last segment of a running game's address that asks for its event stream (live-streams.ts). */
export const EVENTS = 'events';

export interface GameAddress {
  chat: string;
  commitment: string;
  /** the record id, when the link knew it (a lookup hint, not part of what the MAC covers) */
  id?: number;
}

export class PageLinks {
  private readonly key: Buffer;

  /**
   * `base`: the public URL the links start with (BUTLER_PUBLIC_URL); `secret`: the key the addresses are derived
   * from (from BUTLER_SEAL_KEY, so links survive a restart; random per process without one).
   */
  constructor(
    readonly base: string,
    secret: Buffer = randomBytes(32),
  ) {
    this.key = createHash('sha256').update('butler-web-links\0').update(secret).digest();
  }

  verifyUrl(): string {
    return `${this.trimmedBase()}/verify`;
  }

  gameUrl(chat: string, commitment: string, id?: number): string {
    const c = commitment.slice(0, 32).toLowerCase();
    return `${this.trimmedBase()}/game/${encode(chat)}/${c}/${this.mac('game', chat, c)}${id === undefined ? '' : `?n=${id}`}`;
  }

  /**
   * The game-over picture of a game's page, from the same canonical address as the page (never from the path a
   * request came in on); `version` names the record's stored text, so a rewritten record gets a new address.
   */
  pictureUrl(chat: string, commitment: string, id: number, language: string, version: string): string {
    const page = this.gameUrl(chat, commitment);
    return `${page}/${PICTURE}?n=${id}&lang=${encodeURIComponent(language)}&v=${encodeURIComponent(version)}`;
  }

  /** A running game's table picture (its live page's), one address per move: `moves` is the game's move count. */
  livePictureUrl(chat: string, commitment: string, language: string, moves: number): string {
    return `${this.gameUrl(chat, commitment)}/${PICTURE}?lang=${encodeURIComponent(language)}&m=${moves}`;
  }

  /** A running game's event stream (its live page follows it). */
  eventsUrl(chat: string, commitment: string, language: string): string {
    return `${this.gameUrl(chat, commitment)}/${EVENTS}?lang=${encodeURIComponent(language)}`;
  }

  /** A file every page shares (static-assets.ts), under the public address. */
  assetUrl(path: string): string {
    return `${this.trimmedBase()}${path}`;
  }

  /** The origin the links start with (a page's pictures come from it). */
  origin(): string {
    return new URL(this.base).origin;
  }

  topUrl(chat: string): string {
    return `${this.trimmedBase()}/top/${encode(chat)}/${this.mac('top', chat)}`;
  }

  /**
   * The game a path names, when its MAC holds; null for anything else (wrong, truncated, foreign, extra segments, a
   * record number written otherwise than the links write it, ?n= given twice).
   */
  readGame(segments: string[], query: URLSearchParams): GameAddress | null {
    if (segments.length !== 3) return null;
    const [chat64, c, mac] = segments;
    const chat = chat64 === undefined ? null : decode(chat64);
    if (chat === null || !c || !/^[0-9a-f]{32}$/.test(c) || !mac || !this.holds(mac, 'game', chat, c)) return null;
    const n = query.getAll('n');
    if (n.length > 1 || (n.length === 1 && !/^[1-9]\d{0,14}$/.test(n[0]!))) return null;
    return { chat, commitment: c, ...(n.length === 1 ? { id: Number(n[0]) } : {}) };
  }

  /** The chat a leaderboard path names, when its MAC holds. */
  readTop(segments: string[]): string | null {
    if (segments.length !== 2) return null;
    const [chat64, mac] = segments;
    const chat = chat64 === undefined ? null : decode(chat64);
    return chat !== null && mac && this.holds(mac, 'top', chat) ? chat : null;
  }

  private trimmedBase(): string {
    return this.base.replace(/\/+$/, '');
  }

  private mac(...parts: string[]): string {
    return createHmac('sha256', this.key).update(parts.join('\0')).digest('base64url').slice(0, MAC_CHARS);
  }

  private holds(given: string, ...parts: string[]): boolean {
    const expected = Buffer.from(this.mac(...parts));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

function encode(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/**
 * The chat a segment names, when the segment is exactly how `encode` writes it: base64url lets the last character's
 * unused bits vary (and a decoder drops a stray last character), so several spellings would decode to one chat.
 */
function decode(text: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return null;
  const chat = Buffer.from(text, 'base64url').toString('utf8');
  return encode(chat) === text ? chat : null;
}
