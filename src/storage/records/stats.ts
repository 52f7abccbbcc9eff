// Statistics kept incrementally: each record written updates one small document per chat and one per player, so
// /stats, /top and /dice read one document whatever the number of records (≤ 50 ms with a million of them).
// Pure functions over plain JSON; every store keeps these documents the same way (see record-tables).
import { ordinal, rate, rating } from 'openskill';
import type { GameRecord } from './game-record.ts';
import { pairKey } from '../../core/pair-key.ts';

export type { PlayerGameStats, SkillRating, ChatStats, RatedGame, PlayerStats } from '../../core/records.ts';
import type { ChatStats, PlayerGameStats, PlayerStats, SkillRating } from '../../core/records.ts';
import { entryOf, putEntry } from '../../games/with-entry.ts';

/** The name stored in place of a forgotten player's (/forgetme); each chat shows its own word for it (commands/queries/shown-names.ts). */
export const FORGOTTEN_NAME = 'игрок';

export function emptyChatStats(): ChatStats {
  return { records: 0, names: {}, games: {}, ratings: {}, h2h: {}, faces: [0, 0, 0, 0, 0, 0] };
}

export function emptyPlayerStats(): PlayerStats {
  return { forgotten: false, chats: [], games: {} };
}

function emptyGameStats(): PlayerGameStats {
  return { games: 0, wins: 0, draws: 0, streak: 0, bestStreak: 0, scored: 0, scoreSum: 0, scoreBest: 0, bonus: 0, winTurns: 0 };
}

/** Turns each player took: runs of consecutive actions by the same player (forfeits do not count). */
export function turnsOf(record: GameRecord): Record<string, number> {
  const turns: Record<string, number> = {};
  let last: string | null = null;
  for (const move of record.moves) {
    if (move.a.type === 'forfeit') continue;
    if (move.a.player !== last) putEntry(turns, move.a.player, (entryOf(turns, move.a.player) ?? 0) + 1);
    last = move.a.player;
  }
  return turns;
}

/** Adds one player's result in one record to their numbers (a new object). */
function addResult(stats: PlayerGameStats | undefined, record: GameRecord, player: string, turns: number): PlayerGameStats {
  const s = { ...(stats ?? emptyGameStats()) };
  const won = record.winners.includes(player);
  s.games++;
  if (won && record.winners.length === 1) s.wins++;
  if (won && record.winners.length > 1) s.draws++;
  s.streak = won ? s.streak + 1 : 0;
  s.bestStreak = Math.max(s.bestStreak, s.streak);
  const score = entryOf(record.scores, player);
  if (score !== undefined && record.how === 'finished') {
    s.scored++;
    s.scoreSum += score;
    s.scoreBest = s.scored === 1 ? score : Math.max(s.scoreBest, score);
  }
  if (entryOf(record.notes?.bonus, player)) s.bonus++;
  // counted for every game; /stats shows it where the game's module says it means something (a race to a goal)
  if (won) s.winTurns += turns;
  return s;
}

/** The chat's statistics with one more record (a new object; `stats` is not changed). */
export function addToChat(stats: ChatStats, record: GameRecord, forgotten: ReadonlySet<string>): ChatStats {
  const next: ChatStats = {
    records: stats.records + 1,
    names: { ...stats.names },
    games: { ...stats.games, [record.game]: { ...(stats.games[record.game] ?? {}) } },
    ratings: stats.ratings,
    h2h: stats.h2h,
    faces: [...stats.faces] as ChatStats['faces'],
    ...(stats.lastRated ? { lastRated: stats.lastRated } : {}),
  };
  const turns = turnsOf(record);
  const perGame = next.games[record.game]!;
  for (const p of record.players) {
    putEntry(next.names, p.id, forgotten.has(p.id) ? FORGOTTEN_NAME : p.name);
    putEntry(perGame, p.id, addResult(entryOf(perGame, p.id), record, p.id, entryOf(turns, p.id) ?? 0));
  }
  for (const move of record.moves) for (const die of move.d) if (die >= 1 && die <= 6) next.faces[die - 1]++;
  if (record.how === 'finished' && record.players.length > 1) {
    next.ratings = { ...stats.ratings, [record.game]: rated(stats.ratings[record.game] ?? {}, record) };
    next.lastRated = {
      game: record.game,
      startedAt: record.startedAt,
      commitment: record.fair?.commitment ?? null,
      before: Object.fromEntries(record.players.map((p) => [p.id, entryOf(stats.ratings[record.game], p.id) ?? null])),
    };
    // kept for every game; /stats shows it where the game's module says so (the games of one winner and no score)
    next.h2h = { ...stats.h2h, [record.game]: headToHead(stats.h2h[record.game] ?? {}, record) };
  }
  return next;
}

