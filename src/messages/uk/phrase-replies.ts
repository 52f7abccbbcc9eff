// Ukrainian answers to move phrases that cannot be played as written: a reroll that names no real dice, and a
// message that names two moves at once. Both say what to type instead; nothing changes.
import type { MoveIntent } from '../../core/move-intent.ts';
import type { GameId } from '../../games/types.ts';
import { mention } from '../rich.ts';
import type * as ru from '../ru/phrase-replies.ts';
import { writePhrase } from './dice-poker.ts';
import { rollPhrase } from './move-hints.ts';
import { gameTitle, ownRolls } from './games.ts';
import { faces } from '../dice-faces.ts';
import { count, DICE } from './plural.ts';

const REROLL_EXAMPLE = '«Перекидаю 2 і 5»';

/** «перекидаю 7» (a value outside 1..6) or «перекидаю три кубики» (no list of values). */
export const badReroll: typeof ru.badReroll = (value) => {
  if (value !== undefined) {
    return [`На кубику немає значення ${value}: бувають лише від 1 до 6. Назвіть свої кубики, наприклад ${REROLL_EXAMPLE}.`];
  }
  return [`Назвіть кубики, які перекидаєте, їхніми значеннями через кому або «і»: ${REROLL_EXAMPLE}.`];
};

/** «в трійки, ні, в четвірки», «пас, досить»: which one? */
export const askWhichMove: typeof ru.askWhichMove = (options, game) => {
  const phrases = [...new Set(options.map((o) => `«${movePhrase(o, game)}»`))];
  return [`У повідомленні кілька ходів: ${phrases.join(' чи ')}? Напишіть один — поки що нічого не змінюю.`];
};

/** A button per move asked about, its text the move as typed (see ru). */
export const whichMoveButtons: typeof ru.whichMoveButtons = (options, game) => {
  const texts = [...new Set(options.map((o) => movePhrase(o, game)))];
  return texts.map((text) => ({ label: text, text }));
};

function movePhrase(move: MoveIntent, game: GameId): string {
  switch (move.kind) {
    case 'roll': {
      const roll = move.count === 'all' ? 'кидаю всі кубики' : rollPhrase(move.count, ownRolls(game));
      if (move.reroll !== undefined) return `Перекидаю ${move.reroll.join(', ')}, ${roll}`;
      if (move.keep !== undefined) return `Залишаю ${move.keep.join(', ')}, ${roll}`;
      return roll.charAt(0).toUpperCase() + roll.slice(1);
    }
    case 'reroll':
      return `Перекидаю ${move.values.join(', ')}`;
    case 'keep':
      return move.values.length === 0 ? 'Перекидаю всі' : `Залишаю ${move.values.join(', ')}`;
    case 'pass':
      return 'Пас';
    case 'bank':
      return 'Досить';
    case 'score':
      return move.box === null ? `Записую в ${move.raw}` : writePhrase(move.box);
  }
}

/** Leaving and removal of a player who is no longer in the game: refused, nothing changes. */
export const leaving: typeof ru.leaving = {
  alreadyOut: (player) => [mention(player), ' уже не в грі — виходити чи виключати нікого.'],
  outOfThisGame: (player) => [
    mention(player),
    ', ви вибули з цієї гри. Дочекайтеся її кінця — наступну можна почати командою /newgame.',
  ],
};

/** What a move read from the player's own words was taken to be, before its result. */
export const understood: typeof ru.understood = (kept, rolled) => {
  const roll = `перекидаю ${count(rolled, DICE)}`;
  return [kept.length > 0 ? `Прийнято: залишаю ${faces(kept)}, ${roll}.` : `Прийнято: ${roll}.`];
};

/** A message that corrects itself: asked about, never played as its first half. */
export const askCorrected: typeof ru.askCorrected = () => [
  'У повідомленні хід і його скасування — який хід зробити? Напишіть один, поки нічого не змінюю.',
];

/** A move typed while the lobby is still open. */
export const notStarted: typeof ru.notStarted = (game) => [
  `Гра ще не почалася: ходи будуть після /startgame. Зараз іде набір: ${gameTitle(game)}.`,
];
