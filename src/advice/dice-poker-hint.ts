// The Dice Poker hint: the best move for the player on turn and the next two, valued by the exact table. The table
// may still be building (a worker thread, on first need): then the answer says so and roughly how long.
import type { DicePokerState } from '../games/dice-poker/index.ts';
import type { RunningGame } from '../sessions/session.ts';
import { rankDicePokerMoves } from '../strategy/dice-poker/advice.ts';
import { getTable, tableStatus, whenReady } from '../strategy/dice-poker/table-service.ts';
import type { CommandContext, CommandOutcome, FollowUp } from '../commands/command.ts';
import { renderContextFor } from '../commands/render-context.ts';
import type { ChannelSession } from '../sessions/session.ts';
import { winningHint } from '../strategy/chances/dice-poker-hint.ts';
import { lines } from '../messages/rich.ts';

/** How many moves a hint shows: the best and two alternatives. */
const SHOWN = 3;

export function dicePokerHint(game: RunningGame, state: DicePokerState, ctx: CommandContext): CommandOutcome {
  const { hintText } = ctx.render.text.hint;
  const player = state.current;
  const table = getTable();
  if (!table) {
    const status = tableStatus();
    const rich = status.state === 'failed' ? hintText.failed() : hintText.building(status.etaSeconds);
    // the hint follows by itself once the table is built (never "ask again": RULES.md §1, issue 53)
    const later = status.state !== 'failed' && player === ctx.user.id ? { followUp: hintLater(game, state, ctx) } : {};
    return { rich, events: [{ type: 'hint', player: ctx.user.id, options: [], pending: true }], private: true, ...later };
  }
  if (!player) return { rich: hintText.advice(ctx.user, []), events: [], private: true };
  const options = rankDicePokerMoves(table, state, player).slice(0, SHOWN);
  const ref = game.players.find((p) => p.id === player) ?? { id: player, name: player };
  // the last round: say so when the long shot wins more often than the move that scores most
  const forWin = options[0] ? winningHint(state, player, options[0].move) : null;
  const toWin = forWin ? ctx.render.text.chances.chancesText.forTheWin(forWin.move, forWin.chance) : null;
  return {
    rich: lines(hintText.advice(ref, options), toWin),
    events: [
      {
        type: 'hint',
        player,
        options: options.map((o) => ({ move: o.move, expected: Number(o.expected.toFixed(4)) })),
      },
    ],
    private: true,
  };
}

/**
 * The dice tray's "Best keep" (issue 51): the values the exact table rerolls now — the hint's first move — or [] when
 * its best move writes a box (keep every die); 'pending' while the table is built.
 */
export function dicePokerBestReroll(state: DicePokerState, player: string): number[] | 'pending' | null {
  if (state.current !== player) return null;
  const table = getTable();
  if (!table) return tableStatus().state === 'failed' ? null : 'pending';
  const best = rankDicePokerMoves(table, state, player)[0]?.move;
  if (!best) return null;
  return best.kind === 'reroll' ? [...best.reroll] : [];
}

/** The hint once the table is built, sent by itself while the asker is still at the moment asked about. */
function hintLater(game: RunningGame, state: DicePokerState, ctx: CommandContext): FollowUp {
  const asked = JSON.stringify(state);
  const user = ctx.user;
  return {
    key: `dice-poker-hint:${user.id}`,
    ready: whenReady(),
    answer(session: ChannelSession): CommandOutcome | null {
      const now = session.game;
      if (!now || now.id !== game.id || JSON.stringify(now.state) !== asked) return null;
      const render = renderContextFor(session, [user]);
      const later = dicePokerHint(now, now.state as DicePokerState, { ...ctx, session, render });
      if (later.followUp || later.events.length === 0) return null;
      return { ...later, rich: render.text.hint.hintText.followUp(user, later.rich), private: false };
    },
  };
}