/** A player's statistics across chats with one more record. */
export function addToPlayer(stats: PlayerStats, record: GameRecord, player: string): PlayerStats {
  const turns = entryOf(turnsOf(record), player) ?? 0;
  return {
    forgotten: stats.forgotten,
    chats: stats.chats.includes(record.chat) ? stats.chats : [...stats.chats, record.chat],
    games: { ...stats.games, [record.game]: addResult(stats.games[record.game], record, player, turns) },
  };
}

/**
 * Ranks for the rating: the places the game gave (Bone Poker by hand, Craps by the round one went out, ties equal,
 * leavers last). Older records without places: by final score where the game keeps one (Dice Poker, 1000), else
 * winners first and everyone else shares the next place; a draw is an equal rank.
 */
export function ranksOf(record: GameRecord): number[] {
  const places = record.places;
  if (places) {
    const last = Math.max(0, ...Object.values(places)) + 1;
    return record.players.map((p) => entryOf(places, p.id) ?? last);
  }
  return record.players.map((p) => {
    if (record.winners.includes(p.id)) return 1;
    const score = entryOf(record.scores, p.id);
    if (score === undefined) return 2;
    const better = record.players.filter((q) => !record.winners.includes(q.id) && (entryOf(record.scores, q.id) ?? -Infinity) > score);
    return 2 + better.length;
  });
}

function rated(current: Record<string, SkillRating>, record: GameRecord): Record<string, SkillRating> {
  const teams = record.players.map((p) => {
    const now = entryOf(current, p.id);
    return [now ? { mu: now.mu, sigma: now.sigma } : rating()];
  });
  const after = rate(teams, { rank: ranksOf(record) });
  const next = { ...current };
  record.players.forEach((p, i) => {
    const r = after[i]![0]!;
    putEntry(next, p.id, { mu: r.mu, sigma: r.sigma, games: (entryOf(current, p.id)?.games ?? 0) + 1 });
  });
  return next;
}

function headToHead(current: Record<string, [number, number, number]>, record: GameRecord) {
  const next = { ...current };
  const ids = record.players.map((p) => p.id);
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const [a, b] = [ids[i]!, ids[j]!].sort();
      const key = pairKey(a!, b!);
      const row: [number, number, number] = [...(entryOf(next, key) ?? [0, 0, 0])];
      const aWon = record.winners.includes(a!);
      const bWon = record.winners.includes(b!);
      if (aWon && bWon) row[2]++;
      else if (aWon) row[0]++;
      else if (bWon) row[1]++;
      else continue; // neither won (someone else did): nothing between these two
      putEntry(next, key, row);
    }
  }
  return next;
}

/** The displayed rating: the conservative estimate mu − 3σ, as OpenSkill's ordinal. */
export function ratingValue(r: SkillRating): number {
  return ordinal({ mu: r.mu, sigma: r.sigma });
}

/** Fewer games than this and a rating is marked provisional. */
export const PROVISIONAL_GAMES = 5;

/** A record with the player's name replaced (for /forgetme). */
export function forgetInRecord(record: GameRecord, player: string): GameRecord {
  return { ...record, players: record.players.map((p) => (p.id === player ? { ...p, name: FORGOTTEN_NAME } : p)) };
}
