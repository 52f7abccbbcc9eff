// The phrase parser: the text of a chat message → what it means to the Butler (an Intent), or null for ordinary
// chat. Pure: no I/O, no state, never throws.
//
// Decisions (see RULES.md §1 and §4; the tests in test/commands/parse/ spell out every case):
// - Only the first 2000 code units are read; a word cut by that limit is dropped. A message that starts with "/"
//   is a slash command or nothing (never a phrase).
// - Folding: lower case for Latin, Russian and Ukrainian letters only, ё = е. No case-insensitive regexes and no
//   toLowerCase(): they would also fold look-alikes (U+1C82 "narrow о", the Kelvin sign) into the phrase letters.
//   Look-alike Latin letters inside a Russian word ("бpосаю") therefore never match.
// - A word character is any letter, digit or combining mark (any script), "_" or an invisible format character;
//   so "бро_саю", "бр-осаю" (two words), "xбросаю", "бросаю_кости" contain no roll phrase. Emoji glue (variation
//   selectors, ZWJ) is not a word character.
// - Roll: verb (бросаю|кидаю), spaces, optional count, spaces, noun — or verb + "покер" (= 5). Without a count
//   only кость/кубик (= 1) and кости/кубики (= 2) are rolls; "бросаю костей" is not. A count outside 1..5, as digits
//   or as a word (ноль, шесть … двадцать, сто), is bad_count. The first well-formed roll phrase in the message wins.
// - Reroll (перебрасываю|перекидываю|перекидаю + values 1..6 as digits or words, separated by spaces, commas,
//   и/і/й/та): valid only if every value is 1..6. An invalid list (a value outside 1..6, digits glued like "4-5-1",
//   or a count rather than values: "перебрасываю три кости") makes the WHOLE message null, also when it has a roll
//   phrase: a roll that keeps dice the player did not mean must not happen (fail closed). "перебрасываю все" is no
//   reroll (the intent cannot say "all"). Repeated values are kept ("перебрасываю 2, 2").
// - A roll phrase with a reroll in the same message → roll with `reroll`; counts are not compared here.
// - Pass: the whole message is "пас"/"пасую", optionally "я пас" (accepted: it is how people say it), with any
//   punctuation, spaces or emoji around. Any other word → not a pass.
// - Bank: "хватит" is the first word and is followed by the end or by punctuation/emoji ("Хватит!",
//   "хватит, записываю"); "хватит спамить" is not a bank.
// - Score: verb (записываю|записать|запишу|записую|записати) + [в|у] + box name, anywhere in the message; after
//   "в" any other words give box null with raw = those words up to the end of the sentence; with no preposition
//   (or with "у") unknown words are not a score ("записать видео"). "в <box>" alone is a score only for a known
//   box name. Box names accept the Latin i for the Ukrainian і ("стрiт") — unlike roll phrases. "тройки" (plural)
//   is the threes box, "тройка/тройку" is three of a kind; "стрит" alone names no box (small or large?).
// - Priority when a message holds several: roll/bad_count > reroll > score with a known box > bank > pass >
//   score with an unknown box. So "Хватит, записываю в каре" scores, "Хватит, записываю" banks.
// - Slash command: "/name[@bot] args"; name = Latin letters, digits, "_" (lower-cased); "@otherbot" when
//   botUsername is given → null; args trimmed.
import type { Intent } from '../intent.ts';
import { capText, fold } from './normalize.ts';
import { INVALID_REROLL, findReroll } from './reroll-phrase.ts';
import { findRollCount } from './roll-phrase.ts';
import { findScore } from './score-phrase.ts';
import { isBank, isPass } from './pass-bank.ts';
import { parseSlashCommand } from './slash-command.ts';

export { MAX_SCAN_CHARS } from './normalize.ts';

/**
 * Quick reject: a message with none of these stems (in any case; ё where a stem has е) cannot be a phrase. It is a
 * superset of what the matchers accept, checked on the raw text before any folding.
 */
const QUICK_WORDS_RE = /бросаю|кидаю|п[её]р[её](?:брасываю|кидываю|кидаю)|пас|хватит|запис|запиш/i;
const QUICK_IN_RE = /^\P{L}*[вВ]\s/u;

const MIN_ROLL = 1;
const MAX_ROLL = 5;

/**
 * What the message means, or null for ordinary chat (and for anything malformed: this never throws).
 * `botUsername` (with or without "@") lets "/cmd@OtherBot" be ignored.
 */
export function parseMessage(text: string, botUsername?: string): Intent | null {
  try {
    if (typeof text !== 'string' || text.length === 0) return null;
    const capped = capText(text);
    if (capped.charCodeAt(0) === 0x2f /* "/" */) {
      return parseSlashCommand(capped, typeof botUsername === 'string' ? botUsername : undefined);
    }
    if (!QUICK_WORDS_RE.test(capped) && !QUICK_IN_RE.test(capped)) return null;
    return parsePhrase(capped);
  } catch {
    return null;
  }
}

function parsePhrase(original: string): Intent | null {
  const folded = fold(original);

  const count = findRollCount(folded);
  const reroll = findReroll(folded);
  if (count !== null) {
    if (count < MIN_ROLL || count > MAX_ROLL) return { kind: 'bad_count', count };
    if (reroll === INVALID_REROLL) return null;
    return reroll === null ? { kind: 'roll', count } : { kind: 'roll', count, reroll };
  }
  if (reroll === INVALID_REROLL) return null;
  if (reroll !== null) return { kind: 'reroll', values: reroll };

  const score = findScore(folded, original);
  if (score !== null && score.box !== null) return { kind: 'score', box: score.box, raw: score.raw };
  if (isBank(folded)) return { kind: 'bank' };
  if (isPass(folded)) return { kind: 'pass' };
  if (score !== null) return { kind: 'score', box: null, raw: score.raw };
  return null;
}
