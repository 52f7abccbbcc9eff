// Dice Poker places: by total (the winners have the highest), equal totals tie; players who left come last.
import { groupsBy, placesFromGroups, type Places } from '../places.ts';
import { totalOf } from './sheet.ts';
import type { DicePokerState } from './state.ts';

export function dicePokerPlaces(state: DicePokerState): Places {
  const byTotal = groupsBy(state.players, (a, b) => totalOf(state, b) - totalOf(state, a));
  return placesFromGroups([...byTotal, Object.keys(state.left ?? {})]);
}
