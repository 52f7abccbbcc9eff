// The phrase parser: the text of a chat message → what it means to the Butler (an Intent), or null for ordinary
// chat. Pure: no I/O, no state, never throws.
//
// Issue 24: a move is read by the cue reader (cues/: find-cues.ts, the lexicons ru/uk/en.ts, the gate) against the
// moves legal now (reading/read-move.ts); that reading is the one the Butler plays. The phrase grammar below still
// runs and gives the intent its shape (tests and replies quote it), but the cues ride on it and decide: in a game the
// grammar alone may only answer without changing anything (a count out of range, a reroll of no real dice, two moves
// named, an unknown box), never make a move (commands/phrase-move.ts).
//
// The grammar's shape: a small grammar, not a pile of regular expressions (issue 12).
// - quick-check.ts: a message without any phrase word (from the lexicons) is dropped before anything else, by one
//   pass over the raw text that looks words up by their first letters (word-keys.ts);
// - tokens.ts: the message → words (folded: lower case, ё = е; apostrophes unified) and single other characters,
//   each knowing whether a space stands before it;
// - lexicon/: the words, as data, one file per language (ru.ts, uk.ts, en.ts), merged: every chat understands all
//   three; word forms are listed (a hand-made form table), not stemmed — see docs/decisions.md;
// - grammar/: the move patterns over tokens (roll.ts, dice-choice.ts, score.ts, stop-pass.ts, box-name.ts);
// - phrase.ts: which moves the message holds; two different ones → `ambiguous` (the Butler asks, nothing changes).
// A new intent (e.g. a hint request) is a new pattern file in grammar/ and one line in phrase.ts.
//
// Decisions (see RULES.md §1 and §4; the tests in test/reading/ spell out every case):
// - Performance: everything is compiled once at module load; a message with no phrase word is rejected by one
//   pass over its characters (no lower-casing, no allocation) before any tokenizing.
// - Only the first 2000 code units are read; a word cut by that limit is dropped. A message that starts with "/"
//   is a slash command or nothing (never a phrase).
// - Folding: lower case for Latin, Russian and Ukrainian letters only, ё = е; look-alike letters ("бpосаю" with a
//   Latin p, U+1C82) stay as they are, so the word is not the verb.
// - A word character is any letter, digit or combining mark (any script), "_" or an invisible format character; so
//   "бро_саю", "бр-осаю" (two words), "xбросаю", "бросаю_кости" hold no phrase word. Emoji glue is no word character.
// - Roll: verb, [count], die noun — each after whitespace only — or verb + "покер" (= 5). Counts: digits, words,
//   "пару" (2), "все/остальные" (all the dice the move may roll). Without a count only кость/кубик (1) and
//   кости/кубики (2) are rolls. A count outside 1..5 ("6", "ноль", "-1") is bad_count. The phrase counts anywhere.
// - Dice named for a reroll: values as digits, numerals or faces ("единицу", "две шестёрки" = 6, 6), joined by
//   spaces, commas or и/й/та; "перебрасываю все/остальные"; "оставляю 2, 3 и 4" keeps those and rerolls the rest.
//   A value outside 1..6, glued digits ("4-5-1") or a count instead of values ("перебрасываю три кости") is
//   bad_reroll — answered, and never played, also when a roll phrase is in the same message (fail closed).
// - Pass / bank: a short message (at most six words) of "пас"/"хватит" and fillers ("ну", "пожалуй", "я",
//   "оставляю"): "ну хватит", "Пас, оставляю"; or "хватит" first and punctuation after it ("Хватит, записываю").
// - Score: a verb (записываю, пишу, ставлю, …), links ("в", "в графу", ":", quotes), a box name (also the sheet's
//   own "м. стрит", nicknames such as "яхта"). After "в" and a verb of the score sheet (записываю) an unknown name is
//   a score with box null (answered with the free boxes); "пишу в чат" is chat. "в <box>" alone is a score; "в
//   стрит" alone asks small or large.
// - Two different moves or boxes in one message → ambiguous, except the pairs that are one move: a roll with its
//   reroll or keep, "хватит" with a write ("Хватит, записываю в каре").
// - Slash command: "/name[@bot] args"; name = Latin letters, digits, "_" (lower-cased); "@otherbot" when
//   botUsername is given → null; args trimmed.
import { withCues, type Intent } from './intent.ts';
import { findCues, type MoveCues } from './cues/find-cues.ts';
import { isDiceCheckPhrase } from './dice-check-phrase.ts';
import * as normalize from './normalize.ts';
import { isHintPhrase } from './hint-phrase.ts';
import { parsePhrase } from './phrase.ts';
import * as quick from './quick-check.ts';
import { parseSlashCommand } from './slash-command.ts';

