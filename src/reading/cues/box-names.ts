// The Dice Poker box names of every lexicon (Lexicon.boxes), by their first word: the cue finder reads a box with
// them (words.ts boxAt) and the gate marks their words (gate.ts); refusals.ts tells a known box from an unknown one.
import type { DicePokerBox } from '../intent.ts';
import { LEXICONS } from './lexicons.ts';
import { latinSpellings } from './transliteration.ts';

export interface BoxName {
  box: DicePokerBox;
  words: readonly string[];
}

/**
 * Box names by their first word, longest name first, so that "малый стрит" wins over "малый". Names are split at
 * spaces, hyphens and dots, the ways people join their words.
 */
export const boxNamesByFirstWord: ReadonlyMap<string, readonly BoxName[]> = (() => {
  const map = new Map<string, BoxName[]>();
  for (const lexicon of LEXICONS) {
    for (const [box, names] of lexicon.boxes) {
      for (const name of names) {
        const parts = name.split(/[\s\-.]+/).filter((w) => w.length > 0);
        const list = map.get(parts[0]) ?? [];
        list.push({ box, words: parts });
        map.set(parts[0], list);
        // «kare», «full haus», «malyj strit»: the name in Latin letters (transliteration.ts), its common spelling
        const latin = parts.map((w) => (/^[a-z0-9]+$/.test(w) ? w : latinSpellings(w, 1)[0]));
        if (latin.every((w) => w !== undefined) && latin.join(' ') !== parts.join(' ') && latin.join('').length >= 4) {
          map.set(latin[0]!, [...(map.get(latin[0]!) ?? []), { box, words: latin as string[] }]);
        }
      }
    }
  }
  for (const list of map.values()) list.sort((a, b) => b.words.length - a.words.length);
  return map;
})();
