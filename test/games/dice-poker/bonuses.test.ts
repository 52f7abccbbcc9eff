// The upper bonus (more than 63 → +35) and the poker bonus with its joker (RULES §4).
import { describe, expect, it } from 'vitest';
import { bestFreeBoxes, LOWER_BOXES, UPPER_BOXES } from '../../../src/games/dice-poker/index.ts';
import { allBut, engine, ofType, refused, roll5, withSheet, write } from './scenario.ts';

describe('Upper bonus', () => {
  it('GIVEN upper boxes WHEN the write makes the upper sum exactly 63 THEN no bonus', () => {
    const start = withSheet(['alice'], { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15 });
    const rolled = roll5(start, 'alice', 6, 6, 6, 1, 2);
    const { state, events } = write(rolled.state, 'alice', 'sixes');
    expect(ofType(events, 'bonus')).toEqual([]);
    expect(engine.scores(state)).toEqual({ alice: 63 });
  });

  it('GIVEN upper boxes WHEN the write makes the upper sum 64 THEN +35 on the write that crosses 63', () => {
    const start = withSheet(['alice'], { ones: 4, twos: 6, threes: 9, fours: 12, fives: 15 });
    const rolled = roll5(start, 'alice', 6, 6, 6, 1, 2);
    const { state, events } = write(rolled.state, 'alice', 'sixes');
    expect(events.slice(0, 2)).toEqual([
      { type: 'scored', player: 'alice', box: 'sixes', points: 18, total: 99 },
      { type: 'bonus', player: 'alice', kind: 'upper', points: 35 },
    ]);
    expect(engine.scores(state)).toEqual({ alice: 99 });
  });

  it('GIVEN the upper sum is already above 63 WHEN another upper box is written THEN a further upper write pays no second bonus', () => {
    const start = withSheet(['alice'], { twos: 6, threes: 12, fours: 16, fives: 20, sixes: 18 });
    const rolled = roll5(start, 'alice', 1, 1, 2, 3, 4);
    const { state, events } = write(rolled.state, 'alice', 'ones');
    expect(ofType(events, 'bonus')).toEqual([]);
    expect(engine.scores(state)).toEqual({ alice: 2 + 72 + 35 });
  });

  it('GIVEN the upper sum above 63 WHEN a lower box is written THEN no upper bonus event', () => {
    const start = withSheet(['alice'], { ones: 4, twos: 8, threes: 12, fours: 16, fives: 20, sixes: 24 });
    const rolled = roll5(start, 'alice', 1, 1, 2, 3, 4);
    expect(ofType(write(rolled.state, 'alice', 'chance').events, 'bonus')).toEqual([]);
  });
});

