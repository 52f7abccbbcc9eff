// Dice the players throw themselves (Telegram's 🎲), in English. The layout is shared/thrown-dice.ts.
import { thrownDiceTextIn } from '../shared/thrown-dice.ts';

const dice = (n: number) => `${n} 🎲`;

export const thrownDiceText = thrownDiceTextIn({
  throwNow: (count) => `, throw ${dice(count)} yourself: send the 🎲 emoji${count > 1 ? ` ${count} times` : ''}.`,
  more: (left) => `, ${left} more 🎲.`,
  finishFirst: (left) => `First finish the roll: ${left} more 🎲.`,
  refused: {
    forwarded: 'A forwarded 🎲 does not count: throw your own.',
    stale: 'This 🎲 was thrown while I was away: it does not count. If the roll is still yours, throw again.',
    edited: 'An edited 🎲 does not count.',
    other_emoji: (emoji) => `${emoji} is not a die of this game: only 🎲 counts.`,
    not_due: 'This 🎲 does not count: no roll is due now.',
    dice_butler: 'This 🎲 does not count: in this chat the Butler rolls the dice (/settings dice telegram changes that).',
  },
  notYours: 'This 🎲 does not count.',
  botThrows: (count) => ` throws ${dice(count)}.`,
  platformOnly: 'The “dice” setting exists only in Telegram (and the console): here the Butler rolls the dice.',
});
