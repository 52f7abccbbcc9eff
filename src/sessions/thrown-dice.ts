// Dice the players throw themselves (issue 44): in a game whose seal says `telegram`, a roll is not drawn from the
// Butler's dice but made of the 🎲 messages the player on turn sends once it is due, in order. The roll that is due
// and the dice received so far are kept in the running game (`thrown`), so the game's course depends only on its
// stored state and the dice that came in: a restart in the middle of a roll loses nothing and counts nothing twice.
// Pure: the Butler and the turn alarm commit what these return.
import { engineOf } from '../core/hosted-games.ts';
import type { Action, PlayerId, Rejection } from '../games/types.ts';
import { playAction, type PlayResult } from './play.ts';
import { gameWith, movesOf, sessionWith, type ChannelSession, type RunningGame, type ThrownDice } from './session.ts';

export type RollAction = Extract<Action, { type: 'roll' }>;

/** One die thrown: its face and the id of the message it came in (0: not a Telegram message, see usedButlerDice). */
export interface ThrownDie {
  value: number;
  messageId: number;
}

/** The game's dice are thrown by its players (the chat's `dice` setting was `telegram` when it started). */
export function playersThrow(game: Pick<RunningGame, 'fair'> | null | undefined): boolean {
  return game?.fair?.by === 'telegram';
}

/** The roll owed in 🎲 now, if any: one set before the last move applied is no longer the game's. */
export function owedRoll(game: RunningGame): ThrownDice | undefined {
  const thrown = game.thrown;
  return thrown && thrown.move === movesOf(game) ? thrown : undefined;
}

/** How many dice the roll still owes. */
export function diceLeft(thrown: ThrownDice): number {
  return (thrown.action as RollAction).count - thrown.dice.length;
}

/**
 * Whether the engine would take this roll now, and how many dice it draws: the engine checks every rule before it
 * rolls (games/types.ts), so a roller that stops at the first draw tells a legal roll from a refused one.
 */
export function rollCount(game: RunningGame, action: RollAction): number | Rejection {
  let count: number | null = null;
  const STOP = new Error('counted');
  try {
    const result = engineOf(game.id).apply(game.state, action, {
      roll(n) {
        count = n;
        throw STOP;
      },
    });
    if (!result.ok) return result;
  } catch (error) {
    if (error !== STOP) throw error;
  }
  return count ?? { ok: false, code: 'move_not_allowed' };
}

/**
 * The roll a 🎲 of `player` stands for when no roll phrase came first: the roll of no named dice among the legal
 * moves (Craps, a first Dice Poker roll, the dice left in 1000). None where dice must be named first or the turn
 * wants another move: the 🎲 then counts for nothing.
 */
export function plainRoll(game: RunningGame, player: PlayerId): RollAction | undefined {
  for (const action of engineOf(game.id).legalMoves(game.state, player)) {
    if (action.type === 'roll' && action.reroll === undefined) return action;
  }
  return undefined;
}

/** The session with `action` owed in 🎲 (no die yet); `asked`: the sendDice a computer player asks for. */
export function owe(session: ChannelSession, action: RollAction, asked?: number): ChannelSession {
  const game = session.game!;
  const thrown: ThrownDice = { move: movesOf(game), action, dice: [], msgs: [], ...(asked !== undefined ? { asked } : {}) };
  return sessionWith(session, { game: gameWith(game, { thrown }) });
}

export type Throw =
  /** the die counted, more are owed */
  | { kind: 'owed'; session: ChannelSession; left: number }
  /** the last die owed: the roll was played with the dice thrown */
  | { kind: 'rolled'; result: PlayResult };

/** Counts one die towards the roll owed (the caller checked it is owed, and by whom). */
export function addDie(session: ChannelSession, die: ThrownDie): Throw {
  const game = session.game!;
  const thrown = owedRoll(game)!;
  const next: ThrownDice = { ...thrown, dice: [...thrown.dice, die.value], msgs: [...thrown.msgs, die.messageId] };
  const left = diceLeft(next);
  if (left > 0) return { kind: 'owed', session: sessionWith(session, { game: gameWith(game, { thrown: next }) }), left };
  return { kind: 'rolled', result: rollThrown(session, next) };
}

/**
 * Plays the owed roll with the dice thrown for it, each logged with its message id (the record's `tg`). The pending
 * roll goes with the move; the engine draws exactly the dice owed (it said how many when the roll became due).
 */
function rollThrown(session: ChannelSession, thrown: ThrownDice): PlayResult {
  const game = session.game!;
  const cleared = sessionWith(session, { game: gameWith(game, { thrown: undefined }) });
  let at = 0;
  const dice = {
    roll(count: number): number[] {
      if (at + count > thrown.dice.length) throw new Error(`a thrown roll asks for ${at + count} dice, ${thrown.dice.length} were thrown`);
      at += count;
      return thrown.dice.slice(at - count, at);
    },
  };
  return playAction(cleared, thrown.action as RollAction, dice, thrown.msgs);
}
