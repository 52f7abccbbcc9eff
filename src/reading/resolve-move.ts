// A move intent → the engine's action, once the game is known: "бросаю все кости" and "оставляю 2, 3 и 4" name the
// dice by what the player holds, which only the game's expectation (the hand) can turn into values.
import { keptDice, valuesNotHeld } from '../games/dice-multiset.ts';
import type { Action, Expectation, PlayerId, Rejection } from '../games/types.ts';
import type { MoveIntent } from '../core/move-intent.ts';

/** "бросаю все кости" with no game to ask: the whole set of five. */
const ALL_DICE_WITHOUT_GAME = 5;

export function resolveMove(intent: MoveIntent, player: PlayerId, expected: Expectation | null): Action | Rejection {
  // Another player's hand says nothing about this one: hand the engine a move it refuses in its own order
  // (not in the game, not your turn) with its own words.
  const mine = expected !== null && expected.player === player;
  const hand = mine ? expected.moves.find((m) => m.type === 'reroll')?.hand : undefined;
  const rollHint = mine ? expected.moves.find((m) => m.type === 'roll') : undefined;
  switch (intent.kind) {
    case 'roll': {
      let reroll = intent.reroll;
      // Kept dice mean something only where dice are named (Bone Poker round 2, Dice Poker); in 1000 the scoring
      // dice are set aside anyway, so "оставляю 5, бросаю 4 кости" is the roll.
      if (intent.keep !== undefined && hand !== undefined) {
        const missing = valuesNotHeld(hand, intent.keep);
        if (missing.length > 0) return notHeld(missing, hand);
        reroll = keptDice(hand, intent.keep);
      }
      let count: number;
      if (intent.count !== 'all') count = intent.count;
      else if (reroll !== undefined) count = reroll.length;
      else if (rollHint?.type === 'roll') count = rollHint.count;
      else if (hand !== undefined) {
        reroll = [...hand];
        count = hand.length;
      } else count = ALL_DICE_WITHOUT_GAME;
      return reroll === undefined ? { type: 'roll', player, count } : { type: 'roll', player, count, reroll };
    }
    case 'keep': {
      if (hand === undefined) return { type: 'reroll', player, values: intent.values.length > 0 ? intent.values : [1] };
      const missing = valuesNotHeld(hand, intent.values);
      if (missing.length > 0) return notHeld(missing, hand);
      const values = keptDice(hand, intent.values);
      // "оставляю 6, 6, 6, 6 и 6": nothing left to roll again — that is keeping the hand
      return values.length === 0 ? { type: 'pass', player } : { type: 'reroll', player, values };
    }
    case 'reroll':
      return { type: 'reroll', player, values: intent.values };
    case 'pass':
      return { type: 'pass', player };
    case 'bank':
      return { type: 'bank', player };
    case 'score':
      // An unknown name goes to the engine as typed, which answers unknown_box with the free boxes.
      return { type: 'score', player, box: intent.box ?? intent.raw };
  }
}

function notHeld(missing: number[], hand: readonly number[]): Rejection {
  return { ok: false, code: 'values_not_held', params: { values: missing, hand: [...hand] } };
}

/** The count a roll of "все кости" has outside a game. */
export function freeRollCount(count: number | 'all'): number {
  return count === 'all' ? ALL_DICE_WITHOUT_GAME : count;
}
