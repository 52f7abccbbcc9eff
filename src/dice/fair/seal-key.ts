// The secret of a running game kept encrypted at rest (docs/fair-dice.md, "Whom it protects against"): with
// BUTLER_SEAL_KEY set, the stored seal holds the secret only as AES-256-GCM ciphertext, so a copy of the database
// alone (a backup, a dump) tells nothing about the dice still to come. The key lives in the environment, not in the
// store. Without a key the secret is stored as plain hex, as before, and the Butler says so in its log at start.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** How an encrypted secret starts; plain secrets are 64 hex digits and can never start so. */
const SEALED_PREFIX = 'sealed:';

let sealKey: Buffer | null = null;

/** The key as the environment gives it: 64 hex digits (`openssl rand -hex 32`), or undefined for none. */
export function configureSealKey(hex: string | undefined): void {
  if (hex !== undefined && !isSealKey(hex)) throw new Error('BUTLER_SEAL_KEY must be 64 hex digits');
  sealKey = hex === undefined ? null : Buffer.from(hex, 'hex');
}

export function isSealKey(value: string): boolean {
  return /^[0-9a-fA-F]{64}$/.test(value);
}

export function hasSealKey(): boolean {
  return sealKey !== null;
}

/** What goes into the store for a freshly drawn secret: ciphertext bound to its commitment, or plain without key. */
export function closeSecret(secretHex: string, commitment: string): string {
  if (!sealKey) return secretHex;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
  // The commitment as associated data: a sealed secret copied into another game's seal does not open there.
  cipher.setAAD(Buffer.from(commitment, 'utf8'));
  const body = Buffer.concat([cipher.update(Buffer.from(secretHex, 'hex')), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

export class SealKeyError extends Error {
  override name = 'SealKeyError';
}

/** The secret as hex, for the dice and the record. Throws SealKeyError when it is sealed and the key cannot open it. */
export function openSecret(seal: { secret: string; commitment: string }): string {
  if (!seal.secret.startsWith(SEALED_PREFIX)) return seal.secret;
  if (!sealKey) throw new SealKeyError('this game\'s secret is encrypted and BUTLER_SEAL_KEY is not set: set the key it was sealed with');
  const raw = Buffer.from(seal.secret.slice(SEALED_PREFIX.length), 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(seal.commitment, 'utf8'));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('hex');
  } catch {
    throw new SealKeyError('BUTLER_SEAL_KEY does not open this game\'s secret: it was sealed with another key');
  }
}

/**
 * The seal with its secret in the clear, for the game's record (the reveal). A secret the key cannot open stays as
 * stored, so that ending such a game still works; its record then simply does not verify.
 */
export function revealSeal<T extends { secret: string; commitment: string }>(seal: T): T {
  try {
    return { ...seal, secret: openSecret(seal) };
  } catch {
    return seal;
  }
}
