// Builds a corpus moment (corpus/README.md) through the real engines: the session a chat would hold when the
// message arrives, with the writer ("me") on turn unless the moment says otherwise.
import { ENGINES } from '../../src/games/registry.ts';
import type { GameId } from '../../src/games/types.ts';
import { emptySession, type ChannelSession } from '../../src/sessions/session.ts';
import { withDefaults } from '../../src/games/settings-defaults.ts';

export interface Moment {
  game: 'none' | GameId;
  phase?: string;
  hand?: number[];
  rolls?: number;
  reroll?: number[];
  free?: string[];
  left?: number;
  turn?: number;
  canBank?: boolean;
}

export const ME = { id: 'me', name: 'Me' };
const BOB = { id: 'bob', name: 'Bob' };

/** Dice in the order a test wants them drawn. */
function scripted(values: number[]) {
  const queue = [...values];
  return { roll: (n: number) => Array.from({ length: n }, () => queue.shift() ?? 1) };
}

function play(game: GameId, state: unknown, action: object, dice: number[] = []): unknown {
  const result = ENGINES[game].apply(state, action as never, scripted(dice));
  if (!('state' in result)) throw new Error(`moment: ${JSON.stringify(action)} refused: ${JSON.stringify(result)}`);
  return result.state;
}

export function momentSession(at: Moment, language: string): ChannelSession {
  const session = emptySession();
  session.settings = { ...session.settings, language };
  if (at.game === 'none') return session;
  const game = at.game;
  if (at.phase === 'lobby') return { ...session, lobby: { game, players: [ME] } };
  const other = at.phase === 'other';
  const players = other ? [BOB, ME] : game === 'dice_poker' ? [ME] : [ME, BOB];
  const engine = ENGINES[game];
  const settings = withDefaults(engine.settings, {});
  let state = engine.setup(players.map((p) => p.id), settings);
  const hand = at.hand ?? [1, 2, 3, 4, 5];
  if (game === 'bone_poker' && at.phase === 'round2') {
    state = play(game, state, { type: 'roll', player: 'me', count: 5 }, hand);
    state = play(game, state, { type: 'roll', player: 'bob', count: 5 }, [2, 2, 3, 3, 6]);
  }
  if (game === 'dice_poker' && (at.phase === 'rolled' || at.phase === 'named')) {
    const s = state as { sheets: Record<string, Record<string, number | null>> };
    if (at.free) for (const box of Object.keys(s.sheets.me)) if (!at.free.includes(box)) s.sheets.me[box] = 0;
    const rolls = at.rolls ?? 1;
    state = play(game, state, { type: 'roll', player: 'me', count: 5 }, rolls === 1 ? hand : [6, 5, 4, 2, 1]);
    for (let r = 2; r <= rolls; r++) {
      state = play(game, state, { type: 'roll', player: 'me', count: 5 }, r === rolls ? hand : [6, 5, 4, 2, 1]);
    }
    if (at.phase === 'named') state = play(game, state, { type: 'reroll', player: 'me', values: at.reroll ?? [] });
  }
  if (game === 'thousand' && at.phase === 'mid') {
    const s = state as { turn: { total: number; diceLeft: number; rolls: number; rerollOwed: boolean }; players: Array<{ opened: boolean }> };
    s.turn = { ...s.turn, total: at.turn ?? 0, diceLeft: at.left ?? 5, rolls: 1, rerollOwed: false };
    s.players[0].opened = at.canBank !== false;
    if (at.canBank === false && (at.turn ?? 0) >= 50) s.turn.total = 0;
  }
  return {
    ...session,
    game: { id: game, players, settings, state, clock: null, timeouts: {} },
  } as ChannelSession;
}
