import { describe, expect, it } from 'vitest';
import { thousandStateSchema, thousandEngine } from '../../../src/games/thousand/index.ts';
import { ENGINES } from '../../../src/games/registry.ts';
import { game } from './helpers.ts';

describe('1000: stored state', () => {
  it('GIVEN a new game WHEN its state is stored as JSON and read back THEN it passes validation unchanged', () => {
    const state = thousandEngine.setup(['ann', 'bob', 'cid'], { open: '75', barrel: 'open' });
    expect(thousandStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(thousandEngine.players(state)).toEqual(['ann', 'bob', 'cid']);
    expect(thousandEngine.scores(state)).toEqual({ ann: 0, bob: 0, cid: 0 });
  });

  it('GIVEN a stored state no game can reach WHEN it is read back THEN the schema refuses it', () => {
    const state = game({ ann: { score: 300 }, bob: {} });
    const bad = (change: (s: any) => void) => {
      const copy = structuredClone(state) as any;
      change(copy);
      return thousandStateSchema.safeParse(copy).success;
    };
    expect(bad(() => {})).toBe(true);
    expect(bad((s) => (s.players[0].score = 1000))).toBe(false); // running game at 1000
    expect(bad((s) => (s.players[1].score = 50))).toBe(false); // points but not opened
    expect(bad((s) => (s.players[0].score = 900))).toBe(false); // 880+ must sit on the barrel
    expect(bad((s) => (s.players[0].barrel = 2))).toBe(false); // on the barrel below 880
    expect(bad((s) => (s.current = 2))).toBe(false);
    expect(bad((s) => (s.players[1].id = 'ann'))).toBe(false);
    expect(bad((s) => (s.settings.open = '40'))).toBe(false);
    expect(bad((s) => (s.turn.diceLeft = 0))).toBe(false);
  });

  it('GIVEN the registry WHEN 1000 is set up THEN it takes one to six players', () => {
    const thousand = ENGINES.thousand;
    expect(() => thousand.setup([], {})).toThrow();
    expect(() => thousand.setup(['a', 'b', 'c', 'd', 'e', 'f', 'g'], {})).toThrow();
    expect(thousand.setup(['a', 'b', 'c', 'd', 'e', 'f'], {}).players).toHaveLength(6);
  });
});
