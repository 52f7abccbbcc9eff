// Bone Poker round 2: which dice to reroll. Exact enumeration: every one of the 2^5 choices of dice to hold, and for
// each every outcome of the rerolled dice (6^k, equally likely), so at most 7^5 = 16,807 hands are ranked.
//
// The goal is to beat the best hand already shown (the "target"), not to build the strongest hand on average: with a
// strong hand on the table the bot takes the long shot, with a weak one it keeps what already wins.
// **Assumption** (docs/decisions.md): players who have not yet moved in round 2 are counted by the hand they show
// now, as if they passed. They may still improve, but how is unknown; their shown hand is the least they will hold.
import { compareHands, handValue, type HandValue } from '../../games/bone-poker/hand-rank.ts';

export interface RerollChoice {
  /** the dice to reroll, by value (empty = pass) */
  reroll: number[];
  /** chance that the final hand beats the target outright */
  win: number;
  /** chance that it ties the target (same rank and sum: a shared win) */
  tie: number;
}

/**
 * The best reroll for `hand` against `target` (null = no other hand on the table: any hand wins, so pass).
 * Order: the highest chance to win; then the highest chance to tie; then fewer dice rerolled (a pass when equal).
 */
export function bestReroll(hand: readonly number[], target: HandValue | null): RerollChoice {
  let best: RerollChoice | null = null;
  const seen = new Set<string>();
  for (let mask = 0; mask < 1 << hand.length; mask++) {
    const reroll = hand.filter((_, i) => mask & (1 << i));
    const kept = hand.filter((_, i) => !(mask & (1 << i)));
    // Holding the same values in other positions is the same choice.
    const key = [...reroll].sort((a, b) => a - b).join('');
    if (seen.has(key)) continue;
    seen.add(key);
    const choice = { reroll: [...reroll].sort((a, b) => a - b), ...chances(kept, reroll.length, target) };
    if (!best || better(choice, best)) best = choice;
  }
  return best!;
}

function better(a: RerollChoice, b: RerollChoice): boolean {
  const EPS = 1e-12;
  if (Math.abs(a.win - b.win) > EPS) return a.win > b.win;
  if (Math.abs(a.tie - b.tie) > EPS) return a.tie > b.tie;
  return a.reroll.length < b.reroll.length;
}

/** Win and tie chances of holding `kept` and rolling `count` fresh dice. */
function chances(kept: readonly number[], count: number, target: HandValue | null): { win: number; tie: number } {
  const total = 6 ** count;
  let win = 0;
  let tie = 0;
  const hand = [...kept, ...new Array<number>(count).fill(1)];
  for (let outcome = 0; outcome < total; outcome++) {
    let rest = outcome;
    for (let i = 0; i < count; i++) {
      hand[kept.length + i] = (rest % 6) + 1;
      rest = Math.floor(rest / 6);
    }
    const cmp = target ? compareHands(handValue(hand), target) : 1;
    if (cmp > 0) win++;
    else if (cmp === 0) tie++;
  }
  return { win: win / total, tie: tie / total };
}
