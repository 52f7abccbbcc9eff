// The word readers for the words that name dice, boxes and the verbs said by dice (read-word.ts): «3d6», «ноль в
// покер», «пятёрки остаются», «все пять», «бросаюкости», set phrases, «пару пятёрок», «бросаю покер», box names,
// "straight", digits. Each reads word r.i of the message and says whether it took it.
import { boxNamesByFirstWord } from './box-names.ts';
import { COUNT_DIGIT, digitDice, digitFace, GLUED, NDICE } from './digits.ts';
import { lastCue, push, type ItemReader } from './item-reader.ts';
import type { DiceCue } from './move-cues.ts';
import { ARTICLES, boxAt, COUNT_LINKS, cuesOf, fuzzyBoxAt, GLUED_ROLLS, ONE_DIE, phrases, STAY, STRAIGHT, type Cue } from './words.ts';

/** «3d6»: the count of a roll in the notation of role-players. */
export function readNotation(r: ItemReader, word: string): boolean {
  const nd = word.endsWith('d6') ? NDICE.exec(word) : null;
  if (!nd) return false;
  push(r, { k: 'num', n: nd[1] === '' ? 1 : Number(nd[1]) });
  push(r, { k: 'die' });
  return true;
}

/** «ноль в покер», "zero in yahtzee": a zero written into a box is the box scratched. */
export function readZeroIntoBox(r: ItemReader): boolean {
  const { words, i } = r;
  if (!(r.word === '0' || r.cues.some((c) => c.k === 'num' && c.n === 0))) return false;
  if (!cuesOf(words[i + 1] ?? '').some((c) => c.k === 'into') || boxAt(words, ARTICLES.has(words[i + 2] ?? '') ? i + 3 : i + 2) === null) return false;
  push(r, { k: 'verb', verb: 'write', you: false });
  r.anyMove = true;
  return true;
}

/** "sixes stay", «пятёрки остаются»: after dice, staying is keeping them. */
export function readStay(r: ItemReader): boolean {
  if (!STAY.has(r.word)) return false;
  const last = lastCue(r)?.k;
  if (!(last === 'dice' || last === 'face' || last === 'box')) return false;
  push(r, { k: 'verb', verb: 'keep', you: false });
  r.anyMove = true;
  return true;
}

/** «все пять», "all five": the count of dice (with a die noun after it, «все пять костей», the noun counts). */
export function readAllCount(r: ItemReader): boolean {
  const { words, i } = r;
  if (r.cues[0]?.k !== 'all' || words[i + 1] === undefined) return false;
  // «все одно»: a set phrase (a filler) that starts with «все» is no count of dice
  if (phraseAt(words, i) !== undefined) return false;
  const next = cuesOf(words[i + 1]);
  const nextNum = next[0]?.k === 'num' ? next[0].n : GLUED.test(words[i + 1]) && words[i + 1].length === 1 ? Number(words[i + 1]) : null;
  if (nextNum === null || (nextNum >= 1 && words[i + 2] !== undefined && cuesOf(words[i + 2])[0]?.k === 'die')) return false;
  push(r, { k: 'num', n: nextNum });
  push(r, { k: 'die' });
  r.i++;
  return true;
}

/** «бросаюкости», "rolldice": a roll verb glued to its die noun is the two words. */
export function readGluedRoll(r: ItemReader): boolean {
  const glued = GLUED_ROLLS.get(r.word);
  if (glued === undefined) return false;
  const one = endsWithOneDie(r.word);
  push(r, { k: 'verb', verb: 'roll', you: glued });
  push(r, (one ? { k: 'die', one } : { k: 'die' }) as Cue);
  r.anyMove = true;
  return true;
}

function endsWithOneDie(word: string): boolean {
  for (const noun of ONE_DIE) if (word.endsWith(noun)) return true;
  return false;
}

/**
 * A die noun in the singular (one die: «бросаю кубик»), or a set phrase («как есть», "keep it", «кости полетели»)
 * — "keep all but the 2" is no pass of "keep all" but a keep with an exception.
 */
export function readPhraseOrDie(r: ItemReader): boolean {
  const { words, i } = r;
  const phrase = phraseAt(words, i);
  if (ONE_DIE.has(r.word) && !phrase?.die) {
    push(r, { k: 'die', one: true } as Cue);
    return true;
  }
  if (phrase === undefined || cuesOf(words[i + phrase.words.length] ?? '').some((c) => c.k === 'except')) return false;
  // «кости полетели»: the die noun of the phrase is named beside its verb
  if (phrase.die) push(r, { k: 'die' });
  push(r, phrase.cue);
  if (phrase.cue.k === 'verb') r.anyMove = true;
  r.i += phrase.words.length - 1;
  return true;
}

function phraseAt(words: readonly string[], i: number): { words: string[]; cue: Cue; die?: boolean } | undefined {
  const list = phrases.get(words[i]);
  if (list === undefined) return undefined;
  for (const p of list) {
    let all = true;
    for (let j = 1; j < p.words.length; j++) if (words[i + j] !== p.words[j]) all = false;
    if (all) return p;
  }
  return undefined;
}

/**
 * A count before a face: «тройку четвёрок», «пару пятёрок», «одну из пятёрок», "two 5s", "one of the fives". A count
 * in words may count a digit after it ("one 6"); a digit counts only a plural ("2 пятёрки", "two 5s").
 */
