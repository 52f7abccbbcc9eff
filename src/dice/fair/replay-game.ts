// Plays a record's moves through its game's engine again, each with exactly the dice the record gives it: every
// action must be legal in its turn, draw exactly the dice recorded for it, and the game must end where and how the
// record says (docs/fair-dice.md, "What the verifier checks"). The dice themselves are compared with the secret by
// the caller (verify-record.ts), move by move, through `onDice`.
import { engineOf, isGameId } from '../../core/hosted-games.ts';
import { type Action, type GameId } from '../../games/types.ts';
import { recordedDice } from '../../games/recorded-dice.ts';
import { isBotId } from '../../games/bot-id.ts';

export interface RecordToReplay {
  game: string;
  settings?: Record<string, string> | undefined;
  players: { id: string }[];
  winners?: string[] | undefined;
  scores?: Record<string, number> | null | undefined;
  how?: string | undefined;
  moves: { a: unknown; d: number[] }[];
}

/** What does not hold; `move` is 1-based, as a person counts. */
export type ReplayProblem =
  | { problem: 'unknown_game'; game: string }
  | { problem: 'setup'; reason: string }
  | { problem: 'illegal'; move: number; code: string }
  | { problem: 'after_end'; move: number }
  | { problem: 'dice_count'; move: number; recorded: number; drawn: number }
  | { problem: 'not_over' }
  | { problem: 'outcome'; field: 'winners' | 'scores' | 'how'; recorded: string; replayed: string };

/** How a game that replayed to its end ended: its last move's game_over event's, else the engine's scores. */
type Over = { winners: string[]; scores: Record<string, number> | null };

/** A walk through a record's moves: a problem, or the state after the last move and how the game ended (null: running). */
export type Walk<P> = { ok: false; problem: ReplayProblem | P } | { ok: true; state: unknown; over: Over | null };

/**
 * Plays the record's moves through the engine, each with exactly its recorded dice: every action legal in its turn,
 * every recorded die drawn, no move after the end. `onState(move, state, dice)` is told the first state (move 0, no
 * dice) and the state after each move (move i + 1 after `moves[i]`, with its dice), and may stop the walk by
 * returning a problem of its own. The one replay of a record: the verifier, the game's page, the chance curve and
 * the records' own check all walk through here.
 */
export function walkRecord<P = never>(
  record: RecordToReplay,
  onState: (move: number, state: unknown, dice: number[]) => P | null = () => null,
): Walk<P> {
  if (!isGameId(record.game)) return { ok: false, problem: { problem: 'unknown_game', game: String(record.game) } };
  const engine = engineOf(record.game as GameId);
  let state: unknown;
  try {
    state = engine.setup(
      record.players.map((p) => p.id),
      record.settings ?? {},
    );
  } catch (error) {
    return { ok: false, problem: { problem: 'setup', reason: (error as Error).message } };
  }
  const first = onState(0, state, []);
  if (first) return { ok: false, problem: first };
  let over: Over | null = null;
  for (let i = 0; i < record.moves.length; i++) {
    const { a, d } = record.moves[i]!;
    if (over || engine.isOver(state)) return { ok: false, problem: { problem: 'after_end', move: i + 1 } };
    const dice = recordedDice(d, i);
    let result;
    try {
      result = engine.apply(state, a as Action, dice);
    } catch (error) {
      if (dice.asked > d.length) return { ok: false, problem: { problem: 'dice_count', move: i + 1, recorded: d.length, drawn: dice.asked } };
      return { ok: false, problem: { problem: 'illegal', move: i + 1, code: (error as Error).message } };
    }
    if (!result.ok) return { ok: false, problem: { problem: 'illegal', move: i + 1, code: result.code } };
    if (dice.drawn !== d.length) return { ok: false, problem: { problem: 'dice_count', move: i + 1, recorded: d.length, drawn: dice.drawn } };
    const before = state;
    state = result.state;
    if (lastPersonLeft(engine, before, state, a)) {
      // RULES §6: a game needs a person; when the last one in play forfeits it ends there, without a winner and
      // without final scores, whatever the computer players left could have played (sessions/forfeit-player.ts).
      over = { winners: [], scores: null };
    } else if (engine.isOver(state)) {
      // The same source of final scores as the game's (sessions/play.ts): the game_over event's, else the engine's.
      const event = result.events.find((e: { type: string }) => e.type === 'game_over') as
        | { winners?: string[]; scores?: Record<string, number> }
        | undefined;
      over = { winners: event?.winners ?? [], scores: event?.scores ?? engine.scores(state) ?? null };
    }
    const problem = onState(i + 1, state, d);
    if (problem) return { ok: false, problem };
  }
  return { ok: true, state, over };
}

