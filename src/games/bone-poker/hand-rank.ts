// Bone Poker hands (RULES §3). Note the order: a straight ranks BELOW a full house in this game.
import { diceSum } from '../dice-sum.ts';

/** Weakest to strongest; the index is the strength. */
export const HAND_RANKS = ['nothing', 'pair', 'two_pairs', 'three', 'straight', 'full_house', 'four', 'poker'] as const;
export type HandRank = (typeof HAND_RANKS)[number];

export interface HandValue {
  rank: HandRank;
  sum: number;
}

export function handRank(dice: readonly number[]): HandRank {
  const counts = new Map<number, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  const shape = [...counts.values()].sort((a, b) => b - a).join('');
  switch (shape) {
    case '5':
      return 'poker';
    case '41':
      return 'four';
    case '32':
      return 'full_house';
    case '311':
      return 'three';
    case '221':
      return 'two_pairs';
    case '2111':
      return 'pair';
  }
  const sorted = [...dice].sort((a, b) => a - b).join('');
  return sorted === '12345' || sorted === '23456' ? 'straight' : 'nothing';
}

export function handValue(dice: readonly number[]): HandValue {
  return { rank: handRank(dice), sum: diceSum(dice) };
}

/** > 0 when `a` beats `b`, 0 for a draw (same rank and same sum). */
export function compareHands(a: HandValue, b: HandValue): number {
  const byRank = HAND_RANKS.indexOf(a.rank) - HAND_RANKS.indexOf(b.rank);
  return byRank !== 0 ? byRank : a.sum - b.sum;
}
