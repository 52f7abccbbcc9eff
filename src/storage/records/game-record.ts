// A finished or ended game as it is kept for ever (or as long as the deployment's retention says): everything
// needed to check its dice (the revealed secret) and to replay it through its engine (every action with its dice).
// Plain JSON; `npx butler verify`, docs/verify-dice.py and docs/verify.html read exactly this shape.

export const RECORD_FORMAT = 'butler-record/1';

export interface RecordedMove {
  /** the action as the engine received it ({ type, player, … }) */
  a: { type: string; player: string; [field: string]: unknown };
  /** the dice it drew, in order (empty for a move without dice) */
  d: number[];
}

export interface GameRecord {
  format: typeof RECORD_FORMAT;
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
   * test or demo dice, not fairly seeded. null = a game started by a build without seals.
   */
  fair: { by: 'hmac' | 'seed' | 'script'; commitment: string; secret: string; seeds: { player: string; text: string }[] } | null;
  moves: RecordedMove[];
  /** per-game facts the statistics need that the moves do not show directly */
  notes?: { bonus?: Record<string, boolean> };
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

export function summaryOf(id: number, record: GameRecord): RecordSummary {
  return {
    id,
    game: record.game,
    endedAt: record.endedAt,
    how: record.how,
    players: record.players.map((p) => ({ id: p.id, name: p.name })),
    winners: record.winners,
    scores: record.scores,
  };
}
