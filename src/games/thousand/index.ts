// 1000 ("Тысяча"): the engine and what renderers and tests need from it.
export { thousandEngine } from './engine.ts';
export { THOUSAND_SETTINGS, readSettings, openThreshold, type ThousandSettings } from './settings.ts';
export { thousandStateSchema, BARREL_TURNS, type ThousandState, type ThousandPlayer, type ThousandTurn } from './state.ts';
export type { ThousandEvent, PenaltyKind } from './events.ts';
export { scoreRoll, type Combo, type ComboKind, type RollScore } from './score-roll.ts';
export { bankRefusal } from './bank.ts';
export { pitExit, BARREL_FROM, GOAL } from './score-changes.ts';
export { appendScores, readScoreLog, type ScoreSnapshot } from './score-log.ts';
