// readMessage (the Butler's playing reading) skips the grammar when the cues read a move. It must lead to what
// readMessage leads to: the same cues for a move, a refusal of a count out of range (asserted as what the Butler
// does outside a game), and the same intent for everything else.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cuesOf, type Intent } from '../../src/reading/intent.ts';
import { readMessage } from '../../src/reading/index.ts';
import { AT, doesAt, roll, REFUSE } from '../helpers/does-at.ts';

/** What the Butler acts on: a command, a hint or a refusal as it is; a move by its cues; else the intent. */
function actedOn(intent: Intent | null): unknown {
  if (intent === null || intent.kind === 'command' || intent.kind === 'hint' || intent.kind === 'bad_count') return intent;
  return cuesOf(intent) ?? intent;
}

const corpus: string[] = [];
for (const language of ['ru', 'uk', 'en']) {
  for (const dir of ['corpus', 'corpus/heldout']) {
    const text = readFileSync(new URL(`./${dir}/${language}.jsonl`, import.meta.url), 'utf8');
    for (const line of text.split('\n')) if (line.trim() !== '') corpus.push((JSON.parse(line) as { text: string }).text);
  }
}

describe('readMessage', () => {
  it.each([
    'бросаю 6 костей', 'бросаю 0 костей', 'бросаю сто костей', 'бросаю -1 кость', 'roll -1 die', 'roll 6 dice',
    'кидаю шість кісток', 'перебрасываю 4, 5 и 1, бросаю 6 костей', `бросаю ${'9'.repeat(40)} костей`, 'бросаю 0d6',
  ])('GIVEN no game WHEN a roll of a count out of range (%j) is sent THEN it is refused, nothing rolled', (text) => {
    expect(doesAt(text, AT.noGame)).toEqual(REFUSE);
  });

  it('GIVEN no game WHEN «бросаю 3d6» is sent THEN three dice are rolled (the count before the d)', () => {
    expect(doesAt('бросаю 3d6', AT.noGame)).toEqual(roll(3));
  });

  it('GIVEN every message of the corpus and the held-out sets WHEN read as the Butler plays THEN it acts on what readMessage gives (a question about a move aside)', () => {
    const asked = (text: string) => {
      const intent = readMessage(text);
      return intent !== null && intent.kind === 'move' && intent.cues.question;
    };
    const differ = corpus.filter((text) => !asked(text) && JSON.stringify(actedOn(readMessage(text))) !== JSON.stringify(actedOn(readMessage(text))));
    expect(differ).toEqual([]);
  });

  it('GIVEN a question that asks the odds or advice about a move (issue 43) WHEN read THEN it is a question (answered, never played)', () => {
    for (const text of ['а если перебросить 6, какие шансы на стрит?', 'should I keep the fives?', 'чи варто зупинятися?']) {
      expect(readMessage(text)).toMatchObject({ kind: 'move', cues: { question: true, move: false } });
    }
  });

  it('GIVEN a bare question about one move, asking no advice WHEN read THEN it is talk among the players: nothing', () => {
    for (const text of ['перебросить пятёрку?', 'бросаешь кости?', 'кидаємо кістки?']) expect(readMessage(text)).toBeNull();
  });

  it('GIVEN a move the cues read WHEN read as the Butler plays THEN its intent is the cues themselves', () => {
    expect(readMessage('оставляю пятёрки, остальные перебрасываю')).toMatchObject({ kind: 'move' });
    expect(readMessage('бросаю кости')).toMatchObject({ kind: 'move', cues: { count: null, dieNoun: true } });
  });
});
