// Plays a record's moves through its game's engine again, each with exactly the dice the record gives it: every
// action must be legal in its turn, draw exactly the dice recorded for it, and the game must end where and how the
// record says (docs/fair-dice.md, "What the verifier checks"). The dice themselves are compared with the secret by
// the caller (verify-record.ts), move by move, through `onDice`.
import { engineOf, isGameId } from '../../core/hosted-games.ts';
import { type Action, type GameId } from '../../games/types.ts';

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

/**
 * Replays the record; `onDice(index, dice)` is asked about each move's recorded dice once the engine has drawn
 * exactly them, and may stop the replay by returning a problem of its own. Resolves to null when everything holds.
 */
export function replayGame<P>(
  record: RecordToReplay,
  onDice: (index: number, dice: number[]) => P | null,
  /** told the state after the last move (the game's page draws its final picture from it) */
  onEnd?: (state: unknown) => void,
): ReplayProblem | P | null {
  if (!isGameId(record.game)) return { problem: 'unknown_game', game: String(record.game) };
  const engine = engineOf(record.game as GameId);
  let state: unknown;
  try {
    state = engine.setup(
      record.players.map((p) => p.id),
      record.settings ?? {},
    );
  } catch (error) {
    return { problem: 'setup', reason: (error as Error).message };
  }
  let over: { winners: string[]; scores: Record<string, number> | null } | null = null;
  for (let i = 0; i < record.moves.length; i++) {
    const { a, d } = record.moves[i]!;
    if (over || engine.isOver(state)) return { problem: 'after_end', move: i + 1 };
    let drawn = 0;
    let tooMany = false;
    const dice = {
      roll(count: number): number[] {
        drawn += count;
        if (drawn > d.length) {
          tooMany = true;
          throw new Error('more dice than recorded');
        }
        return d.slice(drawn - count, drawn);
      },
    };
    let result;
    try {
      result = engine.apply(state, a as Action, dice);
    } catch (error) {
      if (tooMany) return { problem: 'dice_count', move: i + 1, recorded: d.length, drawn };
      return { problem: 'illegal', move: i + 1, code: (error as Error).message };
    }
    if (!result.ok) return { problem: 'illegal', move: i + 1, code: result.code };
    if (drawn !== d.length) return { problem: 'dice_count', move: i + 1, recorded: d.length, drawn };
    const diceProblem = d.length > 0 ? onDice(i, d) : null;
    if (diceProblem) return diceProblem;
    state = result.state;
    if (engine.isOver(state)) {
      // The same source of final scores as the game's (sessions/play.ts): the game_over event's, else the engine's.
      const event = result.events.find((e: { type: string }) => e.type === 'game_over') as
        | { winners?: string[]; scores?: Record<string, number> }
        | undefined;
      over = { winners: event?.winners ?? [], scores: event?.scores ?? engine.scores(state) ?? null };
    }
  }
  onEnd?.(state);
  return outcomeProblem(record, over);
}

/** The state a record's moves lead to, or null when they do not replay as recorded (nothing is then drawn). */
export function replayedState(record: RecordToReplay): unknown {
  let final: unknown = null;
  const problem = replayGame(record, () => null, (state) => (final = state));
  return problem ? null : final;
}

/** A game played to its end must end as recorded; a game an admin ended must still have been running. */
function outcomeProblem(record: RecordToReplay, over: { winners: string[]; scores: Record<string, number> | null } | null): ReplayProblem | null {
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

function compare(record: RecordToReplay, replayed: { winners: string[]; scores: Record<string, number> | null }): ReplayProblem | null {
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
