import type { DiceRoller } from '../games/types.ts';
import type { DiceOrigin } from './fair/seal.ts';

/**
 * Where the Butler's dice come from: crypto by default, a script for tests and `--dice` demos, a seed for
 * reproducible runs (`--seed`).
 *
 * `forMove`, when present, gives the dice for one move in one chat, as a function of the chat key and the session
 * version the move is applied to. Dice that depend only on (chat, version) are the same whichever process applies
 * the move and however chats interleave, so a move re-applied after a crash rolls what it rolled before. Without
 * `forMove` every move draws from `roll` in the order the moves happen.
 */
export interface DiceSource extends DiceRoller {
  /** 'hmac': games use the fair construction (src/dice/fair); 'seed'/'script' (or unset): games draw from here */
  origin?: DiceOrigin;
  forMove?(chat: string, version: number): DiceRoller;
}

/** Thrown by scripted dice when the script is used up: the move is not applied and the chat is told. */
export class DiceExhaustedError extends Error {
  constructor() {
    super('scripted dice are used up');
    this.name = 'DiceExhaustedError';
  }
}
