// One word (or a few read as one) of a message as the cue finder reads it (read-items.ts), before the summary
// (summarise.ts) weighs the words against each other.
import type { DicePokerBox } from '../intent.ts';
import type { DiceCue } from './move-cues.ts';
import type { Verb } from './types.ts';
import type { Cue } from './words.ts';

/** What a word cues in its message: a cue of the lexicons, or what only the reading of its neighbours tells. */
export type ItemCue =
  | Cue
  | { k: 'dice'; dice: DiceCue[] }
  | { k: 'box'; box: DicePokerBox; face?: Cue }
  | { k: 'straight' }
  | { k: 'unknown' }
  /** a correction that takes the move before it back by itself («…, ой ні», "…, nvm"; Lexicon.takeBack) */
  | { k: 'corr'; takeBack: true };

export interface Item {
  /** the clause it stands in (clauses end at punctuation and emoji) */
  clause: number;
  /** its place among the items */
  pos: number;
  cue: ItemCue;
}

/** The verbs that take dice after them: a die, a face, "all" belongs to the nearest of them. */
export const DICE_VERBS: ReadonlySet<Verb> = new Set<Verb>(['roll', 'reroll', 'keep']);

export function isDiceVerb(it: Item): boolean {
  return it.cue.k === 'verb' && DICE_VERBS.has(it.cue.verb);
}
