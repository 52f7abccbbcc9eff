// When a question about the odds or advice is about this game's dice though it names no move (issue 53, RULES.md §1:
// "a question about the odds of a move is answered with the number every time it is asked"): «какие у меня шансы?»,
// «какие шансы не сгореть на двух кубиках?», «стоит дальше рисковать с одной костью?», "what are my odds?". The
// words come from the lexicons (`oddsOf`): stems of dice and of what a roll does, matched in any form (a stem and
// any ending), and the words that ask. Chat about other odds («какие шансы у Зенита?») names neither and stays chat.
import type { Item } from './item.ts';
import { LEXICONS, merged } from './lexicons.ts';
import { ADVICE_ASKED, CHANCE_ASKED_AFTER, CHANCE_WORDS, ODDS, QUESTION_WORDS } from './words.ts';

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
 * The words that ask the Butler for advice (the hint lexicon's one-word requests: «посоветуете», «подскажите»,
 * «порадьте», "advise", "suggest"), but not the words of advice that also correct («лучше», «краще», "better"):
 * those ask only beside a word that asks («куда лучше», «шо краще», "which is better").
 */
const ADVICE_REQUESTS = new Set(LEXICONS.flatMap((l) => l.hint.asks).filter((w) => !w.includes(' ') && !ADVICE_ASKED.has(w)));
const BETTER = new Set(LEXICONS.flatMap((l) => l.hint.asks).filter((w) => !w.includes(' ') && ADVICE_ASKED.has(w)));

/**
 * Whether the message asks the Butler's advice (issue 53): a question that names two moves and asks which is better
 * («что посоветуете: перебрасывать двойку или пас?», «шо краще: залишити п'ятірки чи перекинути всі?», "which would
 * you advise, chance or three of a kind?") is answered with the advice, never asked back as two moves.
 */
export function seeksAdvice(words: readonly string[]): boolean {
  let better = false;
  let asking = false;
  for (const word of words) {
    if (ADVICE_REQUESTS.has(word)) return true;
    if (BETTER.has(word)) better = true;
    else if (ASKING.has(word)) asking = true;
  }
  return better && asking;
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
