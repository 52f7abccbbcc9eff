// A question about the odds of a Craps roll (issue 43): «какие у меня шансы выкинуть свою восьмёрку раньше семёрки?»,
// "what are my odds of hitting the 9 before a 7?" — the player on turn gets the exact odds of the roll to come: in a
// point round their point this roll, a seven, and the point before a seven; in a come-out round the win, the loss and
// a point. Nothing changes.
import type { CrapsState } from '../games/craps/index.ts';
import { currentPlayer } from '../games/craps/state.ts';
import type { RunningGame } from '../sessions/session.ts';
import type { CommandContext, CommandOutcome } from '../commands/command.ts';
import type { MoveCues } from '../reading/cues/find-cues.ts';
import { entryOf } from '../games/with-entry.ts';

export function crapsQuestion(_game: RunningGame, state: CrapsState, _cues: MoveCues, ctx: CommandContext): CommandOutcome | null {
  const player = ctx.user.id;
  if (state.winners !== null || currentPlayer(state) !== player) return null;
  const { crapsAdvice } = ctx.render.text.crapsAdvice;
  const point = state.phase === 'point' ? entryOf(state.points, player) : undefined;
  const rich = point !== undefined ? crapsAdvice.crapsPointOdds(point) : crapsAdvice.crapsComeOutOdds();
  return { rich, events: [{ type: 'answer', player, ...(point !== undefined ? { point } : {}) }], private: true };
}
