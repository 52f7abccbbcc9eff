// Dice Poker as one module: fifteen boxes, up to three rolls a turn; the exact table's hint and post-game review, the
// score sheet as its picture, and the upper bonus noted in its record for the statistics.
import type { CardRow } from '../core/image.ts';
import { dicePokerEngine, totalOf, upperBonus, type DicePokerEvent, type DicePokerState } from '../games/dice-poker/index.ts';
import { dicePokerBestReroll, dicePokerHint } from '../advice/dice-poker-hint.ts';
import { dicePokerReview } from '../advice/dice-poker-review.ts';
import { dicePokerBot } from '../strategy/bots/dice-poker.ts';
import { inEveryLanguage } from '../messages/index.ts';
import { dicePokerChancePart } from '../strategy/chances/game-parts.ts';
import { dicePokerQuestion } from '../advice/dice-poker-question.ts';
import type { GameModule } from './module.ts';
import { dicePokerPictureAdvice } from '../advice/picture-advice.ts';

export const dicePokerModule: GameModule<DicePokerState, DicePokerEvent> = {
  id: dicePokerEngine.id,
  engine: dicePokerEngine,
  words: inEveryLanguage((text) => text.dicePoker.dicePokerMessages),
  bot: dicePokerBot,
  hint: dicePokerHint,
  bestReroll: dicePokerBestReroll,
  question: dicePokerQuestion,
  review: dicePokerReview,
  card: {
    winners: (s) => s.winners,
    rows: (s) => [
      ...s.players.map((id): CardRow => ({ id, score: totalOf(s, id) })),
      ...Object.keys(s.left ?? {}).map((id): CardRow => ({ id, score: null, out: true, left: true })),
    ],
  },
  // the sheet says more than a card, running and at the end (the winner starred)
  picture: (state, names, _moment, language) => ({ kind: 'dice_poker_sheet', state, names, language }),
  pictureAdvice: dicePokerPictureAdvice,
  record: {
    // who earned the upper-section bonus: the statistics' bonus rate
    notes: (s) => ({ bonus: Object.fromEntries(Object.entries(s.sheets).map(([player, sheet]) => [player, upperBonus(sheet) > 0])) }),
    headToHead: false,
    scores: true,
    bonus: true,
    turnsToWin: false,
  },
  chances: dicePokerChancePart,
};
