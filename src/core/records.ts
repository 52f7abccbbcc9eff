// The shapes of a game's record and of the statistics kept from records. They are shared by what stores them
// (storage/records/) and what words them (messages/, images/), so they live here, below both: messages/ reads these
// shapes without reaching into storage/ (docs/decisions.md, "Code shape").
// A finished or ended game is kept for ever (or as long as the deployment's retention says): everything needed to
// check its dice (the revealed secret) and to replay it through its engine (every action with its dice).
// Plain JSON; `npx butler verify`, docs/verify-dice.py and docs/verify.html read exactly this shape.

import type { RatingChange } from './image.ts';

/**
 * The record's shape: `butler-record/2` since v3 seals (a fair game's seats, phrases' salts and times, the seed
 * window and the first roll's time in `fair`); `butler-record/1` records stay as they were written and verify as
 * they did (docs/fair-dice.md, "The record").
 */
export const RECORD_FORMAT = 'butler-record/2';
export type RecordFormat = 'butler-record/1' | typeof RECORD_FORMAT;

export interface RecordedMove {
  /** the action as the engine received it ({ type, player, … }) */
  a: { type: string; player: string; [field: string]: unknown };
  /** the dice it drew, in order (empty for a move without dice) */
  d: number[];
}
// A move whose dice the players threw themselves (Telegram's 🎲, `fair.by` 'telegram') carries on its action `tg`:
// the Telegram message id of each die, in the order of `d` (0: that die was the Butler's, see docs/fair-dice.md).
// It rides on the action because the stores keep a move as its action and its dice, each as it is.

/** Facts a game's record keeps for the statistics that its moves do not show directly. */
export interface RecordNotes {
  /** who earned the upper-section bonus (Dice Poker) */
  bonus?: Record<string, boolean>;
}

export interface GameRecord {
  format: RecordFormat;
  /** assigned by the store when written (absent before) */
  id?: number;
  chat: string;
  game: string;
  settings: Record<string, string>;
  /** join order; `kind` 'bot' for computer players (people otherwise) */
  players: { id: string; name: string; kind?: 'person' | 'bot' }[];
  winners: string[];
  /** final scores where the game keeps them (null for Craps) */
  scores: Record<string, number> | null;
  /** each player's place at the end (1 = best, ties share; the game's own order); absent in older records */
  places?: Record<string, number>;
  /** 'finished' = played to the end; 'ended' = stopped by an admin */
  how: 'finished' | 'ended';
  /** epoch ms (null for a game started by a build that did not note it) */
  startedAt: number | null;
  endedAt: number;
  /**
   * The dice seal with its secret revealed. `by`: 'hmac' = the fair construction (checkable); 'seed' / 'script' =
   * test or demo dice, not fairly seeded; 'telegram' = the players threw Telegram's 🎲 (no secret: each move's `tg`
   * names the messages). null = a game started by a build without seals.
   */
  fair: {
    by: 'hmac' | 'seed' | 'script' | 'telegram';
    commitment: string;
    secret: string;
    /**
     * each /seed phrase in the order typed. v3: with its salt and the time it was typed (`at`, epoch ms); once its
     * text is erased, `{ player, digest, at }` (dice/fair/bound-context.ts, erasedSeed); in v1/v2, `{ player, text: '',
     * textHash }` — SHA-256 (hex) of the erased phrase (its author used /forgetme)
     */
    seeds: { player: string; text?: string; salt?: string; digest?: string; at?: number; textHash?: string }[];
    /** the context layout: 'butler-fair-v3' (v2 in records of games sealed before v3; absent: v1) */
    scheme?: 'butler-fair-v1' | 'butler-fair-v2' | 'butler-fair-v3';
    /** v1/v2 only: SHA-256 (hex) of the dice context, kept when a player was forgotten (the ids are then gone) */
    contextHash?: string;
    /** v3: one per seat in join order, its salt (or its digest once the person is forgotten) */
    seats?: ({ salt: string } | { digest: string })[];
    /** v3: the seed window (s) the game started with */
    window?: number;
    /** v3: epoch ms when the first die was drawn (absent: no die was drawn) */
    rolledAt?: number;
  } | null;
  moves: RecordedMove[];
  /** per-game facts the statistics need that the moves do not show directly (the game's module says which) */
  notes?: RecordNotes;
}

/** One line of /history: what the list needs without reading whole records. */
export interface RecordSummary {
  id: number;
  game: string;
  endedAt: number;
  how: 'finished' | 'ended';
  players: { id: string; name: string }[];
  winners: string[];
  scores: Record<string, number> | null;
}

/** One player's numbers in one game (in one chat, or across all chats). */
export interface PlayerGameStats {
  games: number;
  wins: number;
  draws: number;
  /** current run of wins, and the longest */
  streak: number;
  bestStreak: number;
  /** games with a final score: their sum and the best */
  scored: number;
  scoreSum: number;
  scoreBest: number;
  /** Dice Poker: games with the upper-section bonus */
  bonus: number;
  /** 1000: turns taken in games won */
  winTurns: number;
}

export interface SkillRating {
  mu: number;
  sigma: number;
  games: number;
}

export interface ChatStats {
  records: number;
  /** display names by player id ("игрок" after /forgetme) */
  names: Record<string, string>;
  games: Record<string, Record<string, PlayerGameStats>>;
  ratings: Record<string, Record<string, SkillRating>>;
  /** Craps and Bone Poker: "a|b" (ids sorted) → [wins of a, wins of b, draws] */
  h2h: Record<string, Record<string, [number, number, number]>>;
  /** how often each face 1..6 came up in this chat's games */
  faces: [number, number, number, number, number, number];
  /** the latest rated game and its players' ratings before it (after it: `ratings`), for its game-over picture */
  lastRated?: RatedGame;
}

/** Which game was rated (its start and dice seal, as on its record) and its players' ratings before it. */
export interface RatedGame {
  game: string;
  startedAt: number | null;
  commitment: string | null;
  /** null: the player's first rated game of this kind in this chat */
  before: Record<string, SkillRating | null>;
}

export interface PlayerStats {
  forgotten: boolean;
  /** chats the player has records in (so that /forgetme can reach their names there) */
  chats: string[];
  games: Record<string, PlayerGameStats>;
}

/** The rating change a game made, as its game-over reply says it (stats/game-over-ratings.ts works it out). */
export type GameOverRatings =
  /** the game changes no rating: ended by an admin, or played by one player */
  | { kind: 'unrated' }
  /** each player's change on the rating's own scale (the ordinal; shown as core/rating-scale.ts says), best place first */
  | { kind: 'changed'; changes: (RatingChange & { name: string })[] }
  /** rated, but the statistics could not be read now: the reply points to /top */
  | { kind: 'later' };
