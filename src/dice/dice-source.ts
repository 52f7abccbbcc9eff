import type { DiceRoller } from '../games/types.ts';

/** Where the Butler's dice come from: crypto by default, a script for tests and `--dice` demos. */
export type DiceSource = DiceRoller;

/** Thrown by scripted dice when the script is used up: the move is not applied and the chat is told. */
export class DiceExhaustedError extends Error {
  constructor() {
    super('scripted dice are used up');
    this.name = 'DiceExhaustedError';
  }
}
