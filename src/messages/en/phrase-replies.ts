// English answers to move phrases that cannot be played as written: a reroll that names no real dice, and a message
// that names two moves at once. Both say what to type instead; nothing changes. The layout is shared/phrase-replies.ts.
import { phraseRepliesIn } from '../shared/phrase-replies.ts';
import { writePhrase } from './dice-poker.ts';
import { rollPhrase } from './move-hints.ts';
import { gameTitle, ownRolls } from './games.ts';
import { count, DICE } from './plural.ts';

const REROLL_EXAMPLE = '“reroll 2 5”';

export const { badReroll, askWhichMove, whichMoveButtons, leaving, understood, askCorrected, notStarted, forOther } = phraseRepliesIn({
  title: gameTitle,
  rollPhrase,
  ownRolls,
  writePhrase,
  badReroll: {
    value: (value) => `A die has no ${value}: only 1 to 6. Name your own dice, for example ${REROLL_EXAMPLE}.`,
    none: `Name the dice you reroll by their values: ${REROLL_EXAMPLE}.`,
  },
  move: {
    rollAll: 'roll all dice',
    valueSeparator: ' ',
    reroll: (values) => `Reroll ${values}`,
    keep: (values) => `Keep ${values}`,
    rerollAll: 'Reroll all',
    pass: 'Pass',
    bank: 'Stop',
    scoreRaw: (raw) => `Score ${raw}`,
  },
  quote: (phrase) => `“${phrase}”`,
  or: ' or ',
  askWhich: (choices) => `Your message has more than one move: ${choices}? Send just one — nothing changes until then.`,
  askCorrected: 'Your message makes a move and takes it back — which move do you mean? Send just one; nothing changes until then.',
  alreadyOut: ' is already out of the game — there is nothing to leave or remove.',
  outOfThisGame: ", you're out of this game. Wait for it to end — the next one can start with /newgame.",
  understood: {
    rerolling: (dice) => `rerolling ${count(dice, DICE)}`,
    keeping: (kept, roll) => `Got it: keeping ${kept}, ${roll}.`,
    only: (roll) => `Got it: ${roll}.`,
  },
  notStarted: (title) => `The game has not started yet: moves come after /startgame. The lobby is open for ${title}.`,
  forOther: 'Nobody can move for another player: each player makes their own moves. If a player is away, an admin can skip their turn with /skip.',
});
