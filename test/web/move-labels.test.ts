// A game page's moves in words (src/web/move-labels.ts): each move replayed with its own dice says what it did in the
// page's language — the dice rolled, the box written and its points, the Craps sum and outcome — never the raw action
// ("roll · count 5"); one player's moves in a row are one turn; a live page's latest move reads from its reply's events.
import { describe, expect, it } from 'vitest';
import { eventsLabel, labelMoves, turnsOf } from '../../src/web/move-labels.ts';
import { textFor } from '../../src/messages/index.ts';

const players = [{ id: 'a' }, { id: 'b' }];

describe('move labels', () => {
  it('GIVEN a Dice Poker turn (a roll, then two pairs written) WHEN labelled in each language THEN the roll shows its dice and the write its box and points', () => {
    const moves = [
      { a: { type: 'roll', player: 'a', count: 5 }, d: [2, 2, 3, 3, 6] },
      { a: { type: 'score', player: 'a', box: 'two_pairs' }, d: [] },
      { a: { type: 'roll', player: 'b', count: 5 }, d: [1, 2, 3, 4, 6] },
    ];
    const ru = labelMoves('dice_poker', players, {}, moves, textFor('ru'));
    expect(ru[0]!.label).toBe('бросок: ⚁2 ⚁2 ⚂3 ⚂3 ⚅6');
    expect(ru[1]!.label).toMatch(/^записано: 2 пары — \d+$/);
    const en = labelMoves('dice_poker', players, {}, moves, textFor('en'));
    expect(en[1]!.label).toMatch(/^wrote 2 Pairs — \d+$/);
    expect(labelMoves('dice_poker', players, {}, moves, textFor('uk'))[1]!.label).toMatch(/^записано: 2 пари — \d+$/);
    expect(turnsOf(ru).map((t) => [t.player, t.moves.length])).toEqual([['a', 2], ['b', 1]]);
  });

  it('GIVEN Craps come-out rolls WHEN labelled THEN each says its sum and what it means', () => {
    const moves = [
      { a: { type: 'roll', player: 'a', count: 2 }, d: [3, 4] },
      { a: { type: 'roll', player: 'b', count: 2 }, d: [2, 4] },
    ];
    const [natural, point] = labelMoves('craps', players, {}, moves, textFor('en'));
    expect(natural!.label).toBe('rolled ⚂3 ⚃4 · sum 7 — natural');
    expect(point!.label).toBe('rolled ⚁2 ⚃4 · point 6');
  });

  it('GIVEN a move the engine refuses (a damaged record) WHEN labelled THEN it and those after it still show their dice', () => {
    const moves = [
      { a: { type: 'score', player: 'b', box: 'chance' }, d: [] },
      { a: { type: 'roll', player: 'a', count: 5 }, d: [1, 1, 1, 1, 1] },
    ];
    const labels = labelMoves('dice_poker', players, {}, moves, textFor('en'));
    expect(labels[1]!.label).toBe('rolled ⚀1 ⚀1 ⚀1 ⚀1 ⚀1');
  });

  it("GIVEN a reply's events WHEN read for a live page THEN they give the player and the move; a reply with no move gives nothing", () => {
    const text = textFor('ru');
    expect(eventsLabel([{ type: 'roll', player: 'a', dice: [6, 6] } as { type: string }], text)).toEqual({ player: 'a', label: 'бросок: ⚅6 ⚅6' });
    expect(eventsLabel([{ type: 'game_started' }], text)).toBeNull();
  });
});
