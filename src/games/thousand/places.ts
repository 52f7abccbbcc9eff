// 1000 places: the winners first, then by score, equal scores tie; players who left (their ids are in the score
// log, not among the players) come last.
import { groupsBy, placesFromGroups, type Places } from '../places.ts';
import { readScoreLog } from './score-log.ts';
import type { ThousandState } from './state.ts';

export function thousandPlaces(state: ThousandState): Places {
  const winners = state.winners ?? [];
  const others = state.players.filter((p) => !winners.includes(p.id));
  const byScore = groupsBy(others, (a, b) => b.score - a.score).map((group) => group.map((p) => p.id));
  const playing = new Set(state.players.map((p) => p.id));
  const left = [...new Set(readScoreLog(state.history).flatMap((snapshot) => Object.keys(snapshot)))].filter((id) => !playing.has(id));
  return placesFromGroups([winners, ...byScore, left]);
}
