// Answers to move phrases that cannot be played as written: a reroll that names no real dice, and a message that
// names two moves at once. Both say what to type instead; nothing changes.
import type { GameId } from '../../games/types.ts';
import type { MoveIntent } from '../../core/move-intent.ts';
import { mention, type Button, type PlayerRef, type Rich } from '../rich.ts';
import { writePhrase } from './dice-poker.ts';
import { rollPhrase } from './move-hints.ts';
import { gameTitle, ownRolls } from './games.ts';
import { faces } from '../dice-faces.ts';
import { count, DICE } from './plural.ts';

const REROLL_EXAMPLE = '«Перебрасываю 2 и 5»';

/** "перебрасываю 7" (a value outside 1..6) or "перебрасываю 4-5-1" / "перебрасываю три кости" (no list of values). */
export function badReroll(value: number | undefined): Rich {
  if (value !== undefined) {
    return [`На кости нет значения ${value}: бывают только от 1 до 6. Назовите свои кости, например ${REROLL_EXAMPLE}.`];
  }
  return [`Назовите кости, которые перебрасываете, их значениями через запятую или «и»: ${REROLL_EXAMPLE}.`];
}

/** "в тройки, нет, в четверки", "пас, хватит": which one? */
export function askWhichMove(options: readonly MoveIntent[], game: GameId): Rich {
  const phrases = [...new Set(options.map((o) => `«${movePhrase(o, game)}»`))];
  return [`В сообщении несколько ходов: ${phrases.join(' или ')}? Напишите один — пока ничего не меняю.`];
}

/**
 * A button per move asked about: its text is the move as a player would type it, read back as exactly that move, so
 * a tap makes it (guarded by the state version as every button is).
 */
export function whichMoveButtons(options: readonly MoveIntent[], game: GameId): Button[] {
  const texts = [...new Set(options.map((o) => movePhrase(o, game)))];
  return texts.map((text) => ({ label: text, text }));
}

function movePhrase(move: MoveIntent, game: GameId): string {
  switch (move.kind) {
    case 'roll': {
      const roll = move.count === 'all' ? 'бросаю все кости' : rollPhrase(move.count, ownRolls(game));
      if (move.reroll !== undefined) return `Перебрасываю ${move.reroll.join(', ')}, ${roll}`;
      if (move.keep !== undefined) return `Оставляю ${move.keep.join(', ')}, ${roll}`;
      return roll.charAt(0).toUpperCase() + roll.slice(1);
    }
    case 'reroll':
      return `Перебрасываю ${move.values.join(', ')}`;
    case 'keep':
      return move.values.length === 0 ? 'Перебрасываю все' : `Оставляю ${move.values.join(', ')}`;
    case 'pass':
      return 'Пас';
    case 'bank':
      return 'Хватит';
    case 'score':
      return move.box === null ? `Записываю в ${move.raw}` : writePhrase(move.box);
  }
}

/** Leaving and removal of a player who is no longer in the game (RULES §6): refused, nothing changes. */
export const leaving = {
  alreadyOut: (player: PlayerRef): Rich => [mention(player), ' уже не в игре — выходить или исключать некого.'],
  /** an eliminated Craps player (or one who left) writes a move: they are out of this game, not to /join */
  outOfThisGame: (player: PlayerRef): Rich => [
    mention(player),
    ', вы выбыли из этой игры. Дождитесь её конца — следующую можно начать командой /newgame.',
  ],
};

/** What a move read from the player's own words was taken to be, before its result: «Принято: оставляю ⚄5 ⚄5 ⚄5, …». */
export function understood(kept: readonly number[], rolled: number): Rich {
  const roll = `перебрасываю ${count(rolled, DICE)}`;
  return [kept.length > 0 ? `Принято: оставляю ${faces(kept)}, ${roll}.` : `Принято: ${roll}.`];
}

/** A message that corrects itself («бросаю, хотя нет, хватит»): asked about, never played as its first half. */
export function askCorrected(): Rich {
  return ['В сообщении ход и его отмена — какой ход сделать? Напишите один, пока ничего не меняю.'];
}

/** A move typed while the lobby is still open: the game has not started yet. */
export function notStarted(game: GameId): Rich {
  return [`Игра ещё не началась: ходы пойдут после /startgame. Сейчас идёт набор: ${gameTitle(game)}.`];
}
