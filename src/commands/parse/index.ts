// The phrase parser: the text of a chat message → what it means to the Butler (an Intent), or null for ordinary
// chat. Pure: no I/O, no state, never throws.
//
// Decisions (see RULES.md §1 and §4; the tests in test/commands/parse/ spell out every case):
// - Performance: every regex is compiled once at module load; a message with no phrase stem (quick-check.ts) is
//   rejected before any folding or matching (about 1 µs per typical message).
// - Only the first 2000 code units are read; a word cut by that limit is dropped. A message that starts with "/"
//   is a slash command or nothing (never a phrase).
// - Folding: lower case for Latin, Russian and Ukrainian letters only, ё = е. No case-insensitive regexes and no
//   toLowerCase(): they would also fold look-alikes (U+1C82 "narrow о", the Kelvin sign) into the phrase letters.
//   Look-alike Latin letters inside a Russian word ("бpосаю") therefore never match.
// - A word character is any letter, digit or combining mark (any script), "_" or an invisible format character;
//   so "бро_саю", "бр-осаю" (two words), "xбросаю", "бросаю_кости" contain no roll phrase. Emoji glue (variation
//   selectors, ZWJ) is not a word character. A stress mark typed inside a word ("ко́сть") breaks it too.
//   The word classes use the regex `v` flag (set difference), available from Node 20.
// - Roll: verb (бросаю|кидаю), spaces, optional count, spaces, noun — or verb + "покер" (= 5). Without a count
//   only кость/кубик (= 1) and кости/кубики (= 2) are rolls; "бросаю костей" is not. A count outside 1..5, as digits
//   or as a word (ноль, шесть … двадцать, сто), is bad_count. The first well-formed roll phrase in the message wins.
//   As RULES §1 says, the phrase counts anywhere: "не бросаю кости" and «напиши "бросаю кости"» are rolls too.
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
//   "в" any other words give box null with raw = those words up to the end of the sentence (at most 64 code
//   units); with no preposition (or with "у") unknown words are not a score ("записать видео"). "в <box>" alone
//   is a score only for a known box name. Box names accept the Latin i for the Ukrainian і ("стрiт"), unlike
//   roll phrases. "тройки" (plural) is the threes box, "тройка/тройку" is three of a kind; "стрит" alone names
//   no box (small or large?).
// - Priority when a message holds several: roll/bad_count > reroll > score with a known box > bank > pass >
//   score with an unknown box. So "Хватит, записываю в каре" scores, "Хватит, записываю" banks.
// - Slash command: "/name[@bot] args"; name = Latin letters, digits, "_" (lower-cased); "@otherbot" when
//   botUsername is given → null; args trimmed.
import type { Intent } from '../intent.ts';
import { isDiceCheckPhrase } from './dice-check-phrase.ts';
import { capText } from './normalize.ts';
import { parsePhrase } from './phrase.ts';
import { mayBePhrase } from './quick-check.ts';
import { parseSlashCommand } from './slash-command.ts';

export { MAX_SCAN_CHARS } from './normalize.ts';

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
    if (isDiceCheckPhrase(capped)) return { kind: 'command', name: 'dice', args: '' };
    return mayBePhrase(capped) ? parsePhrase(capped) : null;
  } catch {
    return null;
  }
}
