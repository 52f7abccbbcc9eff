// The move corpus (corpus/README.md) through the Butler's own path: each line's moment is built with the real
// engines, its message parsed by readMessage (as the Butler does) and handled by handlePhrase (what the Butler dispatches a phrase to),
// and the outcome compared with what the line expects. The corpus is a development aid, not a list the parser
// enumerates: the test holds each language at the share it reaches and prints the lines it misses.
import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLOOR, matches, runLine, type Line } from './corpus-run.ts';

/** Each line of a corpus file read in its moment: how many behave as expected, and a line for each miss. */
function scoreFile(file: URL, language: string): { total: number; missed: string[] } {
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Line);
  const missed: string[] = [];
  for (const line of lines) {
    let got;
    try {
      got = runLine(line, language);
    } catch (error) {
      got = { do: `error: ${(error as Error).message}` };
    }
    if (!matches(got, line.expect)) missed.push(`${JSON.stringify(line.text)} @${JSON.stringify(line.at)}: want ${JSON.stringify(line.expect)}, got ${JSON.stringify(got)}`);
  }
  return { total: lines.length, missed };
}

/** Reads a set, prints its score and misses, and holds it to its floor. */
function expectScore(name: string, file: URL, language: string, floor: number): void {
  const { total, missed } = scoreFile(file, language);
  const share = (total - missed.length) / total;
  console.log(`${name} ${language}: ${total - missed.length}/${total} (${(share * 100).toFixed(1)}%)\n${missed.join('\n')}`);
  expect(share).toBeGreaterThanOrEqual(floor);
}

for (const language of ['ru', 'uk', 'en']) {
  const file = new URL(`./corpus/${language}.jsonl`, import.meta.url);
  describe(`move corpus (${language})`, () => {
    it.skipIf(!existsSync(file))(`GIVEN the ${language} corpus WHEN each message is read in its moment THEN at least ${FLOOR[language] * 100}% behave as expected`, () => {
      expectScore('corpus', file, language, FLOOR[language]);
    });
  });
}

// The held-out sets (corpus/heldout/): messages written apart from the parser's development, the measure of issue 24.
// They are never tuned line by line; the floor only keeps what is reached from slipping back.
const HELDOUT_FLOOR: Record<string, number> = { ru: 0.9, uk: 0.9, en: 0.9 };

for (const language of ['ru', 'uk', 'en']) {
  const file = new URL(`./corpus/heldout/${language}.jsonl`, import.meta.url);
  describe(`held-out messages (${language})`, () => {
    it.skipIf(!existsSync(file))(`GIVEN the ${language} held-out set WHEN each message is read in its moment THEN at least ${HELDOUT_FLOOR[language] * 100}% behave as expected`, () => {
      expectScore('held-out', file, language, HELDOUT_FLOOR[language]);
    });
  });
}