describe('Poker bonus and joker', () => {
  it('GIVEN poker holds 50 and fives is free WHEN five fives are rolled THEN the joker forces the fives box, +100', () => {
    const start = withSheet(['alice'], { poker: 50 });
    const rolled = roll5(start, 'alice', 5, 5, 5, 5, 5);
    expect(rolled.events).toEqual([
      { type: 'roll', player: 'alice', dice: [5, 5, 5, 5, 5], rollsLeft: 2 },
      { type: 'joker', player: 'alice', face: 5, boxes: ['fives'] },
    ]);
    expect(bestFreeBoxes(rolled.state, 'alice')).toEqual([{ box: 'fives', points: 25 }]);
    refused(rolled.state, { type: 'score', player: 'alice', box: 'chance' }, 'joker_box_required', {
      boxes: ['fives'],
    });
    const { state, events } = write(rolled.state, 'alice', 'fives');
    expect(events).toEqual([
      { type: 'scored', player: 'alice', box: 'fives', points: 25, total: 175 },
      { type: 'bonus', player: 'alice', kind: 'poker', points: 100 },
    ]);
    expect(state.pokerBonus.alice).toBe(100);
    expect(engine.scores(state)).toEqual({ alice: 175 });
  });

  it('GIVEN a joker and its matching upper box taken WHEN the player writes THEN any free lower box at its full value', () => {
    const start = withSheet(['alice'], { poker: 50, fives: 15 });
    const rolled = roll5(start, 'alice', 5, 5, 5, 5, 5);
    const lower = LOWER_BOXES.filter((box) => box !== 'poker');
    expect(rolled.events[1]).toEqual({ type: 'joker', player: 'alice', face: 5, boxes: lower });
    refused(rolled.state, { type: 'score', player: 'alice', box: 'ones' }, 'joker_box_required', { boxes: lower });
    const full = { full_house: 25, small_straight: 30, large_straight: 40, two_pairs: 25, pair: 25, chance: 25 };
    for (const [box, points] of Object.entries(full)) {
      const { state, events } = write(rolled.state, 'alice', box as keyof typeof full);
      expect(events[0]).toMatchObject({ type: 'scored', box, points, total: 15 + 50 + points + 100 });
      expect(events[1]).toEqual({ type: 'bonus', player: 'alice', kind: 'poker', points: 100 });
      expect(state.sheets.alice![box as keyof typeof full]).toBe(points);
    }
    expect(bestFreeBoxes(rolled.state, 'alice', 3)).toEqual([
      { box: 'large_straight', points: 40 },
      { box: 'small_straight', points: 30 },
      { box: 'four_kind', points: 25 }, // equal points: the box least worth keeping first
    ]);
  });

  it('GIVEN a joker and no free lower box either WHEN the player writes THEN 0 into any free upper box, still +100', () => {
    const start = withSheet(['alice'], { ...allBut(['ones', 'twos']), poker: 50, sixes: 24 });
    const rolled = roll5(start, 'alice', 6, 6, 6, 6, 6);
    expect(rolled.events[1]).toEqual({ type: 'joker', player: 'alice', face: 6, boxes: ['ones', 'twos'] });
    const { state, events } = write(rolled.state, 'alice', 'twos');
    expect(events[0]).toMatchObject({ type: 'scored', box: 'twos', points: 0 });
    expect(events[1]).toEqual({ type: 'bonus', player: 'alice', kind: 'poker', points: 100 });
    expect(engine.scores(state)).toEqual({ alice: 50 + 24 + 100 });
  });

  it('GIVEN a joker WHEN written into its matching upper box it lifts the upper sum above 63 THEN both bonuses', () => {
    const start = withSheet(['alice'], { poker: 50, ones: 3, twos: 6, threes: 9, fours: 12, fives: 15 });
    const rolled = roll5(start, 'alice', 6, 6, 6, 6, 6);
    const { events } = write(rolled.state, 'alice', 'sixes');
    expect(ofType(events, 'bonus')).toEqual([
      { type: 'bonus', player: 'alice', kind: 'poker', points: 100 },
      { type: 'bonus', player: 'alice', kind: 'upper', points: 35 },
    ]);
  });

  it('GIVEN one joker already WHEN a second comes in a later turn THEN the bonus adds up to 200', () => {
    let state = withSheet(['alice'], { poker: 50 }, 'alice', 100);
    state = write(roll5(state, 'alice', 2, 2, 2, 2, 2).state, 'alice', 'twos').state;
    expect(state.pokerBonus.alice).toBe(200);
  });

  it('GIVEN poker holds 0 WHEN five of a kind is rolled THEN five of a kind is scored normally: no bonus, no joker', () => {
    const start = withSheet(['alice'], { poker: 0 });
    const rolled = roll5(start, 'alice', 4, 4, 4, 4, 4);
    expect(ofType(rolled.events, 'joker')).toEqual([]);
    const house = write(rolled.state, 'alice', 'full_house');
    expect(house.events).toEqual([{ type: 'scored', player: 'alice', box: 'full_house', points: 0, total: 0 }]);
    expect(write(rolled.state, 'alice', 'chance').state.pokerBonus.alice).toBe(0);
  });

  it('GIVEN the poker box is free WHEN five of a kind is rolled THEN five of a kind is no joker and may go to poker for 50', () => {
    const rolled = roll5(withSheet(['alice'], {}), 'alice', 3, 3, 3, 3, 3);
    expect(ofType(rolled.events, 'joker')).toEqual([]);
    expect(bestFreeBoxes(rolled.state, 'alice', 1)).toEqual([{ box: 'poker', points: 50 }]);
    const { events } = write(rolled.state, 'alice', 'poker');
    expect(events).toEqual([{ type: 'scored', player: 'alice', box: 'poker', points: 50, total: 50 }]);
  });

  it('GIVEN a joker rolled on roll 1 WHEN it is rerolled away THEN no bonus and normal scoring', () => {
    const start = withSheet(['alice'], { poker: 50 });
    const rolled = roll5(start, 'alice', 5, 5, 5, 5, 5);
    const again = roll5(rolled.state, 'alice', 1, 2, 3, 4, 5);
    expect(ofType(again.events, 'joker')).toEqual([]);
    const { state, events } = write(again.state, 'alice', 'large_straight');
    expect(ofType(events, 'bonus')).toEqual([]);
    expect(state.pokerBonus.alice).toBe(0);
  });

  it('GIVEN the sheet WHEN its upper boxes are listed THEN they start the sheet', () => {
    expect(UPPER_BOXES).toEqual(['ones', 'twos', 'threes', 'fours', 'fives', 'sixes']);
  });
});
