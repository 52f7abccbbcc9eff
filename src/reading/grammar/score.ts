// Writing the hand into a Dice Poker box, over tokens: "Записываю в каре", "пишу в шанс", "Ставлю в малый стрит",
// "Записываю: шанс", "запишу «шанс»", "в графу шанс", "в каре" (the whole message).
import type { DicePokerBox } from '../intent.ts';
import { clip } from '../normalize.ts';
import { words } from '../lexicon/index.ts';
import type { Token } from '../tokens.ts';
import { boxAt } from './box-name.ts';
import { isQuote, isScorePunctuation } from './token-kinds.ts';

export interface ScoreFind {
  /** the boxes named, in the order named, each once; raw = the name as typed */
  boxes: { box: DicePokerBox; raw: string }[];
  /** words after "в" that name no box ("записываю в банк"), when no box is named; "" when nothing follows */
  unknown: string | null;
}

/** An unknown box name reaches up to the end of the sentence or line. */
const RAW_UNKNOWN_RE = /[^.!?;,:\n\r]*/y;
const MAX_RAW = 64;

/**
 * Every box named in a score phrase of the message:
 * - score verb, then links ("в", "в графу", ":", quotes), then a box → that box; a later "в <box>" in the same
 *   message names one more ("в тройки, нет, в четверки" — the caller asks which);
 * - score verb + "в" + words that name no box → unknown (the engine answers with the free boxes);
 *   score verb + no "в" + such words → not a score ("записать видео");
 * - without a verb, the whole message is "в <box>" (possibly several, with "нет"/"или" between).
 */
export function findScores(tokens: readonly Token[], original: string): ScoreFind | null {
  const found: ScoreFind = { boxes: [], unknown: null };
  let verbSeen = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t.word || !words.scoreVerbs.has(t.text)) continue;
    const after = boxAfterVerb(tokens, t.text, i + 1, original);
    if (after === null) continue;
    verbSeen = true;
    if (after.box !== null) add(found, after.box, original, tokens, after.at);
    else if (found.unknown === null) found.unknown = after.raw;
  }
  if (verbSeen) {
    // "записываю в тройки, нет, в четверки": more boxes after "в" anywhere in the message
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].word && words.wholeMessageLinks.has(tokens[i].text)) {
        const box = boxAt(tokens, skipLinks(tokens, i + 1));
        if (box !== null) add(found, box, original, tokens, skipLinks(tokens, i + 1));
      }
    }
    if (found.boxes.length > 0) found.unknown = null;
    return found.boxes.length > 0 || found.unknown !== null ? found : null;
  }
  return wholeMessage(tokens, original);
}

function add(found: ScoreFind, box: { box: DicePokerBox; end: number }, original: string, tokens: readonly Token[], at: number) {
  if (found.boxes.some((b) => b.box === box.box)) return;
  found.boxes.push({ box: box.box, raw: original.slice(tokens[at].start, tokens[box.end - 1].end) });
}

/** Past the links and quotes before a box name: "в", "в графу", "во", «, ":". */
function skipLinks(tokens: readonly Token[], i: number): number {
  let k = i;
  while (tokens[k] !== undefined && (isScorePunctuation(tokens[k]) || (tokens[k].word && words.scoreLinks.has(tokens[k].text)))) k++;
  return k;
}

type AfterVerb = { box: { box: DicePokerBox; end: number }; at: number } | { box: null; raw: string };

function boxAfterVerb(tokens: readonly Token[], verb: string, i: number, original: string): AfterVerb | null {
  // the verb must be followed by a space or punctuation ("записываюв каре" is one word anyway)
  let k = i;
  let freeLink = false; // "в": any words may follow, and unknown ones are answered
  while (tokens[k] !== undefined) {
    const t = tokens[k];
    if (t.word && words.scoreLinks.has(t.text)) {
      if (words.wholeMessageLinks.has(t.text)) freeLink = true;
      k++;
    } else if (isScorePunctuation(t)) {
      k++;
    } else break;
  }
  const box = boxAt(tokens, k);
  if (box !== null) return { box, at: k };
  const next = tokens[k];
  // "пишу в стрит": a box that needs "малый" or "большой" is answered after every verb
  if (next !== undefined && next.word && words.straightWords.has(next.text) && (freeLink || k > i)) {
    return { box: null, raw: original.slice(next.start, next.end) };
  }
  // "пишу в чат" is chat; only the verbs of the score sheet answer an unknown name ("записываю в банк")
  if (!freeLink || !words.scoreVerbsAnyName.has(verb)) return null;
  const from = tokens[k]?.start ?? tokens[k - 1].end;
  RAW_UNKNOWN_RE.lastIndex = from;
  const raw = RAW_UNKNOWN_RE.exec(original)?.[0] ?? '';
  return { box: null, raw: clip(raw, MAX_RAW).trim() };
}

/**
 * "в каре", "В тройки!", "в тройки, нет, в четверки": every word is "в", a box name or a word of hesitation
 * ("нет", "или"); anything else makes it ordinary chat ("я в каре", "в каре и ещё что-то"). "в стрит" alone is
 * answered (small or large?), so it comes back as an unknown name.
 */
function wholeMessage(tokens: readonly Token[], original: string): ScoreFind | null {
  const found: ScoreFind = { boxes: [], unknown: null };
  let i = 0;
  let expectBox = false;
  while (i < tokens.length) {
    const t = tokens[i];
    if (!t.word) {
      if (isQuote(t) || !expectBox) {
        i++;
        continue;
      }
      return null;
    }
    if (words.wholeMessageLinks.has(t.text)) {
      if (expectBox) return null;
      expectBox = true;
      i++;
      continue;
    }
    if (expectBox) {
      const box = boxAt(tokens, i);
      if (box !== null) {
        add(found, box, original, tokens, i);
        i = box.end;
      } else if (words.straightWords.has(t.text) && found.unknown === null) {
        found.unknown = original.slice(t.start, t.end);
        i++;
      } else return null;
      expectBox = false;
      continue;
    }
    if (!words.boxAlternatives.has(t.text)) return null;
    i++;
  }
  if (expectBox) return null;
  if (found.boxes.length > 0) return { boxes: found.boxes, unknown: null };
  return found.unknown !== null ? found : null;
}
