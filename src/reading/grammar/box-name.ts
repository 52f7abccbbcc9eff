// A Dice Poker box name at a token: "каре", "малый стрит", "фул-хаус", "м. стрит", "две пары".
import type { DicePokerBox } from '../intent.ts';
import { boxNamesByFirstWord } from '../lexicon/index.ts';
import { boxKey, type Token } from '../tokens.ts';
import { isJoiner } from './token-kinds.ts';

export interface BoxAt {
  box: DicePokerBox;
  /** index of the first token after the name */
  end: number;
}

/** The longest box name that starts at token i (the words in order, a hyphen or a dot allowed between), or null. */
export function boxAt(tokens: readonly Token[], i: number): BoxAt | null {
  const first = tokens[i];
  if (first === undefined || !first.word) return null;
  const candidates = boxNamesByFirstWord.get(boxKey(first.text));
  if (candidates === undefined) return null;
  for (const { box, words } of candidates) {
    let k = i + 1;
    let matched = true;
    for (let w = 1; w < words.length; w++) {
      if (isJoiner(tokens[k])) k++;
      const t = tokens[k];
      if (t === undefined || !t.word || boxKey(t.text) !== words[w]) {
        matched = false;
        break;
      }
      k++;
    }
    if (matched) return { box, end: k };
  }
  return null;
}
