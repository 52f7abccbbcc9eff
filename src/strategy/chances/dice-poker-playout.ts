// Dice Poker's score-maximising move for playouts, fast: the same choice as `bestDicePokerAction` (the first of the
// moves ranked best by advice.ts, ties in the same order), without building and sorting the list of every move.
// A turn's three decisions share one sheet position, so the turn is solved once for it (advice.ts solves it again
// for each decision) — a playout's policy is most of its time. Its own evaluator: nobody else's call in between can
// change the solved turn it keeps. Checked against bestDicePokerAction on seeded games
// (test/strategy/chances/dice-poker-playout.test.ts).
import type { DicePokerState } from '../../games/dice-poker/index.ts';
import type { Action, PlayerId } from '../../games/types.ts';
import { sheetPosition } from '../dice-poker/advice.ts';
import { SPACE } from '../dice-poker/dice-space.ts';
import { index } from '../dice-poker/layout.ts';
import type { DicePokerTable } from '../dice-poker/table.ts';
import { TurnEvaluator } from '../dice-poker/turn.ts';

export function dicePokerPlayoutPolicy(table: DicePokerTable): (state: DicePokerState, player: PlayerId) => Action {
  const { layout, values } = table;
  const ev = new TurnEvaluator(layout);
  let solved = -1; // the position whose turn the evaluator holds (keep values and writes), or -1
  let prepared = -1; // the position whose writes it holds
  const keep = new Array<number>(5);
  return (state, player) => {
    const { rolls, dice } = state.turn;
    if (rolls === 0) return { type: 'roll', player, count: 5 };
    const pos = sheetPosition(table, state, player);
    const at = index(layout, pos.mask, pos.upper, pos.pokerFull);
    let best = -Infinity;
    let choice: Action | null = null;
    if (rolls < 3) {
      if (solved !== at) {
        ev.turnValue(values, pos.mask, pos.upper, pos.pokerFull);
        solved = prepared = at;
      }
      const keepValues = rolls === 1 ? ev.keep2 : ev.keep3;
      // the keeps as advice.ts lists them: subsets from the largest mask down, the whole hand left out; a keep met
      // again has the same value and never beats the first
      for (let subset = (1 << dice.length) - 1; subset >= 0; subset--) {
        let n = 0;
        for (let i = 0; i < dice.length; i++) if (subset & (1 << i)) keep[n++] = dice[i]!;
        if (n === dice.length) continue;
        const value = pos.banked + keepValues[SPACE.indexOfDice(keep.slice(0, n))]!;
        if (value > best) {
          best = value;
          const reroll = dice.filter((_, i) => !(subset & (1 << i)));
          choice = { type: 'roll', player, count: reroll.length, reroll };
        }
      }
    } else if (prepared !== at) {
      ev.prepare(values, pos.mask, pos.upper, pos.pokerFull);
      prepared = at;
      solved = -1;
    }
    const h = SPACE.indexOfDice(dice);
    const boxes = layout.rules.boxes;
    for (let b = 0; b < boxes.length; b++) {
      if (pos.mask & (1 << b)) continue;
      const write = ev.writeValue(pos.mask, pos.pokerFull, h, b);
      if (write === -Infinity) continue;
      const value = pos.banked + write;
      if (value > best) {
        best = value;
        choice = { type: 'score', player, box: boxes[b]!.id } as Action;
      }
    }
    if (!choice) throw new RangeError(`no move for ${player}`);
    return choice;
  };
}
