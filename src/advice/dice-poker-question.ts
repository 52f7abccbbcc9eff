// A question about a Dice Poker reroll (issue 43): «а если перебросить 6, какие шансы на стрит?», "should I keep the
// fives?". Answered with the exact chance that the box aimed at fits after that one reroll (every outcome of the dice
// rolled counted, at most 6^5), and with what the choice is worth against the best one from the exact table, which
// the hint uses; while the table is built the answer says so instead of computing anything on the chat's path.
import { fits, isUpperBox, ROLLS_PER_TURN, type DicePokerBox, type DicePokerState } from '../games/dice-poker/index.ts';
import type { RunningGame } from '../sessions/session.ts';
import { rankDicePokerMoves } from '../strategy/dice-poker/advice.ts';
import { getTable } from '../strategy/dice-poker/table-service.ts';
import { chanceToMake } from '../strategy/dice-poker/box-chance.ts';
import type { CommandContext, CommandOutcome } from '../commands/command.ts';
import type { MoveCues } from '../reading/cues/find-cues.ts';
import { dicePokerHint } from './dice-poker-hint.ts';
import { rerolledBy } from './named-dice.ts';
import type { MoveAnswer } from '../messages/shared/move-question.ts';

export function dicePokerQuestion(game: RunningGame, state: DicePokerState, cues: MoveCues, ctx: CommandContext): CommandOutcome | null {
  const player = ctx.user.id;
  const { rolls, dice } = state.turn;
  if (state.over || state.current !== player) return null;
  // «какие шансы на покер за три броска?», "odds of a full house?" before the first roll: the chance to make that box
  // within the turn, playing for it alone (strategy/dice-poker/box-chance.ts)
  if (rolls < 1) return startQuestion(cues, ctx);
  const reroll = rolls <= 2 ? (rerolledBy(cues, dice) ?? bestCountFor(cues, dice)) : null;
  // «куда лучше записать: в тройку или в шанс?», "where should I put this?": advice on the box (or on the move, when
  // the question names no dice to reroll) is the hint — the best moves valued by the exact table (issue 53)
  // ("which box would you recommend?", «что посоветуешь?» with no dice named: the same — only odds or advice reach here)
  if ((reroll === null || reroll.length === 0) && (asksAboutBoxes(cues) || namesNoDice(cues))) return { ...dicePokerHint(game, state, ctx), private: true };
  // a question about a reroll needs a hand and a roll still to come
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

function startQuestion(cues: MoveCues, ctx: CommandContext): CommandOutcome | null {
  const box = targetOf(cues);
  if (box === undefined) return null;
  const chance = chanceToMake(box, ROLLS_PER_TURN);
  return {
    rich: ctx.render.text.moveQuestion.moveAnswer({ reroll: [], fromStart: { box, chance } }),
    events: [{ type: 'answer', player: ctx.user.id, target: { box, chance: round(chance) } }],
    private: true,
  };
}

/**
 * «какой шанс на покер, если перебросить два кубика?», "odds of a full house if I reroll two?": a count of dice asked
 * about with the box aimed at names no dice — the answer is about the dice of that count that give the box the best
 * chance (the reply names them). Null when the question is not of that kind.
 */
function bestCountFor(cues: MoveCues, hand: readonly number[]): number[] | null {
  const box = targetOf(cues);
  if (box === undefined || cues.keep.length > 0) return null;
  const lone = cues.reroll.length === 1 && cues.reroll[0]!.count === true ? cues.reroll[0]!.value : null;
  const count = cues.reroll.length === 0 ? cues.count : lone;
  if (count === null || !(count >= 1 && count <= hand.length)) return null;
  let best: number[] | null = null;
  let bestChance = -1;
  for (const picked of subsetsOf(hand.length, count)) {
    const dice = picked.map((i) => hand[i]!);
    const chance = chanceAfter(hand, dice, box);
    if (chance > bestChance) [best, bestChance] = [dice, chance];
  }
  return best;
}

/** Every set of `size` indices below `n`, in order. */
function subsetsOf(n: number, size: number): number[][] {
  if (size === 0) return [[]];
  const out: number[][] = [];
  for (let first = 0; first <= n - size; first++) for (const rest of subsetsOf(n - first - 1, size - 1)) out.push([first, ...rest.map((i) => i + first + 1)]);
  return out;
}

/** No dice named to keep or reroll, and no verb of them: the question is about the turn as a whole. */
function namesNoDice(cues: MoveCues): boolean {
  // (a number word that is never a face, "pair", names no die)
  return cues.keep.length + cues.reroll.length + cues.loose.filter((d) => d.count !== true).length === 0 && !cues.rest && !cues.allKeep && !cues.allReroll && !cues.acts.some((a) => a.verb === 'reroll' || a.verb === 'keep' || a.verb === 'roll');
}

/** A question about where to write the hand: a write verb, or boxes named with no dice ("chance or three of a kind?"). */
function asksAboutBoxes(cues: MoveCues): boolean {
  if (cues.acts.some((a) => a.verb === 'write')) return true;
  return cues.boxes.length > 0 && cues.keep.length + cues.reroll.length === 0 && !cues.acts.some((a) => a.verb === 'reroll' || a.verb === 'keep');
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
