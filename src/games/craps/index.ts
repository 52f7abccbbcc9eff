export { crapsEngine, CRAPS_DICE } from './engine.ts';
export { crapsStateSchema, currentPlayer, type CrapsState, type CrapsPhase } from './state.ts';
export type {
  CrapsEvent,
  CrapsRollEvent,
  CrapsRollOutcome,
  CrapsRoundEvent,
  CrapsVerdict,
} from './events.ts';
