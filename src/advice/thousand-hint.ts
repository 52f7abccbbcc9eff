// The 1000 hint: «Хватит» or roll on for the player on turn, with the odds and the expected turns to the goal for
// each choice, from the solved policy for the channel's game settings. The first ask for new settings starts the
// solve in a worker thread; a chat never waits for it: the reply gives at once the figure that needs no policy (the
// chance that the next roll scores nothing, from the rules alone) and says the full advice is coming, and the advice
// then follows by itself as its own message (a FollowUp, butler/follow-ups.ts) — never "ask again" (RULES.md §1).
// In a two-player game whose exact duel is solved (strategy/thousand/duel-solve.ts) the hint is the duel's instead:
// roll or bank by the chance to win, with the chance of each choice.
import type { ThousandSettings } from '../games/thousand/settings.ts';
import type { ThousandState } from '../games/thousand/state.ts';
import type { RunningGame } from '../sessions/session.ts';
import { solveDuelAhead } from '../strategy/chances/duel-service.ts';
import { thousandAdvice } from '../strategy/thousand/advice.ts';
import { duelSolvable } from '../strategy/thousand/duel-table.ts';
import { getThousandPolicy, whenReady } from '../strategy/thousand/policy-service.ts';
import { rollOutcomes, type OutcomeTable } from '../strategy/thousand/roll-outcomes.ts';
import type { CommandContext, CommandOutcome, FollowUp } from '../commands/command.ts';
import { renderContextFor } from '../commands/render-context.ts';
import type { ChannelSession } from '../sessions/session.ts';

/** The dice of a full hand: the first roll of a turn and the roll owed after hot dice. */
const HAND = 5;

export function thousandHintOutcome(game: RunningGame, state: ThousandState, ctx: CommandContext, dice?: number): CommandOutcome {
  const { thousandHint, thousandHintNone, thousandHintPending, thousandDuelHint } = ctx.render.text.thousandHint;
  const player = state.winners === null ? state.players[state.current]?.id : undefined;
  const duel = player && state.players.length === 2 && duelSolvable(state.settings) ? solveDuelAhead(state.settings) : null;
  const choice = duel?.choice(state) ?? null;
  if (player && choice) {
    const roll = { move: { kind: 'roll', dice: choice.dice }, chance: round(choice.roll) };
    const bank = choice.bank === null ? null : { move: { kind: 'bank' }, chance: round(choice.bank) };
    const options = bank ? (choice.best === 'bank' ? [bank, roll] : [roll, bank]) : [roll];
    return { rich: thousandDuelHint(choice.best, choice.dice, choice.roll, choice.bank), events: [{ type: 'hint', player, options }], private: true };
  }
  const policy = getThousandPolicy(state.settings);
  if (!policy) {
    const asked = player === ctx.user.id ? dice ?? diceOfNextRoll(state) : diceOfNextRoll(state);
    const emptyChance = outcomesFor(state.settings)[asked]!.pZero;
    return {
      rich: thousandHintPending(asked, emptyChance),
      events: [{ type: 'hint', player: ctx.user.id, options: [], pending: true, dice: asked, emptyChance: round(emptyChance) }],
      private: true,
      ...(player === ctx.user.id ? { followUp: adviceLater(game, state, ctx) } : {}),
    };
  }
  const advice = player ? thousandAdvice(policy, state, player) : null;
  if (!player || !advice) return { rich: thousandHintNone(), events: [], private: true };
  // `expected` here is the expected number of turns still needed to reach the goal after this one (lower is
  // better), where Dice Poker's is the expected final total.
  const roll = { move: { kind: 'roll', dice: advice.dice }, expected: Number(advice.rollTurns.toFixed(4)) };
  const bank = advice.bankTurns === null ? null : { move: { kind: 'bank' }, expected: Number(advice.bankTurns.toFixed(4)) };
  const options = bank ? (advice.best === 'bank' ? [bank, roll] : [roll, bank]) : [roll];
  return { rich: thousandHint(advice), events: [{ type: 'hint', player, options }], private: true };
}

/** The dice the player on turn rolls next: a full hand at the turn's start or after hot dice, else the dice left. */
function diceOfNextRoll(state: ThousandState): number {
  return state.turn.rerollOwed || state.turn.rolls === 0 ? HAND : state.turn.diceLeft;
}

/**
 * The advice once the policy is solved, sent by itself: only while the asker is still on turn at the very moment
 * asked about (a move made meanwhile makes it moot, and then nothing is sent).
 */
function adviceLater(game: RunningGame, state: ThousandState, ctx: CommandContext): FollowUp {
  const asked = JSON.stringify(state);
  const user = ctx.user;
  return {
    key: `thousand-advice:${user.id}`,
    ready: whenReady(state.settings),
    answer(session: ChannelSession): CommandOutcome | null {
      const now = session.game;
      if (!now || now.id !== game.id || JSON.stringify(now.state) !== asked) return null;
      const render = renderContextFor(session, [user]);
      const later = thousandHintOutcome(now, now.state as ThousandState, { ...ctx, session, render });
      if (later.followUp || later.events.length === 0) return null;
      return { ...later, rich: render.text.thousandHint.thousandHintFollowUp(user, later.rich), private: false };
    },
  };
}

/** The roll outcomes per scoring rules (a few milliseconds to build; a chat may ask again and again). */
const OUTCOMES = new Map<string, OutcomeTable>();
function outcomesFor(settings: ThousandSettings): OutcomeTable {
  const key = `${settings.scoring}|${settings.straights}`;
  let table = OUTCOMES.get(key);
  if (!table) OUTCOMES.set(key, (table = rollOutcomes(settings)));
  return table;
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;
