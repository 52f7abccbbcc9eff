// When a question about the odds or advice is about this game's dice though it names no move (issue 53, RULES.md §1:
// "a question about the odds of a move is answered with the number every time it is asked"): «какие у меня шансы?»,
// «какие шансы не сгореть на двух кубиках?», «стоит дальше рисковать с одной костью?», "what are my odds?". The
// words come from the lexicons (`oddsOf`): stems of dice and of what a roll does, matched in any form (a stem and
// any ending), and the words that ask. Chat about other odds («какие шансы у Зенита?») names neither and stays chat.
import type { Item } from './item.ts';
import { LEXICONS, merged } from './lexicons.ts';
import { CHANCE_ASKED_AFTER, CHANCE_WORDS, ODDS, QUESTION_WORDS } from './words.ts';

/** Stems of the words that tie the odds to the game's dice, every language, by first letter for a quick look. */
const ABOUT = new Map<string, string[]>();
for (const stem of LEXICONS.flatMap((l) => l.oddsOf.about)) {
  const first = stem[0]!;
  const list = ABOUT.get(first) ?? [];
  list.push(stem);
  ABOUT.set(first, list);
}

/** The words that ask, which may stand with the odds word alone. */
const ASKING = new Set([...merged((l) => l.oddsOf.asking), ...QUESTION_WORDS, ...CHANCE_ASKED_AFTER]);

/** Whether a word of the message is of the game's dice or of what a roll does («кубиках», «сгореть», "busting"). */
export function namesTheGame(words: readonly string[]): boolean {
  for (const word of words) {
    const stems = ABOUT.get(word[0] ?? '');
    if (stems === undefined) continue;
    for (const stem of stems) if (word.startsWith(stem)) return true;
  }
  return false;
}

/**
 * Whether the odds are asked and nothing else is said: every word not read as a filler is the odds word or a word
 * that asks («какие у меня шансы?», «які в мене шанси?», "what are my odds?").
 */
export function oddsAlone(items: readonly Item[], words: readonly string[]): boolean {
  let unknown = 0;
  for (const it of items) if (it.cue.k === 'unknown') unknown++;
  if (unknown === 0) return true;
  let asking = 0;
  for (const word of words) if (ASKING.has(word) && !ODDS.has(word) && !CHANCE_WORDS.has(word)) asking++;
  return unknown <= asking;
}
