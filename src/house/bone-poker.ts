// Bone Poker as one module: two rounds of five dice, hands compared at the end; round 2's hint and questions
// answered by exact chances to win (advice/bone-poker-advice.ts); no review.
import type { CardRow } from '../core/image.ts';
import { bonePokerEngine, handValue, type BonePokerEvent, type BonePokerState } from '../games/bone-poker/index.ts';
import { bonePokerBot } from '../strategy/bots/bone-poker.ts';
import { inEveryLanguage } from '../messages/index.ts';
import { bonePokerChancePart } from '../strategy/chances/game-parts.ts';
import type { GameModule } from './module.ts';
import { bonePokerHint, bonePokerQuestion } from '../advice/bone-poker-advice.ts';
import { entryOf } from '../games/with-entry.ts';
import { bonePokerWinningReroll } from '../strategy/chances/bone-poker.ts';

export const bonePokerModule: GameModule<BonePokerState, BonePokerEvent> = {
  id: bonePokerEngine.id,
  engine: bonePokerEngine,
  words: inEveryLanguage((text) => text.bonePoker.bonePokerMessages),
  bot: bonePokerBot,
  hint: bonePokerHint,
  bestReroll: (state, player) => bonePokerWinningReroll(state, player)?.reroll ?? null,
  question: bonePokerQuestion,
  card: {
    winners: (s) => s.winners ?? [],
    // the final hand is the story: its dice sorted, what it makes, its sum as the score
    rows: (s) =>
      s.players.map((id): CardRow => {
        const dice = entryOf(s.hands, id);
        if (!dice || s.left.includes(id)) return { id, score: null, out: true, left: s.left.includes(id) };
        const value = handValue(dice);
        return { id, score: value.sum, dice: [...dice].sort((a, b) => a - b), hand: value.rank };
      }),
  },
  picture: (_state, _names, moment, _language, overCard) => (moment === 'over' ? overCard() : null),
  record: { headToHead: true, scores: false, turnsToWin: false },
  chances: bonePokerChancePart,
};
