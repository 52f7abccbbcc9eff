// Dice Poker's chances: exact with up to two movers of the last round, else playouts with the solver's table, which
// the main thread sends to the worker once (a 17 MB copy) when it has it.
import type { DicePokerState } from '../../games/dice-poker/index.ts';
import { makeLayout } from '../dice-poker/layout.ts';
import { BUTLER_RULES } from '../dice-poker/rules.ts';
import type { DicePokerTable } from '../dice-poker/table.ts';
import { peekTable } from '../dice-poker/table-service.ts';
import { dicePokerLastRoundChances } from './dice-poker-last-round.ts';
import type { ChancePart } from './part.ts';

/** Movers the worker solves exactly: heavier per mover than Bone Poker's (two rerolls a turn). */
const WORKER_MOVERS = 2;
const TABLE = 'table';

type TablePayload = Omit<DicePokerTable, 'layout'>;

export const dicePokerChancePart: ChancePart<DicePokerState> = {
  exact: (state) => dicePokerLastRoundChances(state, WORKER_MOVERS),
  playouts: 400,
  needs: 'dicePokerTable',
  shipments(_state, sent) {
    const table = sent(TABLE) ? null : peekTable();
    if (!table) return [];
    return [{ key: TABLE, payload: { hash: table.hash, expected: table.expected, states: table.states, values: table.values } satisfies TablePayload }];
  },
  // a position without a table yet is not kept: the next ask tries again once the table is in
  retryUntil: TABLE,
  workerSide() {
    let table: DicePokerTable | null = null;
    return {
      receive(payload) {
        table = { layout: makeLayout(BUTLER_RULES), ...(payload as TablePayload) };
      },
      policies: () => ({ dicePokerTable: table }),
    };
  },
  async standalonePolicies() {
    const { whenReady } = await import('../dice-poker/table-service.ts');
    return { dicePokerTable: await whenReady() };
  },
};
