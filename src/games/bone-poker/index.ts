export { bonePokerEngine } from './engine.ts';
export { bonePokerStateSchema, currentPlayer, HAND_SIZE, type BonePokerState } from './state.ts';
export { compareHands, HAND_RANKS, handRank, handValue, type HandRank, type HandValue } from './hand-rank.ts';
export type {
  BonePokerEvent,
  HandEvent,
  PassEvent,
  RerollDeclaredEvent,
  RoundStartedEvent,
  ShowdownEvent,
} from './events.ts';
