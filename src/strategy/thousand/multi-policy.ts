// The three-or-more-player 1000 policy (multi-plan.ts: every end of the turn valued by the exact duels against
// each opponent at once) as the Butler plays it: for a game state, the mover's estimated chance with each choice and
// the move. It reads the duel table of the game's settings (duel-table.ts), so a computer player that uses it waits
// for that table exactly as the duel's does (strategy/chances/thousand-move.ts): a move never depends on timing.
// Its chances are estimates, not exact: their error against the exact three-player game is in docs/chances.md.
import type { ThousandState } from '../../games/thousand/state.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import { DuelTurn, rollChance, solveTurnByEnds } from './duel-turn.ts';
import type { DuelChoice, ThousandDuelTable } from './duel-table.ts';
import { planByDuels } from './multi-plan.ts';
import { positionOfPlayer } from './position.ts';
import { POINT_UNIT } from './roll-outcomes.ts';

export class ThousandMultiPolicy {
  private readonly turn = new DuelTurn();
  /** the mover and opponents whose turn `turn` holds (a turn's rolls share it) */
  private turnFor = '';

  constructor(readonly duel: ThousandDuelTable) {}

  /** The mover's two choices now (estimated chances); null when the game is not a running game of 3+ it knows. */
  choice(state: ThousandState): DuelChoice | null {
    if (state.winners !== null || state.players.length < 3) return null;
    const model = this.duel.model;
    const index = model.solo.index;
    const count = state.players.length;
    const a = index.idOf(positionOfPlayer(state.players[state.current]!));
    // the opponents in the order they move after the mover
    const others: number[] = [];
    for (let k = 1; k < count; k++) others.push(index.idOf(positionOfPlayer(state.players[(state.current + k) % count]!)));
    const { turn } = state;
    if (a < 0 || others.some((o) => o < 0) || turn.total % POINT_UNIT !== 0) return null;
    const t = turn.total / POINT_UNIT;
    const steps = model.solo.turnSteps[a]!;
    if (t >= steps) return null;
    const key = `${a}|${others.join(',')}`;
    if (this.turnFor !== key) {
      planByDuels(model, this.duel.win, a, others, this.turn);
      solveTurnByEnds(model, a, this.turn);
      this.turnFor = key;
    }
    const started = turn.rolls > 0;
    const dice = turn.rerollOwed || !started ? model.solo.hand : turn.diceLeft;
    const roll = rollChance(model, steps, this.turn.table, t, dice, this.turn.bustValue, this.turn.overValue);
    let bank: number | null = null;
    if (started && !turn.rerollOwed && this.turn.bank[t]! >= 0) bank = this.turn.bank[t]!;
    return { dice, roll, bank, best: bank !== null && bank > roll ? 'bank' : 'roll' };
  }

  /** The move this policy makes for `player` on turn; null when it is not their turn in a game it knows. */
  action(state: ThousandState, player: PlayerId): Action | null {
    if (state.players[state.current]?.id !== player) return null;
    const choice = this.choice(state);
    if (!choice) return null;
    return choice.best === 'bank' ? { type: 'bank', player } : { type: 'roll', player, count: choice.dice };
  }
}
