// English answers to move phrases that cannot be played as written: a reroll that names no real dice, and a message
// that names two moves at once. Both say what to type instead; nothing changes.
import type { MoveIntent } from '../../core/move-intent.ts';
import type { GameId } from '../../games/types.ts';
import { mention } from '../rich.ts';
import type * as ru from '../ru/phrase-replies.ts';
import { writePhrase } from './dice-poker.ts';
import { rollPhrase } from './move-hints.ts';
import { gameTitle, ownRolls } from './games.ts';
import { faces } from '../dice-faces.ts';
import { count, DICE } from './plural.ts';

const REROLL_EXAMPLE = '“reroll 2 5”';

/** "reroll 7" (a value outside 1..6) or "reroll three dice" (no list of values). */
export const badReroll: typeof ru.badReroll = (value) => {
  if (value !== undefined) {
    return [`A die has no ${value}: only 1 to 6. Name your own dice, for example ${REROLL_EXAMPLE}.`];
  }
  return [`Name the dice you reroll by their values: ${REROLL_EXAMPLE}.`];
};

/** "score threes, no, fours", "pass, stop": which one? */
export const askWhichMove: typeof ru.askWhichMove = (options, game) => {
  const phrases = [...new Set(options.map((o) => `“${movePhrase(o, game)}”`))];
  return [`Your message has more than one move: ${phrases.join(' or ')}? Send just one — nothing changes until then.`];
};

/** A button per move asked about, its text the move as typed (see ru). */
export const whichMoveButtons: typeof ru.whichMoveButtons = (options, game) => {
  const texts = [...new Set(options.map((o) => movePhrase(o, game)))];
  return texts.map((text) => ({ label: text, text }));
};

function movePhrase(move: MoveIntent, game: GameId): string {
  switch (move.kind) {
    case 'roll': {
      const roll = move.count === 'all' ? 'roll all dice' : rollPhrase(move.count, ownRolls(game));
      if (move.reroll !== undefined) return `Reroll ${move.reroll.join(' ')}, ${roll}`;
      if (move.keep !== undefined) return `Keep ${move.keep.join(' ')}, ${roll}`;
      return roll.charAt(0).toUpperCase() + roll.slice(1);
    }
    case 'reroll':
      return `Reroll ${move.values.join(' ')}`;
    case 'keep':
      return move.values.length === 0 ? 'Reroll all' : `Keep ${move.values.join(' ')}`;
    case 'pass':
      return 'Pass';
    case 'bank':
      return 'Stop';
    case 'score':
      return move.box === null ? `Score ${move.raw}` : writePhrase(move.box);
  }
}

/** Leaving and removal of a player who is no longer in the game: refused, nothing changes. */
export const leaving: typeof ru.leaving = {
  alreadyOut: (player) => [mention(player), ' is already out of the game — there is nothing to leave or remove.'],
  outOfThisGame: (player) => [
    mention(player),
    ", you're out of this game. Wait for it to end — the next one can start with /newgame.",
  ],
};

/** What a move read from the player's own words was taken to be, before its result. */
export const understood: typeof ru.understood = (kept, rolled) => {
  const roll = `rerolling ${count(rolled, DICE)}`;
  return [kept.length > 0 ? `Got it: keeping ${faces(kept)}, ${roll}.` : `Got it: ${roll}.`];
};

/** A message that corrects itself: asked about, never played as its first half. */
export const askCorrected: typeof ru.askCorrected = () => [
  'Your message makes a move and takes it back — which move do you mean? Send just one; nothing changes until then.',
];

/** A move typed while the lobby is still open. */
export const notStarted: typeof ru.notStarted = (game) => [
  `The game has not started yet: moves come after /startgame. The lobby is open for ${gameTitle(game)}.`,
];
