// An engine action as the move a message would state (core/move-intent.ts): what the question «which one?» quotes
// back to the player when their words fit several legal moves.
import type { MoveIntent } from '../core/move-intent.ts';
import { isBox } from '../games/dice-poker/index.ts';
import type { Action } from '../games/types.ts';

export function moveIntentOf(action: Action): MoveIntent {
  switch (action.type) {
    case 'roll':
      // the dice to reroll with the roll they owe: a tap of the asking reply's button rolls at once
      return action.reroll === undefined ? { kind: 'roll', count: action.count } : { kind: 'roll', count: action.reroll.length, reroll: action.reroll };
    case 'reroll':
      return { kind: 'reroll', values: action.values };
    case 'score':
      return { kind: 'score', box: isBox(action.box) ? action.box : null, raw: action.box };
    case 'bank':
      return { kind: 'bank' };
    default:
      return { kind: 'pass' };
  }
}
