// What a message means to the Butler, independent of any game. Produced by the pure phrase parser.

/** Canonical Dice Poker box ids (upper boxes first, in score-sheet order): the engine's own list. */
export { BOXES as DICE_POKER_BOXES, type DicePokerBox } from '../games/dice-poker/boxes.ts';
import type { DicePokerBox } from '../games/dice-poker/boxes.ts';

export type PhraseIntent =
  /** a roll phrase; `reroll` = values named in the same message ("Перебрасываю 4, 5 и 1, бросаю три кости") */
  | { kind: 'roll'; count: number; reroll?: number[] }
  /** a roll phrase with a count outside 1..5 ("бросаю 6 костей") */
  | { kind: 'bad_count'; count: number }
  /** "Перебрасываю 4, 5 и 1" without a roll phrase */
  | { kind: 'reroll'; values: number[] }
  | { kind: 'pass' }
  | { kind: 'bank' }
  /** "Записываю в каре" / "в каре" / "записать каре"; box = null when the words name no box (raw kept for the reply) */
  | { kind: 'score'; box: DicePokerBox | null; raw: string }
  /** «подскажи», «подсказка», «что лучше?» as the whole message: the /hint of the player on turn */
  | { kind: 'hint' };

/** A slash command: `/newgame крэпс` → { name: 'newgame', args: 'крэпс' } (a `@botname` suffix already removed). */
export interface CommandIntent {
  kind: 'command';
  name: string;
  args: string;
}

export type Intent = PhraseIntent | CommandIntent;
