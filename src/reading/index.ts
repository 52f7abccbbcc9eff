// The reader: the text of a chat message → what it means to the Butler (an Intent), or null for ordinary chat.
// Pure: no I/O, no state, never throws.
//
// One reader (issue 43; the cue reader of issue 24 now reads alone, the phrase grammar of issue 12 is gone):
// - quick-check.ts: a message without any word the lexicons know is dropped before anything else, by one pass over
//   the raw text that looks words up by their first letters (word-keys.ts, cues/gate.ts);
// - tokens.ts: the one tokenizer — words (folded: lower case, ё = е; apostrophes unified) and single other
//   characters, each knowing whether a space stands before it;
// - cues/: the words of each language as data (its one lexicon: cues/ru.ts, uk.ts, en.ts) and the cue finder
//   (cues/find-cues.ts): which verbs stand, which dice are named and for what, counts, boxes, corrections, wishes,
//   questions, whom the message is said to;
// - read-move.ts: the cues against the moves legal now → one move, a question back, a refusal or nothing; run once
//   the game is known (commands/phrase-move.ts);
// - refusals.ts: the tries that cannot be a move and still get an answer (a count outside 1..5, a box name that is
//   none); hint-phrase.ts and dice-check-phrase.ts: advice asked for, the fairness check.
//
// Decisions (see RULES.md §1 and §4, test/reading/corpus/README.md; the tests in test/reading/ spell out each case):
// - Performance: everything is compiled once at module load; a message with no word of the lexicons is rejected by
//   one pass over its characters (no lower-casing, no allocation) before any tokenizing.
// - Only the first 2000 code units are read; a word cut by that limit is dropped. A message that starts with "/"
//   is a slash command or nothing (never a phrase).
// - Folding: lower case for Latin, Russian and Ukrainian letters only, ё = е; look-alike letters ("бpосаю" with a
//   Latin p, U+1C82) stay as they are, so the word is not the verb.
// - A word broken by another character ("бро_саю", "брос-аю") is no word of the lexicons.
// - Slash command: "/name[@bot] args"; name = Latin letters, digits, "_" (lower-cased); "@otherbot" when
//   botUsername is given → null; args trimmed.
import type { Intent } from './intent.ts';
import { findCues, type MoveCues } from './cues/find-cues.ts';
import { isDiceCheckPhrase } from './dice-check-phrase.ts';
import * as normalize from './normalize.ts';
import { isHintPhrase } from './hint-phrase.ts';
import { isTurnQuestion } from './turn-question.ts';
import * as quick from './quick-check.ts';
import { badCountIn, unknownBoxIn } from './refusals.ts';
import { parseSlashCommand } from './slash-command.ts';
import { tokenize } from './tokens.ts';
import { retyped } from './cues/keyboard-layout.ts';
import { boxAt, cuesOf } from './cues/words.ts';

export { MAX_SCAN_CHARS } from './normalize.ts';

// Local references, taken once: every chat message passes here, and a call through an imported binding is a getter
// call once transpiled (as the bench and the bot run), a good part of what ordinary chat costs.
const { capText, MAX_SCAN_CHARS } = normalize;
const { MAY_ASK, MAY_CUE, MAY_TURN, MAY_UNKNOWN_BOX, quickCheck } = quick;

/** The first MAX_SCAN_CHARS code units, never splitting a surrogate pair. */
function cutAtLimit(text: string): string {
  if (text.length <= MAX_SCAN_CHARS) return text;
  const last = text.charCodeAt(MAX_SCAN_CHARS - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? MAX_SCAN_CHARS - 1 : MAX_SCAN_CHARS);
}

/**
 * What the message means, or null for ordinary chat (and for anything malformed: this never throws).
 * `botUsername` (with or without "@") lets "/cmd@OtherBot" be ignored and "@handle roll" be said to the Butler.
 */
export function readMessage(text: string, botUsername?: string): Intent | null {
  return readText(text, botUsername, true);
}

