// The Butler's Dice Poker table as the rest of the Butler sees it: the solved values (float32, 17 MB) with the
// rules they were solved for, and the hash that names its file.
import { createHash } from 'node:crypto';
import { makeLayout, type Layout } from './layout.ts';
import { BUTLER_RULES, type DiceRules } from './rules.ts';

/** Bump when the solver's output for the same rules changes (layout, pruning, joker logic): old files are rebuilt. */
export const SOLVER_VERSION = 1;

export interface DicePokerTable {
  layout: Layout;
  /** expected points still to come, by `index(layout, mask, upper, pokerFull)` */
  values: Float32Array;
  expected: number;
  states: number;
  /** hash of the rules' scoring tables and SOLVER_VERSION */
  hash: string;
}

/** Names the table: every number the rules score and every parameter, plus the solver version. */
export function rulesHash(rules: DiceRules, layout: Layout = makeLayout(rules)): string {
  const h = createHash('sha256');
  h.update(
    JSON.stringify({
      solver: SOLVER_VERSION,
      boxes: rules.boxes.map((b) => b.id),
      upperBonusFrom: rules.upperBonusFrom,
      upperBonus: rules.upperBonus,
      pokerBox: rules.pokerBox,
      pokerBonus: rules.pokerBonus,
      joker: rules.joker,
      jokerNeedsFullPokerBox: rules.jokerNeedsFullPokerBox,
    }),
  );
  h.update(new Uint8Array(layout.score.buffer));
  h.update(new Uint8Array(layout.jokerScore.buffer));
  return h.digest('hex').slice(0, 16);
}

export const BUTLER_TABLE_HASH = rulesHash(BUTLER_RULES);
