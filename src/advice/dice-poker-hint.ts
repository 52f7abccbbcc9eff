// The Dice Poker hint: the best move for the player on turn and the next two, valued by the exact table. The table
// may still be building (a worker thread, on first need): then the answer says so and roughly how long.
import type { DicePokerState } from '../games/dice-poker/index.ts';
import type { RunningGame } from '../sessions/session.ts';
import { rankDicePokerMoves } from '../strategy/dice-poker/advice.ts';
import { getTable, tableStatus } from '../strategy/dice-poker/table-service.ts';
import type { CommandContext, CommandOutcome } from '../commands/command.ts';
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
    return { rich, events: [{ type: 'hint', player: ctx.user.id, options: [], pending: true }], private: true };
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
