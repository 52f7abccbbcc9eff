// Each move of a game in the page's language ("wrote Two pairs — 26", «записано: Две пары — 26»), and the moves
// folded into turns (one player's moves in a row). The record's moves are played through the engine again with their
// own dice, so that a label says what the move did (the box and its points, the hand, the Craps outcome) and not
// just what was typed. Labels are built from the engines' events (games/*/events.ts), never from a game id: a game
// whose events say nothing listed here still gets its dice.
import type { Messages } from '../messages/index.ts';
import { engineOf, isGameId } from '../core/hosted-games.ts';
import { recordedDice } from '../games/recorded-dice.ts';
import { faces } from '../messages/dice-faces.ts';
import type { Action } from '../games/types.ts';

export interface LabelledMove {
  /** 0-based, as the record holds it */
  index: number;
  player: string;
  /** the move in words (no name: the turn's heading names the player) */
  label: string;
}

export interface Turn {
  player: string;
  moves: LabelledMove[];
}

interface MoveToLabel {
  a: unknown;
  d: number[];
}

type AnyEvent = { type: string; player?: string; [key: string]: unknown };

/**
 * Every move labelled. A move the engine refuses (a damaged record: the verdict on the page says so) and every one
 * after it gets its dice only.
 */
export function labelMoves(
  game: string,
  players: readonly { id: string }[],
  settings: Record<string, string> | undefined,
  moves: readonly MoveToLabel[],
  text: Messages,
): LabelledMove[] {
  const words = text.web.gamePage.moves;
  const engine = isGameId(game) ? engineOf(game) : null;
  let state: unknown = null;
  try {
    state = engine ? engine.setup(players.map((p) => p.id), settings ?? {}) : null;
  } catch {
    state = null;
  }
  return moves.map((move, index) => {
    const action = (move.a ?? {}) as Action;
    const player = typeof action.player === 'string' ? action.player : '';
    let events: AnyEvent[] = [];
    if (engine && state !== null) {
      try {
        const result = engine.apply(state, action, recordedDice(move.d, index));
        if (result.ok) {
          state = result.state;
          events = result.events as AnyEvent[];
        } else state = null;
      } catch {
        state = null;
      }
    }
    return { index, player, label: labelOf(action, move.d, events.filter((e) => e.player === undefined || e.player === player), text) || words.rolled(faces(move.d)) };
  });
}

/** The move's words: what was done, then what came of it, joined by " · ". */
function labelOf(action: Action, dice: readonly number[], events: readonly AnyEvent[], text: Messages): string {
  const words = text.web.gamePage.moves;
  const parts: string[] = [];
  switch (action.type) {
    case 'roll':
      parts.push(action.reroll && action.reroll.length > 0 ? words.rerolled(action.reroll.join(' '), faces(dice)) : words.rolled(faces(dice)));
      break;
    case 'reroll':
      parts.push(words.named(action.values.join(' ')));
      break;
    case 'pass':
      parts.push(words.passed);
      break;
    case 'end_turn':
      parts.push(words.endTurn);
      break;
    case 'forfeit':
      parts.push(words.forfeit);
      break;
    default:
      break;
  }
  for (const event of events) {
    const said = eventWords(event, text);
    if (said) parts.push(said);
  }
  return parts.join(' · ');
}

function eventWords(event: AnyEvent, text: Messages): string | null {
  const words = text.web.gamePage.moves;
  const n = (key: string) => Number(event[key]);
  switch (event.type) {
    case 'scored':
      return words.wrote(text.dicePoker.boxShort(event.box as Parameters<Messages['dicePoker']['boxShort']>[0]), n('points'));
    case 'hand':
      return words.hand(text.bonePoker.HAND_NAMES[event.rank as keyof Messages['bonePoker']['HAND_NAMES']] ?? String(event.rank));
    case 'craps_roll':
      switch (event.outcome) {
        case 'natural':
          return `${words.sum(n('sum'))} — ${words.natural}`;
        case 'craps':
          return `${words.sum(n('sum'))} — ${words.craps}`;
        case 'point_set':
          return words.pointSet(n('point'));
        case 'point_hit':
          return `${words.sum(n('sum'))} — ${words.pointHit}`;
        case 'seven_out':
          return words.sevenOut;
        default:
          return words.sum(n('sum'));
      }
    case 'turn_score':
      return words.turnScore(n('points'), n('turn_total'));
    case 'banked':
      return words.banked(n('points'), n('total'));
    case 'bust':
      return words.bust(n('lost'));
    default:
      return null;
  }
}

/**
 * The move a reply told (its events: a live page's latest move), as the player and the words; null when the reply
 * told no move (a command, a refusal). Several moves in one reply (a turn played out) read as one line.
 */
export function eventsLabel(events: readonly { type: string }[], text: Messages): { player: string; label: string } | null {
  const words = text.web.gamePage.moves;
  const parts: string[] = [];
  let player: string | null = null;
  for (const event of events as readonly AnyEvent[]) {
    if (event.type === 'rejected' || typeof event.player !== 'string') continue;
    player ??= event.player;
    if (event.player !== player) continue;
    let said: string | null;
    switch (event.type) {
      case 'roll':
        said = words.rolled(faces(event.dice as number[]));
        break;
      case 'pass':
        said = words.passed;
        break;
      case 'reroll_named':
      case 'reroll_declared':
        said = words.named((event.values as number[]).join(' '));
        break;
      case 'forfeit':
        said = words.forfeit;
        break;
      default:
        said = eventWords(event, text);
    }
    if (said) parts.push(said);
  }
  return player !== null && parts.length > 0 ? { player, label: parts.join(' · ') } : null;
}

/** The moves folded into turns: a turn is one player's moves in a row. */
export function turnsOf(moves: readonly LabelledMove[]): Turn[] {
  const turns: Turn[] = [];
  for (const move of moves) {
    const last = turns[turns.length - 1];
    if (last && last.player === move.player) last.moves.push(move);
    else turns.push({ player: move.player, moves: [move] });
  }
  return turns;
}
