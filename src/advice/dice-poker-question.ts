// A question about a Dice Poker reroll (issue 43): «а если перебросить 6, какие шансы на стрит?», "should I keep the
// fives?". Answered with the exact chance that the box aimed at fits after that one reroll (every outcome of the dice
// rolled counted, at most 6^5), and with what the choice is worth against the best one from the exact table, which
// the hint uses; while the table is built the answer says so instead of computing anything on the chat's path.
import { fits, isUpperBox, type DicePokerBox, type DicePokerState } from '../games/dice-poker/index.ts';
import type { RunningGame } from '../sessions/session.ts';
import { rankDicePokerMoves } from '../strategy/dice-poker/advice.ts';
import { getTable } from '../strategy/dice-poker/table-service.ts';
import type { CommandContext, CommandOutcome } from '../commands/command.ts';
import type { DiceCue, MoveCues } from '../reading/cues/find-cues.ts';
import type { MoveAnswer } from '../messages/shared/move-question.ts';

export function dicePokerQuestion(_game: RunningGame, state: DicePokerState, cues: MoveCues, ctx: CommandContext): CommandOutcome | null {
  const player = ctx.user.id;
  const { rolls, dice } = state.turn;
  // a question about a reroll needs a hand and a roll still to come
  if (state.over || state.current !== player || rolls < 1 || rolls > 2) return null;
  const reroll = rerolledBy(cues, dice);
  if (reroll === null || reroll.length === 0) return null;
  const box = targetOf(cues);
  const answer: MoveAnswer = { reroll };
  if (box !== undefined) answer.target = { box, chance: chanceAfter(dice, reroll, box) };
  const table = getTable();
  if (table === null) answer.worth = 'building';
  else {
    const options = rankDicePokerMoves(table, state, player);
    const chosen = options.find((o) => o.move.kind === 'reroll' && sameDice(o.move.reroll, reroll));
    const best = options[0];
    if (chosen && best) answer.worth = { expected: chosen.expected, best };
  }
  const worth = typeof answer.worth === 'object' ? { expected: round(answer.worth.expected), best: round(answer.worth.best.expected) } : {};
  return {
    rich: ctx.render.text.moveQuestion.moveAnswer(answer),
    events: [{ type: 'answer', player, reroll: [...reroll], ...(answer.target ? { target: { box, chance: round(answer.target.chance) } } : {}), ...worth } as never],
    private: true,
  };
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

/** The dice of the hand the question rerolls: those named, or all but those kept; null when it names dice not held. */
function rerolledBy(cues: MoveCues, hand: readonly number[]): number[] | null {
  if (cues.reroll.length > 0) return take(cues.reroll, hand);
  if (cues.keep.length > 0) {
    const kept = take(cues.keep, hand);
    if (kept === null) return null;
    const left = [...hand];
    for (const v of kept) left.splice(left.indexOf(v), 1);
    return left;
  }
  return cues.allReroll || cues.rest ? [...hand] : null;
}

/** Named dice → values of the hand: a plural face every die of it, a count that many; null when one is not held. */
function take(named: readonly DiceCue[], hand: readonly number[]): number[] | null {
  const left = [...hand];
  const out: number[] = [];
  for (const die of named) {
    const n = die.n === 'all' ? left.filter((v) => v === die.value).length : die.n;
    if (n === 0) return null;
    for (let i = 0; i < n; i++) {
      const at = left.indexOf(die.value);
      if (at === -1) return null;
      out.push(...left.splice(at, 1));
    }
  }
  return out;
}

/** The box the question aims at: one named, or "a straight" (the small one, which the large one also fits). */
function targetOf(cues: MoveCues): DicePokerBox | undefined {
  const box = cues.boxes[0] ?? (cues.straight ? 'small_straight' : undefined);
  // an upper box and chance always fit: no chance to tell
  return box === undefined || isUpperBox(box) || box === 'chance' ? undefined : box;
}

/** The exact chance that the box fits once `reroll` (dice of `hand`) is rolled again. */
export function chanceAfter(hand: readonly number[], reroll: readonly number[], box: DicePokerBox): number {
  const dice = [...hand];
  for (const v of reroll) dice.splice(dice.indexOf(v), 1);
  const kept = dice.length;
  const k = reroll.length;
  const total = 6 ** k;
  let hits = 0;
  for (let outcome = 0; outcome < total; outcome++) {
    let rest = outcome;
    dice.length = kept;
    for (let i = 0; i < k; i++) {
      dice.push((rest % 6) + 1);
      rest = Math.floor(rest / 6);
    }
    if (fits(dice, box)) hits++;
  }
  return hits / total;
}

function sameDice(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}
