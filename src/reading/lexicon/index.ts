// The lexicons the parser reads, merged into one set of lookups at module load (a message is not tagged with its
// language: people mix them). A chat's language decides how the Butler speaks, not what it understands: Russian,
// Ukrainian and English moves work in every chat. A new language: a new file beside ru.ts, added to LEXICONS.
import type { DicePokerBox } from '../intent.ts';
import { ru } from './ru.ts';
import type { Lexicon } from './types.ts';
import { en } from './en.ts';
import { uk } from './uk.ts';

const LEXICONS: readonly Lexicon[] = [ru, uk, en];

const union = (pick: (l: Lexicon) => readonly string[]): ReadonlySet<string> =>
  new Set(LEXICONS.flatMap(pick));
function mergeMaps<V>(pick: (l: Lexicon) => ReadonlyMap<string, V>): ReadonlyMap<string, V> {
  return new Map(LEXICONS.flatMap((l) => [...pick(l)]));
}

export const words = {
  rollVerbs: union((l) => l.rollVerbs),
  rerollVerbs: union((l) => l.rerollVerbs),
  keepVerbs: union((l) => l.keepVerbs),
  scoreVerbs: union((l) => l.scoreVerbs),
  scoreVerbsAnyName: union((l) => l.scoreVerbsAnyName),
  scoreLinks: union((l) => l.scoreLinks),
  wholeMessageLinks: union((l) => l.wholeMessageLinks),
  boxAlternatives: union((l) => l.boxAlternatives),
  passWords: union((l) => l.passWords),
  bankWords: union((l) => l.bankWords),
  fillers: union((l) => l.fillers),
  dieNouns: mergeMaps((l) => l.dieNouns),
  rollCounts: mergeMaps((l) => l.rollCounts),
  allWords: union((l) => l.allWords),
  fiveDiceWords: union((l) => l.fiveDiceWords),
  everything: union((l) => l.everything),
  articles: union((l) => l.articles),
  valueNumerals: mergeMaps((l) => l.valueNumerals),
  faceNouns: mergeMaps((l) => l.faceNouns),
  conjunctions: union((l) => l.conjunctions),
  straightWords: union((l) => l.straightWords),
  adviceAround: union((l) => l.adviceAround),
};

/** Every language's advice requests (words and phrases): hint-phrase.ts. */
export const adviceAsks: readonly string[] = LEXICONS.flatMap((l) => l.adviceAsks);

import { latinSpellings } from '../cues/transliteration.ts';

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
        // «kare», «full haus», «malyj strit»: the name in Latin letters (cues/transliteration.ts), its common spelling
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

/** Every first word of a phrase, for the cheap check that lets ordinary chat through untouched. */
export const PHRASE_STARTERS: readonly string[] = [
  ...words.rollVerbs,
  ...words.rerollVerbs,
  ...words.keepVerbs,
  ...words.scoreVerbs,
  ...words.passWords,
  ...words.bankWords,
];

export const PHRASE_STARTER_SET: ReadonlySet<string> = new Set(PHRASE_STARTERS);