export function readCountedFace(r: ItemReader): boolean {
  const { words, i, word } = r;
  const worded = countCue(r.cues);
  const first = worded ?? (COUNT_DIGIT.test(word) ? ({ k: 'num', n: Number(word) } as Cue) : undefined);
  if (first === undefined) return false;
  let j = i + 1;
  while (words[j] !== undefined && COUNT_LINKS.has(words[j]) && j < i + 3) j++;
  const next = words[j] !== undefined ? faceCue(cuesOf(words[j])) ?? digitFace(words[j], worded?.k === 'num') : undefined;
  // a count is of dice (1..5), and «six six» is a list of two dice, not six sixes
  const counted = first.k === 'num' ? first.n : first.k === 'face' ? first.value : null;
  const n = counted !== null && counted >= 1 && counted <= 5 && (words[j] !== word || counted === 1) ? counted : null;
  const ofBetween = j > i + 1;
  const digitCount = worded === undefined;
  if (!(n !== null && next && (next.k === 'faceGen' || (next.k === 'face' && first.k === 'num' && (!ofBetween || next.plural) && (!digitCount || next.plural))))) return false;
  push(r, { k: 'dice', dice: [{ value: next.value, n, bare: false }] });
  r.i = j;
  return true;
}

function countCue(cues: readonly Cue[]): Cue | undefined {
  for (const c of cues) if (c.k === 'num' || (c.k === 'face' && !c.plural)) return c;
  return undefined;
}

function faceCue(cues: readonly Cue[]): Cue | undefined {
  for (const c of cues) if (c.k === 'faceGen' || c.k === 'face') return c;
  return undefined;
}

/** «бросаю покер»: five dice (RULES.md §1), not the box. */
export function readRolledPoker(r: ItemReader): boolean {
  if (r.word !== 'покер' && r.word !== 'poker') return false;
  const previous = lastCue(r);
  if (!(previous?.k === 'verb' && previous.verb === 'roll')) return false;
  push(r, { k: 'num', n: 5 });
  push(r, { k: 'die' });
  return true;
}

/**
 * A box named (its name forgiven one typo where an unknown word is near). A word that is also a face or a count
 * («двойки», «пара») is the box only as a name of several words, a face's plural, or right after «в», a write verb,
 * or a correction of another box («двойки, нет, пара»).
 */
export function readBox(r: ItemReader): boolean {
  const { words, i, word, cues } = r;
  const exact = boxAt(words, i);
  // «малый стирт»: «малый» alone names the box too, but the misspelt name of two words is the longer reading
  const fuzzy = (exact === null || exact.length === 1) && (cues.length === 0 ? word.length >= 4 : boxNamesByFirstWord.has(word)) && unknownNear(words, i) ? fuzzyBoxAt(words, i) : null;
  const box = fuzzy !== null && (exact === null || fuzzy.length > exact.length) ? fuzzy : exact;
  if (box === null) return false;
  const face = cues.length > 0 && (cues[0].k === 'face' || cues[0].k === 'num') ? cues[0] : cues[1]?.k === 'face' || cues[1]?.k === 'num' ? cues[1] : undefined;
  const previous = lastCue(r);
  // «записую у пару»: «у» is a filler and «into» both; before a box name it is the link
  const intoBefore = previous?.k === 'into' || (i > 0 && cuesOf(words[i - 1]!).some((c) => c.k === 'into'));
  // ("put the pair in", «пиши ну пару»: the write verb before the name, fillers between, in its clause)
  const linked = intoBefore || writeBefore(r) || (previous?.k === 'corr' && r.items.some((it) => it.cue.k === 'box'));
  if (!(box.length > 1 || !face || face.k === 'face' || linked)) return false;
  push(r, { k: 'box', box: box.box, ...(face ? { face } : {}) });
  r.anyMove = true;
  r.i += box.length - 1;
  return true;
}

/** Whether the last item of this clause before fillers is a write verb. */
function writeBefore(r: ItemReader): boolean {
  for (let j = r.items.length - 1; j >= 0; j--) {
    const it = r.items[j]!;
    if (it.clause !== r.clause) return false;
    if (it.cue.k === 'filler') continue;
    return it.cue.k === 'verb' && it.cue.verb === 'write';
  }
  return false;
}

/** Whether a word from i to three after it is one no lexicon knows, long enough to be a misspelt box word. */
function unknownNear(words: readonly string[], i: number): boolean {
  for (let j = i; j < i + 4 && j < words.length; j++) if (words[j].length >= 4 && cuesOf(words[j]).length === 0) return true;
  return false;
}

/** "straight", «стрит» without small or large. */
export function readStraight(r: ItemReader): boolean {
  if (!STRAIGHT.has(r.word)) return false;
  push(r, { k: 'straight' });
  r.anyMove = true;
  return true;
}

/** Dice written with digits: "5", "666", "5-ки", "2-ку". */
export function readDigitDice(r: ItemReader): boolean {
  const dice = digitDice(r.word) ?? joinedDigits(r.word);
  if (!dice) return false;
  push(r, { k: 'dice', dice });
  return true;
}

/** «5и1», "5and1": two faces glued to the word that joins them (a filler of the lexicons: «и», «та», "and"). */
const JOINED = /^([1-6])(\p{L}+)([1-6])$/u;

function joinedDigits(word: string): DiceCue[] | null {
  const m = JOINED.exec(word);
  if (m === null || !cuesOf(m[2]!).some((c) => c.k === 'filler')) return null;
  return [{ value: Number(m[1]), n: 1, bare: true }, { value: Number(m[3]), n: 1, bare: true }];
}