export { MAX_SCAN_CHARS } from './normalize.ts';

// Local references, taken once: every chat message passes here, and a call through an imported binding is a getter
// call once transpiled (as the bench and the bot run), a good part of what ordinary chat costs.
const { capText, MAX_SCAN_CHARS } = normalize;
const { MAY_ASK, MAY_CUE, MAY_MOVE, quickCheck } = quick;

/** The first MAX_SCAN_CHARS code units, never splitting a surrogate pair. */
function cutAtLimit(text: string): string {
  if (text.length <= MAX_SCAN_CHARS) return text;
  const last = text.charCodeAt(MAX_SCAN_CHARS - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? MAX_SCAN_CHARS - 1 : MAX_SCAN_CHARS);
}

/**
 * What the message means, or null for ordinary chat (and for anything malformed: this never throws).
 * `botUsername` (with or without "@") lets "/cmd@OtherBot" be ignored.
 */
export function parseMessage(text: string, botUsername?: string): Intent | null {
  return parse(text, botUsername, false);
}

/**
 * What the message means to the Butler as it plays: parseMessage, except that a message the cues read as a move is
 * that move — `{ kind: 'move', cues }` — and the grammar is not run for the shape of its intent (which nothing
 * playing reads: commands/phrase-move.ts decides by the cues). The grammar still runs when the cues read no move (its
 * answers that change nothing) and when a count may be out of range (its refusal stands). A game's messages cost
 * about a fifth less this way (issue 24: ≤ 20 µs p99 per message read against a running game).
 */
export function readMessage(text: string, botUsername?: string): Intent | null {
  return parse(text, botUsername, true);
}

/** A digit after a minus («бросаю -1 кость»): the grammar's refusal of a negative count, which the cues read as 1. */
const MINUS_DIGIT = /[-−–]\s*[0-9]/;

/** Whether the grammar may refuse the count of a message the cues read as a move (see readMessage). */
function mayBadCount(cues: MoveCues, text: string): boolean {
  if (cues.count !== null && !(cues.count >= 1 && cues.count <= 5)) return true;
  // «бросаю сто костей»: a count the cues do not know, beside a die noun
  if (cues.dieNoun && cues.count === null && cues.unknown > 0) return true;
  for (const d of cues.reroll) if (d.bare && !(d.value >= 1 && d.value <= 5)) return true;
  for (const d of cues.loose) if (d.bare && !(d.value >= 1 && d.value <= 5)) return true;
  return MINUS_DIGIT.test(text);
}

function parse(text: string, botUsername: string | undefined, cuesDecide: boolean): Intent | null {
  try {
    if (typeof text !== 'string' || text.length === 0) return null;
    if (text.charCodeAt(0) === 0x2f /* "/" */) {
      // A command's argument is cut at the limit but kept (a /seed of one long word is still that word, shortened);
      // dropping the cut word, as phrases do, would answer "write a phrase" to someone who wrote one.
      return parseSlashCommand(cutAtLimit(text), typeof botUsername === 'string' ? botUsername : undefined);
    }
    const capped = capText(text);
    const may = quickCheck(capped);
    if (may === 0) return null; // ordinary chat: one pass over the text, nothing allocated
    const cued = (may & MAY_CUE) !== 0;
    if ((may & MAY_ASK) !== 0) {
      if (isHintPhrase(capped)) return { kind: 'hint' };
      if (isDiceCheckPhrase(capped)) return { kind: 'command', name: 'dice', args: '' };
    }
    const cues = cued ? findCues(capped, typeof botUsername === "string" ? botUsername : undefined) : null;
    if (cuesDecide && cues !== null && cues.move && !mayBadCount(cues, capped)) return { kind: 'move', cues };
    // a question about a move: answered from the solvers where the game can (commands/phrase-move.ts), never played
    if (cuesDecide && cues !== null && cues.question) return { kind: 'move', cues };
    const phrase = (may & MAY_MOVE) !== 0 ? parsePhrase(capped) : null;
    if (cues === null || !cues.move) return phrase;
    if (phrase === null) return { kind: 'move', cues };
    // a count out of range stands as the grammar's refusal; everything else rides with the cues, which decide in a
    // running game (commands/phrase-move.ts): the grammar no longer refuses «оставляю 66» the cues read
    if (phrase.kind === 'bad_count') return phrase;
    return withCues(phrase, cues);
  } catch {
    return null;
  }
}
