// 1000's chances: exact in a two-player plain race (the solved duel, thousand-duel.ts), else playouts with the solved
// policy for the game's settings, stepped by 1000's lean step. The main thread sends the worker the policy and the
// duel it already has; what it lacks the worker solves once per settings and keeps.
import { readSettings, type ThousandSettings } from '../../games/thousand/settings.ts';
import type { ThousandState } from '../../games/thousand/state.ts';
import { buildModel } from '../thousand/model.ts';
import { packSolution, unpackSolution, type PackedSolution } from '../thousand/packed-solution.ts';
import { ThousandPolicy } from '../thousand/policy.ts';
import { peekThousandPolicy, thousandSettingsHash } from '../thousand/policy-service.ts';
import { solveSolo } from '../thousand/solve.ts';
import { duelKey, peekThousandDuel } from './duel-service.ts';
import type { ChancePart, WorkerSide } from './part.ts';
import { isPlainRace, solveThousandDuel, ThousandDuel } from './thousand-duel.ts';
import { thousandPlayoutCopy, thousandStepInPlace } from './thousand-step.ts';

type Payload = { kind: 'policy'; packed: PackedSolution } | { kind: 'duel'; settings: ThousandSettings; win: Float64Array };

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
    // the computer player's solved race, if it has one: the worker needn't solve it again
    const duel = `duel:${duelKey(settings)}`;
    const solved = isPlainRace(settings) && !sent(duel) ? peekThousandDuel(settings) : null;
    if (solved) out.push({ key: duel, payload: { kind: 'duel', settings: solved.model.settings, win: solved.win } satisfies Payload });
    return out;
  },
  workerSide: thousandWorkerSide,
  async standalonePolicies(settings) {
    return { thousandPolicy: new ThousandPolicy(solveSolo(readSettings(settings))) };
  },
};

function thousandWorkerSide(): WorkerSide<ThousandState> {
  const policies = new Map<string, ThousandPolicy>();
  const duels = new Map<string, ThousandDuel>();
  const policyFor = (state: ThousandState): ThousandPolicy => {
    const key = thousandSettingsHash(state.settings);
    let policy = policies.get(key);
    if (!policy) {
      policy = new ThousandPolicy(solveSolo(readSettings(state.settings)));
      policies.set(key, policy);
    }
    return policy;
  };
  /** the exact two-player race: solved here once per scoring (tens of seconds of this thread, once), then kept */
  const duelFor = (state: ThousandState): ThousandDuel | null => {
    if (state.players.length !== 2 || !isPlainRace(state.settings)) return null;
    const key = duelKey(state.settings);
    let duel = duels.get(key);
    if (!duel) {
      duel = solveThousandDuel(state.settings);
      duels.set(key, duel);
    }
    return duel;
  };
  return {
    receive(payload) {
      const message = payload as Payload;
      if (message.kind === 'duel') {
        duels.set(duelKey(message.settings), new ThousandDuel(buildModel(message.settings), message.win, 0));
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
