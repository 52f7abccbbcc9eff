// Scenario helpers shared by the Craps tests.
import { type CrapsEvent, type CrapsState, crapsEngine } from '../../../src/games/craps/index.ts';

import { scriptedDice } from '../../helpers/dice.ts';

/** Each player in `pairs` rolls the given two dice, in the given order; returns the final state and the last events. */
export function rolls(state: CrapsState, ...pairs: [string, number, number][]): { state: CrapsState; events: CrapsEvent[] } {
  let events: CrapsEvent[] = [];
  for (const [player, a, b] of pairs) {
    const result = crapsEngine.apply(state, { type: 'roll', player, count: 2 }, scriptedDice(a, b));
    if (!result.ok) throw new Error(`${player} refused: ${result.code}`);
    state = result.state;
    events = result.events;
  }
  return { state, events };
}

export const ofType = (events: CrapsEvent[], type: string) => events.filter((e) => e.type === type);
