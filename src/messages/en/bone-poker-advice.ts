// Bone Poker, round 2: the hint and the answer to a question about a choice (issue 43). Layout: shared/bone-poker-advice.ts.
import { bonePokerAdviceIn } from '../shared/bone-poker-advice.ts';

export const bonePokerAdvice = bonePokerAdviceIn({
  reroll: (dice) => `reroll ${dice}`,
  pass: 'pass',
  best: (choice, chance) => `💡 Best: ${choice}, ${chance} to win.`,
  ifChosen: (choice, chance) => `If you ${choice}: ${chance} to win`,
  isBest: '. That is the best choice.',
  bestIs: (choice, chance) => `. Best: ${choice} (${chance}).`,
  notNow: 'Round-2 hints are for the player whose turn it is.',
});
