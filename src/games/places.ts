// Places at the end of a game (1 = best), as a scoreboard shows them: players who tie share a place and the next
// place skips as many as shared it ("1, 2, 2, 4"). The pictures list players by place and the ratings rank by it.
import type { PlayerId } from './types.ts';
import { putEntry } from './with-entry.ts';

export type Places = Record<PlayerId, number>;

/** Places from groups listed best first; the members of a group tie. Empty groups are skipped. */
export function placesFromGroups(groups: readonly (readonly PlayerId[])[]): Places {
  const places: Places = {};
  let next = 1;
  for (const group of groups) {
    if (group.length === 0) continue;
    for (const player of group) putEntry(places, player, next);
    next += group.length;
  }
  return places;
}

/** Groups of equal players, best first, by `compare` (negative: a is better than b). Stable within a group. */
export function groupsBy<T>(items: readonly T[], compare: (a: T, b: T) => number): T[][] {
  const sorted = [...items].sort(compare);
  const groups: T[][] = [];
  for (const item of sorted) {
    const last = groups[groups.length - 1];
    if (last && compare(last[0]!, item) === 0) last.push(item);
    else groups.push([item]);
  }
  return groups;
}
