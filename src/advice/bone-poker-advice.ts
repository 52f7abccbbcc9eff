// Bone Poker's advice in round 2 (issue 43): «подскажи» / /hint gives the reroll with the best chance to win; a
// question about one choice («есть смысл перекидывать единицу?», "should I reroll the 6?", "should I pass?") gives
// that choice's exact chance to win against the best one. The figures are the chances solve's, the one the computer
// player plays by (strategy/chances/bone-poker.ts), so advice, /status and the bot never disagree. Nothing changes.
import type { BonePokerState } from '../games/bone-poker/index.ts';
import type { RunningGame } from '../sessions/session.ts';
import type { CommandContext, CommandOutcome } from '../commands/command.ts';
import type { MoveCues } from '../reading/cues/find-cues.ts';
import { bonePokerRerollChances, bonePokerWinningReroll } from '../strategy/chances/bone-poker.ts';
import { rerolledBy } from './named-dice.ts';
import { entryOf } from '../games/with-entry.ts';

const round = (n: number) => Math.round(n * 1e4) / 1e4;

export function bonePokerHint(_game: RunningGame, state: BonePokerState, ctx: CommandContext): CommandOutcome {
  const { bonePokerAdvice } = ctx.render.text.bonePokerAdvice;
  const best = bonePokerWinningReroll(state, ctx.user.id);
  if (best === null) return { rich: bonePokerAdvice.bonePokerNotNow(), events: [], private: true };
  return {
    rich: bonePokerAdvice.bonePokerHint(best),
    events: [{ type: 'hint', player: ctx.user.id, options: [{ move: { reroll: best.reroll }, chance: round(best.chance) }] }],
    private: true,
  };
}

export function bonePokerQuestion(_game: RunningGame, state: BonePokerState, cues: MoveCues, ctx: CommandContext): CommandOutcome | null {
  const player = ctx.user.id;
  const hand = entryOf(state.hands, player);
  if (!hand || state.round !== 2) return null;
  // «что лучше, стрит или фул?»: hands named and no move, no odds — a question about the rules, not a choice; one hand
  // named in advice asked of the Butler is the writer's own («что лучше, Дворецкий? у меня две пары»): the best choice
  if (cues.acts.length === 0 && cues.boxes.length > 0 && !cues.odds && (new Set(cues.boxes).size > 1 || !cues.toButler)) return null;
  const asked = askedChoice(cues, hand);
  if (asked === 'none') return null;
  const { bonePokerAdvice } = ctx.render.text.bonePokerAdvice;
  // advice asked with no choice named («что перекинуть?»): the best choice, as the hint gives it
  if (asked === null) {
    const best = bonePokerWinningReroll(state, player);
    if (best === null) return null;
    return {
      rich: bonePokerAdvice.bonePokerHint(best),
      events: [{ type: 'answer', player, bestChoice: { reroll: best.reroll, chance: round(best.chance) } }],
      private: true,
    };
  }
  const figures = bonePokerRerollChances(state, player, asked);
  if (figures === null) return null;
  return {
    rich: bonePokerAdvice.bonePokerAnswer({ reroll: asked, chance: figures.chance }, figures.best),
    events: [{ type: 'answer', player, reroll: [...asked], chance: round(figures.chance), bestChoice: { reroll: figures.best.reroll, chance: round(figures.best.chance) } }],
    private: true,
  };
}

/**
 * The choice a question names: the dice rerolled ([] for a pass or keeping all); null when it names none; 'none' when
 * it names dice the hand does not hold.
 */
function askedChoice(cues: MoveCues, hand: readonly number[]): number[] | 'none' | null {
  const named = rerolledBy(cues, hand);
  if (named !== null) return named;
  // dice named that the hand does not hold: nothing to answer (read-move refuses such a move when it is one)
  if (cues.reroll.length + cues.keep.length > 0) return 'none';
  if (cues.allKeep || cues.acts.some((a) => a.verb === 'pass' || (a.verb === 'keep' && a.negated === false && cues.keep.length === 0 && !cues.rest))) return [];
  return null;
}
