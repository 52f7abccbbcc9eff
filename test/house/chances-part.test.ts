// The chances worker has no registry and reads each game's chances part by id (strategy/chances/game-parts.ts); the
// house modules carry the parts for the callers that have one. Both must be the same part, or the worker and
// `npx butler chances` would figure one game two ways.
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAMES } from '../../src/house/default-games.ts';
import { chancePartOf } from '../../src/strategy/chances/game-parts.ts';

describe('chances parts', () => {
  it('GIVEN the default games WHEN the worker looks a game up by id THEN it finds the part its module carries', () => {
    for (const id of DEFAULT_GAMES.ids) {
      const part = DEFAULT_GAMES.module(id).chances;
      expect(part, id).toBeDefined();
      expect(chancePartOf(id), id).toBe(part);
    }
  });

  it('GIVEN a game the worker has no part for WHEN looked up THEN none (not a property of the table itself)', () => {
    expect(chancePartOf('pig')).toBeUndefined();
    expect(chancePartOf('constructor')).toBeUndefined();
  });
});
