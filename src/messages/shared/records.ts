// The records' replies without their words: the views the commands hand over, dates, percentages, the result of a
// game, the dice table and how far the dice are from fair. Each language (messages/<lang>/records.ts) brings the words.
import type { PlayerGameStats } from '../../core/records.ts';

export interface StatsView {
  name: string;
  scope: 'chat' | 'everywhere';
  games: Record<string, PlayerGameStats>;
  /** opponent name → [my wins, their wins, draws], for the games whose module counts head-to-head */
  h2h: Record<string, { name: string; row: [number, number, number] }[]>;
  /** per game, which numbers its module says mean something (the best and average score, the turns to a win) */
  shows: Record<string, { scores: boolean; turnsToWin: boolean }>;
}

export interface TopLine {
  name: string;
  rating: number;
  games: number;
  provisional: boolean;
}

/** The day a game ended, as an ISO date: the same in every language and unambiguous. */
export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One game of /history: "#12 · 2026-11-30 · Craps · Ann, Bob · <result>", the same layout in every language. */
export function historyRow(
  r: { id: number; endedAt: number; game: string; players: { name: string }[] },
  title: (game: string) => string,
  result: string,
): string {
  return `#${r.id} · ${day(r.endedAt)} · ${title(r.game)} · ${r.players.map((p) => p.name).join(', ')} · ${result}`;
}
export const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((100 * part) / whole)}%`);
/** One decimal with the language's separator: "4,5" in Russian and Ukrainian, "4.5" in English. */
export const oneDecimal = (x: number, separator: string) => (Math.round(x * 10) / 10).toString().replace('.', separator);

/** How a recorded game ended, with the winners' names. */
export type GameResult = { kind: 'ended' } | { kind: 'none' } | { kind: 'win'; name: string } | { kind: 'draw'; names: string[] };

export function gameResult(r: { how: string; winners: string[]; players: { id: string; name: string }[] }): GameResult {
  if (r.how === 'ended') return { kind: 'ended' };
  const names = r.winners.map((id) => r.players.find((p) => p.id === id)?.name ?? id);
  if (names.length === 0) return { kind: 'none' };
  return names.length === 1 ? { kind: 'win', name: names[0]! } : { kind: 'draw', names };
}

/** One row per face: count, share, and the difference from an even share. */
export function diceTable(faces: readonly number[], total: number): string {
  const expected = total / 6;
  return faces
    .map((n, i) => `${i + 1}: ${String(n).padStart(7)}  ${((n / total) * 100).toFixed(1).padStart(5)}%  (${n >= expected ? '+' : ''}${(n - expected).toFixed(0)})`)
    .join('\n');
}

/** "p = 0.0123", or in exponent form when tiny. */
export const pValue = (p: number) => (p < 0.0001 ? p.toExponential(1) : p.toFixed(4));

/** What the chi-square test says, for a sentence a non-statistician understands. */
export type DiceVerdict = 'too_few' | 'rare' | 'notable' | 'fair';
/** Fewer rolls than this say nothing. */
export const FEW_ROLLS = 60;

export function diceVerdict(total: number, p: number): DiceVerdict {
  if (total < FEW_ROLLS) return 'too_few';
  if (p < 0.001) return 'rare';
  if (p < 0.05) return 'notable';
  return 'fair';
}