// The later held-out sets (issue 43): each written blind by a helper who never read the reader, scored once before the
// reader was changed against it (the figures in the note), then read and worked from. Their floors keep what
// is reached; the newest set stays unread until it is scored.
const LATER_HELDOUT: ReadonlyArray<readonly [string, Record<string, number>]> = [
  ['heldout3', { ru: 0.95, uk: 0.94, en: 0.9 }],
  ['heldout4', { ru: 0.98, uk: 0.98, en: 0.97 }],
  ['heldout5', { ru: 0.98, uk: 0.97, en: 0.98 }],
  // scored blind at its first reading (issue 43's measure): 96.8 % with no silent wrong move
  ['heldout6', { ru: 0.96, uk: 0.95, en: 0.95 }],
  // issue 53's two blind sets, written from RULES.md and a format brief alone in two new voices (teenage slang and
  // emoji; older players' full sentences with typos, the wrong layout, surzhyk) and scored before the reader changed:
  // 89.2 % and 84.5 %; the floors keep what the forms, the meaning decisions and the odds reached
  ['heldout7', { ru: 0.98, uk: 0.98, en: 0.98 }],
  ['heldout8', { ru: 0.98, uk: 0.97, en: 0.97 }],
  // issue 53's measure: written blind after the work, in a voice not used before (people writing in a language not
  // their own), scored once: 286/293 (97.6 %; ru 97.3, uk 98.9, en 96.6), no silent wrong move, no roll met with silence
  ['heldout9', { ru: 0.99, uk: 0.99, en: 0.98 }],
  // written blind after the review of issue 53's change (busy adults on phones: terse, autocorrect slips, dictation,
  // mixed ru/uk, British office English), scored once: 240/245 (ru 96.8, uk 98.7, en 98.6 %), no silent wrong move
  ['heldout10', { ru: 0.99, uk: 0.99, en: 0.98 }],
  // written blind in a voice not used before (role-players and Discord regulars: actions between asterisks, the Butler
  // addressed as a servant, markdown), scored once before the reader changed: 203/238 (ru 88.8, uk 88.6, en 78.5 %),
  // no silent wrong move; the floors keep what the action, request and "or" rules reached
  ['heldout11', { ru: 0.98, uk: 0.96, en: 0.86 }],
  // written blind in a voice not used before (a family's game night: children of 9–13 and their grandparents), scored
  // once before this round of changes: 289/306 (ru 96.1, uk 95.1, en 92.2 %), no silent wrong move; the floors keep
  // what the request, advice, intent and «в» + box rules reached
  ['heldout12', { ru: 0.99, uk: 0.99, en: 0.96 }],
  // written blind in a voice not used before for the reader's measure (coworkers on a lunch break: office jargon,
  // one-handed typing; it overlaps heldout10's busy adults), scored once: 309/333 (ru 95.5, uk 94.6, en 88.3 %) with
  // 5 silent wrong moves (the hand held and an aim read as dice to reroll); the floors keep what the fixes reached
  ['heldout13', { ru: 0.99, uk: 0.99, en: 0.96 }],
  // written blind in a voice not used before (gamblers and casino regulars: table slang, the Butler as the dealer),
  // scored once: 334/366 (ru 92.6, uk 91.8, en 89.3 %), no silent wrong move; the floors keep what the hope, croupier
  // and pass-attempt rules reached
  ['heldout14', { ru: 0.99, uk: 0.99, en: 0.95 }],
  // the session's last blind set, in a voice not used before (sports fans watching a match: scores, minutes and
  // cheering in the same message as the move), scored once after the work: 284/304 (ru 96.1, uk 92.1, en 92.1 %), no
  // silent wrong move — short of issue 53's bar; the floors keep what the score-line and count rules reached
  // the floors raised to what this session's rules reached (aside after a move said first, interjections, straights)
  ['heldout15', { ru: 0.98, uk: 0.97, en: 0.97 }],
  // the last blind set of issue 53, in a voice not used before (night-shift workers: a nurse, a guard, a dispatcher, a
  // baker, a picker — tired, typos, surzhyk, shift talk beside the move), written by a helper who read only RULES.md
  // and the line format, scored once after the work: 279/280 (ru 100, uk 100, en 98.9 %), no silent wrong move, no
  // clear roll met with silence (the one miss: "put it in four of a kind before i jinx it", a write with an aside)
  ['heldout16', { ru: 0.99, uk: 0.99, en: 0.98 }],
  // written blind after issue 53's session (university students in exam week: slang, surzhyk, mock-formal "Dear
  // Butler", exchange students), by a helper who read only RULES.md and the line format, scored once: 251/253 (ru 100,
  // uk 100, en 97.6 %) with one silent wrong move ("the die is cast, …" in no game read as a free roll) and one past
  // roll among chat met with silence ("rolled all five, brb back to the thesis"); both read since (a verb after a word
  // of being is a description; a past roll verb with its dice in a first clause of its own is the roll): 253/253
  ['heldout17', { ru: 0.99, uk: 0.99, en: 0.99 }],
  // written blind in the next session (a software team's chat after a release: jargon, "LGTM", «шипим», sed-style
  // corrections), scored once before its changes: 244/257 (ru 95.5, uk 94.0, en 95.2 %), two silent wrong moves (a
  // box corrected "s/pair/two pairs/" written as the first) and «ок, ролю» met with silence; read since: whose-turn
  // questions answered, «ролю», "put the pair in" (ru 98.9, uk 96.4, en 97.6 %)
  ['heldout18', { ru: 0.98, uk: 0.96, en: 0.97 }],
  // written blind in the same session after its changes (a band's chat after rehearsal: music talk, stretched words,
  // emoji), scored once: 225/237 (ru 94.9, uk 96.2, en 93.7 %), one silent wrong move (an infinitive reroll asked
  // "— есть смысл?" after a dash) and a roll typed on the Latin layout with an emoji met with silence; both read since,
  // with odds before the first roll, advice in a tag, a stretched box name (ru 100, uk 100, en 97.5 %)
  ['heldout19', { ru: 0.99, uk: 0.99, en: 0.97 }],
  // the last blind set of the session, in a voice not used before (young parents playing while the kids nap:
  // interrupted, one-handed, baby talk beside the move), written by a helper who read only RULES.md and the line
  // format, after all of the session's reading changes, scored once: 236/238 (ru 100, uk 98.7, en 98.7 %), no silent
  // wrong move, no clear roll met with silence (the misses: «ризикнути ще двома чи зупинитись?» asked back instead of
  // answered, "putting it in three of a kind" met with silence; English -ing forms by the spelling rules read it since)
  ['heldout20', { ru: 0.99, uk: 0.98, en: 0.99 }],
  // written blind after the review's changes too (a language-exchange club: learners' mistakes, calques, glosses in
  // brackets), by a helper who read only RULES.md and the line format, scored once: 220/229 (ru 94.8, uk 97.4, en
  // 96.1 %), no silent wrong move, two clear rolls met with silence («Привет всем! Я бросаю кубик для тест 🙂», read
  // since; «бросаю 5 кости (правильно «костей», да?)»: a roll with a question about the word in brackets)
  ['heldout21', { ru: 0.94, uk: 0.97, en: 0.96 }],
];

for (const [set, floors] of LATER_HELDOUT) {
  for (const language of ['ru', 'uk', 'en']) {
    const file = new URL(`./corpus/${set}/${language}.jsonl`, import.meta.url);
    describe(`${set} (${language})`, () => {
      it.skipIf(!existsSync(file))(`GIVEN the ${language} lines of ${set} WHEN each is read in its moment THEN at least ${floors[language]! * 100}% behave as expected`, () => {
        expectScore(set, file, language, floors[language]!);
      });
    });
  }
}
