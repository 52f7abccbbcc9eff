// 1000's chances: exact in a two-player game once its duel is solved (thousand/duel-solve.ts, every settings
// combination but `barrel: open`), else playouts with the solved policy for the game's settings, stepped by 1000's
// lean step. The main thread sends the worker the policy and the duel it already has; the worker solves the solo
// policy itself when it lacks it (seconds), never the duel (the main thread's duel service does that, once).
import { readSettings, type ThousandSettings } from '../../games/thousand/settings.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import { buildDuelModel } from '../thousand/duel-model.ts';
import { duelSolvable, ThousandDuelTable } from '../thousand/duel-table.ts';
import type { Variant } from '../thousand/model.ts';
import { packSolution, unpackSolution, type PackedSolution } from '../thousand/packed-solution.ts';
import { ThousandPolicy } from '../thousand/policy.ts';
import { peekThousandPolicy, thousandSettingsHash } from '../thousand/policy-service.ts';
import { solveSolo } from '../thousand/solve.ts';
import { duelKey, solveDuelAhead } from './duel-service.ts';
import type { ChancePart, WorkerSide } from './part.ts';
import { thousandPlayoutCopy, thousandStepInPlace } from './thousand-step.ts';

type Payload = { kind: 'policy'; packed: PackedSolution } | { kind: 'duel'; settings: ThousandSettings; table: Float32Array; variant: Variant };

export const thousandChancePart: ChancePart<ThousandState> = {
  exact: (state, policies) => policies.thousandDuel?.chances(state) ?? null,
  playouts: 400,
  needs: 'thousandPolicy',
  stepper: {
    copy: thousandPlayoutCopy,
    step: (state, action, dice) => (thousandStepInPlace(state, action, dice) ? state : null),
  },
  shipments(state, sent) {
    const settings = state.settings;
    const out = [];
    const key = thousandSettingsHash(settings);
    const policy = sent(key) ? null : peekThousandPolicy(settings);
    if (policy) out.push({ key, payload: { kind: 'policy', packed: packSolution(policy.solution) } satisfies Payload });
    // the solved duel, once the main thread has it (a duel's chances ask for it: solved ahead in the running Butler)
    const duel = `duel:${duelKey(settings)}`;
    const solved = state.players.length === 2 && duelSolvable(settings) && !sent(duel) ? solveDuelAhead(settings) : null;
    if (solved) out.push({ key: duel, payload: { kind: 'duel', settings: solved.settings, table: Float32Array.from(solved.win), variant: { goal: solved.model.solo.index.goal, hand: solved.model.solo.hand } } satisfies Payload });
    return out;
  },
  workerSide: thousandWorkerSide,
  async standalonePolicies(settings) {
    return { thousandPolicy: new ThousandPolicy(solveSolo(readSettings(settings))) };
  },
};

function thousandWorkerSide(): WorkerSide<ThousandState> {
  const policies = new Map<string, ThousandPolicy>();
  const duels = new Map<string, ThousandDuelTable>();
  const policyFor = (state: ThousandState): ThousandPolicy => {
    const key = thousandSettingsHash(state.settings);
    let policy = policies.get(key);
    if (!policy) {
      policy = new ThousandPolicy(solveSolo(readSettings(state.settings)));
      policies.set(key, policy);
    }
    return policy;
  };
  /** the exact duel, as the main thread sent it (null until then: the chances are estimates meanwhile) */
  const duelFor = (state: ThousandState): ThousandDuelTable | null =>
    state.players.length === 2 ? (duels.get(duelKey(state.settings)) ?? null) : null;
  return {
    receive(payload) {
      const message = payload as Payload;
      if (message.kind === 'duel') {
        duels.set(duelKey(message.settings), new ThousandDuelTable(message.settings, message.table, buildDuelModel(message.settings, message.variant)));
        return;
      }
      const policy = new ThousandPolicy(unpackSolution(message.packed));
      policies.set(thousandSettingsHash(policy.model.settings), policy);
    },
    policies(state) {
      const duel = duelFor(state);
      return { thousandDuel: duel, thousandPolicy: duel ? null : policyFor(state) };
    },
    // a curve never waits for the exact race to be solved: its playouts take the solo policy in every game
    playoutPolicies: (state) => ({ thousandPolicy: policyFor(state) }),
  };
}
