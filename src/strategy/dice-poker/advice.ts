// Every move open to the player on turn, valued by the table: the expected final total of their sheet if they make
// it and play optimally afterwards. Hints show the best three, the review measures each decision's loss, and the
// computer players take the first (policy.ts).
import { pointsFor, type DicePokerBox, type DicePokerState } from '../../games/dice-poker/index.ts';
import { SPACE } from './dice-space.ts';
import { index } from './layout.ts';
import type { DicePokerTable } from './table.ts';
import { TurnEvaluator } from './turn.ts';
import { entryOf } from '../../games/with-entry.ts';

export type DicePokerMove =
  /** the turn's first roll (nothing to choose yet) */
  | { kind: 'roll' }
  /** keep `keep`, reroll `reroll` (values) */
  | { kind: 'reroll'; keep: number[]; reroll: number[] }
  /** write the dice into `box` for `points` (a joker's poker bonus not included) */
  | { kind: 'score'; box: DicePokerBox; points: number };

export interface MoveOption {
  move: DicePokerMove;
  /** expected final total of the player's sheet (bonuses included) */
  expected: number;
}

/** A position of one sheet between rolls, as the table indexes it. */
export interface SheetPosition {
  mask: number;
  upper: number;
  pokerFull: number;
  /** points already on the sheet, poker bonuses included, the upper bonus not (the table counts it) */
  banked: number;
}

export function sheetPosition(table: DicePokerTable, state: DicePokerState, player: string): SheetPosition {
  const sheet = entryOf(state.sheets, player);
  if (!sheet) throw new RangeError(`${player} has no sheet`);
  const { layout } = table;
  let mask = 0;
  let upper = 0;
  let banked = entryOf(state.pokerBonus, player) ?? 0;
  layout.rules.boxes.forEach((box, b) => {
    const value = sheet[box.id as DicePokerBox];
    if (value === null || value === undefined) return;
    mask |= 1 << b;
    banked += value;
    if (layout.upperFace[b]) upper += value;
  });
  const pokerFull = sheet.poker === 50 ? 1 : 0;
  return { mask, upper: Math.min(layout.cap, upper), pokerFull, banked };
}

const evaluators = new WeakMap<DicePokerTable, TurnEvaluator>();
function evaluatorFor(table: DicePokerTable): TurnEvaluator {
  let ev = evaluators.get(table);
  if (!ev) {
    ev = new TurnEvaluator(table.layout);
    evaluators.set(table, ev);
  }
  return ev;
}

/** The distinct keeps (sub-multisets) of a hand other than the whole hand, smallest reroll first. */
function keepsOf(dice: readonly number[]): { keep: number[]; reroll: number[]; k: number }[] {
  const seen = new Set<number>();
  const out: { keep: number[]; reroll: number[]; k: number }[] = [];
  for (let subset = 31; subset >= 0; subset--) {
    const keep = dice.filter((_, i) => subset & (1 << i));
    if (keep.length === dice.length) continue;
    const k = SPACE.indexOfDice(keep);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({ keep, reroll: dice.filter((_, i) => !(subset & (1 << i))), k });
  }
  return out;
}

/** Every move the player on turn may make now, best first (ties keep a stable order). */
export function rankDicePokerMoves(table: DicePokerTable, state: DicePokerState, player: string): MoveOption[] {
  if (state.over || state.current !== player) return [];
  const pos = sheetPosition(table, state, player);
  const { layout, values } = table;
  const { rolls, dice } = state.turn;
  if (rolls === 0) return [{ move: { kind: 'roll' }, expected: pos.banked + values[index(layout, pos.mask, pos.upper, pos.pokerFull)]! }];

  const ev = evaluatorFor(table);
  const options: MoveOption[] = [];
  if (rolls < 3) {
    ev.turnValue(values, pos.mask, pos.upper, pos.pokerFull); // fills the keep values (and prepares the writes)
    const keepValues = rolls === 1 ? ev.keep2 : ev.keep3;
    for (const { keep, reroll, k } of keepsOf(dice)) {
      options.push({ move: { kind: 'reroll', keep, reroll }, expected: pos.banked + keepValues[k]! });
    }
  } else {
    ev.prepare(values, pos.mask, pos.upper, pos.pokerFull);
  }
  const h = SPACE.indexOfDice(dice);
  const sheet = entryOf(state.sheets, player)!;
  layout.rules.boxes.forEach((box, b) => {
    if (pos.mask & (1 << b)) return;
    const value = ev.writeValue(pos.mask, pos.pokerFull, h, b);
    if (value === -Infinity) return;
    const id = box.id as DicePokerBox;
    options.push({ move: { kind: 'score', box: id, points: pointsFor(sheet, dice, id) }, expected: pos.banked + value });
  });
  return options.sort((a, b) => b.expected - a.expected);
}
