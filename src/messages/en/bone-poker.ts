// English replies for Bone Poker (poker dice): hands as poker-dice players name them, round 2 rerolls, the showdown.
import type { HandRank } from '../../games/bone-poker/index.ts';
import { bold, lines, type Rich } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import type * as ru from '../ru/bone-poker.ts';
import { bonePokerMessagesIn } from '../shared/bone-poker.ts';
import { rollPhrase } from './move-hints.ts';

export const HAND_NAMES: typeof ru.HAND_NAMES = {
  nothing: 'nothing',
  pair: 'pair',
  two_pairs: 'two pair',
  three: 'three of a kind',
  straight: 'straight',
  full_house: 'full house',
  four: 'four of a kind',
  poker: 'five of a kind',
} satisfies Record<HandRank, string>;

function rules(): Rich {
  return lines(
    [bold('🎲 Bone Poker'), ' — 2 or more players, 5 dice, 2 rounds.'],
    [bold('Round 1:'), ` everyone in turn rolls five dice: “${rollPhrase(5)}”.`],
    [
      bold('Round 2:'),
      ` “pass” keeps your hand; or name dice by their values, “reroll 4 5 1”, and roll that many: “${rollPhrase(3)}”. You may reroll all five.`,
    ],
    ['Hands from low to high: nothing < pair < two pair < three of a kind < straight (1–5 or 2–6) < full house < four of a kind < five of a kind.'],
    ['Equal hands — the higher total of the five dice wins; equal totals as well — a tie, the win is shared.'],
  );
}

export const bonePokerMessages: typeof ru.bonePokerMessages = {
  ...bonePokerMessagesIn({
    title: 'Bone Poker',
    rules,
    hands: HAND_NAMES,
    sum: (sum) => `, total ${sum}`,
    passed: (player, hand) => ['✋ ', player, ' passes: ', ...hand],
    rerolled: (player, kept, dice) => ['🎲 ', player, `: ${kept ? `kept ${kept}, rolled ` : 'all five again: '}${dice}`],
    declared: (player, values) => ['🔁 ', player, ` rerolls ${values}.`],
    roundTwo: ['Round 1 is over. ', bold('Round 2:'), ' reroll any dice by naming them, or “pass”.'],
    showdown: 'Results:',
    gameOver: gameOverWords,
    status: {
      over: ['Game over.'],
      roundOne: ['Round ', bold('1 of 2'), ': everyone rolls five dice'],
      roundTwo: ['Round ', bold('2 of 2'), ': reroll the dice you name, or “pass”'],
      notRolled: ': yet to roll',
      declared: (values) => `Named to reroll: ${values}`,
    },
    buttons: {
      rollAll: { label: '🎲 Roll 5 dice', text: rollPhrase(5) },
      rollNamed: (n) => ({ label: `🎲 Roll ${n}`, text: rollPhrase(n) }),
      pass: { label: 'Pass', text: 'pass' },
    },
  }),
  names: ['bone poker', 'bonepoker'],
  // the five-dice roll is the plain phrase here: «покер» after a roll verb is a Russian form the parser knows
  rollPhrases: {},
};