/** Whether a folded word is one the lexicons know (or a box word): a retyped chunk that is one was meant so. */
function isKnownWord(word: string): boolean {
  return word !== '' && (cuesOf(word).length > 0 || boxAt([word], 0) !== null);
}

function readText(text: string, botUsername: string | undefined, mayRetype: boolean): Intent | null {
  try {
    if (typeof text !== 'string' || text.length === 0) return null;
    const handle = typeof botUsername === 'string' ? botUsername : undefined;
    if (text.charCodeAt(0) === 0x2f /* "/" */) {
      // A command's argument is cut at the limit but kept (a /seed of one long word is still that word, shortened);
      // dropping the cut word, as phrases do, would answer "write a phrase" to someone who wrote one.
      return parseSlashCommand(cutAtLimit(text), handle);
    }
    const capped = capText(text);
    const may = quickCheck(capped);
    if (may === 0) return null; // ordinary chat: one pass over the text, nothing allocated
    const intent = readChecked(capped, may, handle);
    if (intent !== null || !mayRetype) return intent;
    // a message typed with the Latin layout still on (",hjcf. rjcnb"): read as the keys' Cyrillic letters
    const again = retyped(capped, isKnownWord);
    return again === null ? null : readText(again, handle, false);
  } catch {
    return null;
  }
}

/** What a message the quick check let by (`may`: its bits) means, or null. */
function readChecked(capped: string, may: number, handle: string | undefined): Intent | null {
  // "> бросаю кости" quoted from someone else (markdown's quote): their words, not the writer's
  if (capped.charCodeAt(0) === 0x3e /* > */ || capped.includes('\n>')) {
    capped = withoutQuotes(capped);
    if (capped.trim() === '') return null;
  }
  if ((may & MAY_ASK) !== 0) {
    if (isHintPhrase(capped)) return { kind: 'hint' };
    if (isDiceCheckPhrase(capped)) return { kind: 'command', name: 'dice', args: '' };
  }
  if ((may & MAY_TURN) !== 0 && isTurnQuestion(capped)) return { kind: 'turn_question' };
  const cues = (may & MAY_CUE) !== 0 ? findCues(capped, handle) : null;
  // (a box in a clause of its own is a write only where nothing else is left: read-move.ts decides)
  if (cues !== null && (cues.move || cues.question || cues.boxClause)) {
    // a count out of range is refused as typed, never read as another count
    if (cues.move && mayBadCount(cues, capped)) return badCountIn(tokenize(capped)) ?? { kind: 'move', cues };
    return { kind: 'move', cues };
  }
  // no move read: a write into a name no box has is still answered («записываю в банк»)
  if ((may & MAY_UNKNOWN_BOX) === 0) return null;
  const raw = unknownBoxIn(tokenize(capped), capped);
  return raw === null ? null : { kind: 'unknown_box', raw };
}

/** A digit after a minus («бросаю -1 кость»): a negative count, which the cues read as 1. */
const MINUS_DIGIT = /[-−–]\s*[0-9]/;

/** Whether a move the cues read may hold a count out of range, to be looked at token by token (refusals.ts). */
function mayBadCount(cues: MoveCues, text: string): boolean {
  if (cues.count !== null && !(cues.count >= 1 && cues.count <= 5)) return true;
  // «бросаю сто костей»: a count the cues do not know, beside a die noun
  if (cues.dieNoun && cues.count === null && cues.unknown > 0) return true;
  // «кидаю 6 кубиков» read as a face beside the noun
  for (const d of cues.reroll) if (d.bare && !(d.value >= 1 && d.value <= 5)) return true;
  for (const d of cues.loose) if (d.bare && !(d.value >= 1 && d.value <= 5)) return true;
  return MINUS_DIGIT.test(text);
}

/** The message without its quoted lines (those that start with ">"). */
function withoutQuotes(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('>'))
    .join('\n');
}
