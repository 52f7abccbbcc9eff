// What a Dice Poker move reports. All events are plain data for messages/.
import type { PlayerId } from '../types.ts';
import type { DicePokerBox } from './boxes.ts';

export type DicePokerEvent =
  /**
   * `dice`: the dice this roll threw; `kept`: the dice held back (absent on a turn's first roll). The hand after the
   * roll is kept + dice (RULES §1).
   */
  | { type: 'roll'; player: PlayerId; dice: number[]; kept?: number[]; rollsLeft: number }
  /** "Перебрасываю …" alone: `values` will be rerolled by the next roll, `kept` stay. */
  | { type: 'reroll_named'; player: PlayerId; values: number[]; kept: number[] }
  /**
   * Emitted with the roll that shows five of a kind while the poker box holds 50: if these dice are written, they
   * earn the poker bonus and may only go to `boxes`. The bonus itself is granted at the write (see `bonus`).
   */
  | { type: 'joker'; player: PlayerId; face: number; boxes: DicePokerBox[] }
  | { type: 'scored'; player: PlayerId; box: DicePokerBox; points: number; total: number }
  /**
   * `upper`: the write that first lifts the upper sum above 63 (+35).
   * `poker`: the write of a joker roll (+100) — granted when the five of a kind is written, not when it is rolled,
   * since the player may still reroll it away.
   */
  | { type: 'bonus'; player: PlayerId; kind: 'upper' | 'poker'; points: number }
  | { type: 'forfeit'; player: PlayerId }
  | { type: 'game_over'; game: 'dice_poker'; winners: PlayerId[]; scores: Record<PlayerId, number> };
