// A move as a message states it, before any game judges it: the parser (reading/) produces it, the Butler
// resolves it against the hand, and the replies (messages/) quote it back. Plain data, so every layer may read it.
import type { DicePokerBox } from '../games/dice-poker/boxes.ts';


/** A move a message may hold; several of them at once make an `ambiguous` intent. */
export type MoveIntent =
  /**
   * a roll phrase; `reroll` = values named in the same message ("Перебрасываю 4, 5 и 1, бросаю три кости"),
   * `keep` = the values kept instead ("оставляю 6 и 6, бросаю три кости"); count 'all' = "бросаю все кости", as
   * many as the move may roll (the caller knows the hand)
   */
  | { kind: 'roll'; count: number | 'all'; reroll?: number[]; keep?: number[] }
  /** "Перебрасываю 4, 5 и 1" without a roll phrase */
  | { kind: 'reroll'; values: number[] }
  /** "оставляю 2, 3 и 4" (reroll the rest); values [] = "перебрасываю все" */
  | { kind: 'keep'; values: number[] }
  | { kind: 'pass' }
  | { kind: 'bank' }
  /** "Записываю в каре" / "в каре" / "записать каре"; box = null when the words name no box (raw kept for the reply) */
  | { kind: 'score'; box: DicePokerBox | null; raw: string };