/** The action is a forfeit of a person, who was in play before it, and no person is in play after it. */
function lastPersonLeft(engine: { players(state: unknown): string[] }, before: unknown, after: unknown, action: unknown): boolean {
  const { type, player } = action as { type?: unknown; player?: unknown };
  if (type !== 'forfeit' || typeof player !== 'string' || isBotId(player)) return false;
  return engine.players(before).includes(player) && engine.players(after).every(isBotId);
}

/**
 * Replays the record and checks that the game ended as recorded; `onDice(index, dice)` is asked about each move's
 * recorded dice once the engine has drawn exactly them, and may stop the replay by returning a problem of its own.
 * Resolves to null when everything holds.
 */
export function replayGame<P>(
  record: RecordToReplay,
  onDice: (index: number, dice: number[]) => P | null,
  /** told the state after the last move (the game's page draws its final picture from it) */
  onEnd?: (state: unknown) => void,
): ReplayProblem | P | null {
  const walk = walkRecord(record, (move, _state, dice) => (move > 0 && dice.length > 0 ? onDice(move - 1, dice) : null));
  if (!walk.ok) return walk.problem;
  onEnd?.(walk.state);
  return outcomeProblem(record, walk.over);
}

/** The state a record's moves lead to, or null when they do not replay as recorded (nothing is then drawn). */
export function replayedState(record: RecordToReplay): unknown {
  let final: unknown = null;
  const problem = replayGame(record, () => null, (state) => (final = state));
  return problem ? null : final;
}

/** A game played to its end must end as recorded; a game an admin ended must still have been running. */
function outcomeProblem(record: RecordToReplay, over: Over | null): ReplayProblem | null {
  const how = record.how ?? 'finished';
  if (!over) {
    if (how === 'finished') return { problem: 'not_over' };
    if (how !== 'ended') return { problem: 'outcome', field: 'how', recorded: String(how), replayed: 'ended' };
    // Ended by an admin (or the Butler leaving the chat): no winner and no final scores.
    return compare(record, { winners: [], scores: null });
  }
  if (how !== 'finished') return { problem: 'outcome', field: 'how', recorded: String(how), replayed: 'finished' };
  return compare(record, over);
}

function compare(record: RecordToReplay, replayed: Over): ReplayProblem | null {
  const winners = [...(record.winners ?? [])].sort();
  const expected = [...replayed.winners].sort();
  if (JSON.stringify(winners) !== JSON.stringify(expected)) {
    return { problem: 'outcome', field: 'winners', recorded: winners.join(', ') || '—', replayed: expected.join(', ') || '—' };
  }
  const scores = canonicalScores(record.scores ?? null);
  const expectedScores = canonicalScores(replayed.scores);
  if (scores !== expectedScores) return { problem: 'outcome', field: 'scores', recorded: scores, replayed: expectedScores };
  return null;
}

/** Scores as one comparable line, whatever the order of the keys: "alice 120, bob 95" (— for none). */
function canonicalScores(scores: Record<string, number> | null): string {
  if (!scores) return '—';
  return Object.keys(scores)
    .sort()
    .map((k) => `${k} ${scores[k]}`)
    .join(', ');
}
