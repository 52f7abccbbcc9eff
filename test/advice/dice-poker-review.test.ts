// The review at the end of a Dice Poker game: along a scripted game where the player always takes the hint's
// second-best move, the review's loss is exactly the sum of the gaps the hints showed.
import { afterEach, describe, expect, it } from 'vitest';
import { BOXES, type DicePokerBox } from '../../src/games/dice-poker/index.ts';
import { writePhrase } from '../../src/messages/ru/dice-poker.ts';
import type { DicePokerMove } from '../../src/strategy/dice-poker/advice.ts';
import { setTableForTests } from '../../src/strategy/dice-poker/table-service.ts';
import { makeChat, type TestChat } from '../helpers/chat.ts';
import { allBut, position, tableFrom } from '../strategy/dice-poker/late-table.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

const HAND = [1, 1, 2, 2, 3];
const LEFT: DicePokerBox[] = ['sixes', 'chance'];
const EARLY = BOXES.filter((b) => !LEFT.includes(b));
// rounds 14 and 15: enough dice for every reroll, none of them lucky on purpose
const LATE = [6, 6, 6, 1, 2, 6, 3, 5, 4, 1, 6, 2, 5, 5, 4, 3, 6, 1, 2, 4, 6, 5, 3, 3, 1, 2, 6, 4, 5, 6];

function phraseFor(move: DicePokerMove): string {
  if (move.kind === 'score') return writePhrase(move.box);
  if (move.kind === 'reroll') return `Перебрасываю ${move.reroll.join(', ')}, бросаю ${move.reroll.length} кост${move.reroll.length === 1 ? 'ь' : 'и'}`;
  return 'бросаю покер';
}

describe('Dice Poker review', () => {
  it('GIVEN the player takes the second-best move at every decision WHEN the game ends THEN the review lost = the sum of the hints\' gaps', async () => {
    setTableForTests('building'); // the first 13 rounds are not measured
    chat = await makeChat({ dice: [...Array.from({ length: EARLY.length }, () => HAND).flat(), ...LATE] });
    await chat.say('alice', '/newgame dice_poker');
    await chat.say('alice', '/startgame');
    for (const box of EARLY) {
      await chat.say('alice', 'бросаю покер');
      await chat.say('alice', writePhrase(box));
    }
    setTableForTests(tableFrom(position(allBut(LEFT), { rolls: 0, dice: [] })));

    let gaps = 0;
    let decisions = 0;
    let over: Record<string, unknown> | null = null;
    while (!over) {
      const hint = await chat.say('alice', '/hint');
      const options = (hint!.events[0] as unknown as { options: { move: DicePokerMove; expected: number }[] }).options;
      const chosen = options[1] ?? options[0]!;
      if (chosen.move.kind !== 'roll') {
        gaps += options[0]!.expected - chosen.expected;
        decisions++;
      }
      const said = await chat.say('alice', phraseFor(chosen.move));
      over = (said!.events.find((e) => e.type === 'game_over') as Record<string, unknown> | undefined) ?? null;
      if (over) expect(said!.text).toContain('Разбор партии');
    }
    const review = over.review as Record<string, { lost: number; worst: { round: number; loss: number } | null }>;
    expect(decisions).toBeGreaterThan(2);
    expect(gaps).toBeGreaterThan(0);
    expect(review.alice!.lost).toBeCloseTo(gaps, 1);
    expect(review.alice!.worst!.round).toBeGreaterThanOrEqual(14);
  });
});
