// What a two-dice sum means in the current kind of round.
import type { CrapsRollOutcome } from './events.ts';

export function comeOutOutcome(sum: number): 'natural' | 'craps' | 'point_set' {
  if (sum === 7 || sum === 11) return 'natural';
  if (sum === 2 || sum === 3 || sum === 12) return 'craps';
  return 'point_set';
}

export function pointRoundOutcome(sum: number, point: number): 'point_hit' | 'seven_out' | 'no_change' {
  if (sum === point) return 'point_hit';
  if (sum === 7) return 'seven_out';
  return 'no_change';
}

export function rollOutcome(phase: 'come_out' | 'point', sum: number, point: number | undefined): CrapsRollOutcome {
  if (phase === 'come_out') return comeOutOutcome(sum);
  if (point === undefined) throw new Error('craps: a player in a point round has no point');
  return pointRoundOutcome(sum, point);
}
