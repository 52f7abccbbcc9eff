// Scenario helpers shared by the Craps tests.
import { type CrapsEvent, type CrapsState, crapsEngine } from '../../../src/games/craps/index.ts';
import { scriptedPlay } from '../../helpers/engine.ts';

const play = scriptedPlay(crapsEngine);

/** Each player in `pairs` rolls the given two dice, in the given order; returns the final state and the last events. */
export function rolls(state: CrapsState, ...pairs: [string, number, number][]): { state: CrapsState; events: CrapsEvent[] } {
  let events: CrapsEvent[] = [];
  for (const [player, a, b] of pairs) {
    ({ state, events } = play(state, { type: 'roll', player, count: 2 }, a, b));
  }
  return { state, events };
}

export const ofType = (events: CrapsEvent[], type: string) => events.filter((e) => e.type === type);
