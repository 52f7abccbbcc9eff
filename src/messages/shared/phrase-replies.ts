// The answers to move phrases that cannot be played as written, for every language: which move becomes which
// phrase (the same phrase a button carries and the reader takes back), how the choices are listed, and what a move
// read from the player's own words was taken to be. Each language (messages/<lang>/phrase-replies.ts) gives the words.
import type { MoveIntent } from '../../core/move-intent.ts';
import type { DicePokerBox } from '../../games/dice-poker/index.ts';
import type { GameId } from '../../games/types.ts';
import type { RollPhrases } from '../types.ts';
import { faces } from '../dice-faces.ts';
import { mention, type Button, type PlayerRef, type Rich } from '../rich.ts';

export interface PhraseWords {
  title(game: GameId): string;
  /** the language's roll phrase for a count of dice, with a game's own wording ("бросаю кости") */
  rollPhrase(count: number, own?: RollPhrases): string;
  ownRolls(game: GameId): RollPhrases;
  /** Dice Poker's "write into <box>" phrase */
  writePhrase(box: DicePokerBox): string;
  /** a reroll that names no real die: a value outside 1..6, or no list of values at all */
  badReroll: { value(value: number): string; none: string };
  /** the moves as a player would type them */
  move: {
    rollAll: string;
    /** between the values of a reroll or a keep: ", " or " " */
    valueSeparator: string;
    reroll(values: string): string;
    keep(values: string): string;
    rerollAll: string;
    pass: string;
    bank: string;
    /** a box the reader did not know, as written */
    scoreRaw(raw: string): string;
  };
  /** a phrase in the language's quotes */
  quote(phrase: string): string;
  /** between two choices: " или " */
  or: string;
  askWhich(choices: string): string;
  askCorrected: string;
  /** after the player's mention */
  alreadyOut: string;
  outOfThisGame: string;
  understood: { rerolling(dice: number): string; keeping(kept: string, roll: string): string; only(roll: string): string };
  notStarted(title: string): string;
  /** a move asked of the Butler for another player: each player moves for themselves; an admin may /skip */
  forOther: string;
}

/** The phrase-reply functions every language exports, in the words given. */
export function phraseRepliesIn(w: PhraseWords) {
  function movePhrase(move: MoveIntent, game: GameId): string {
    const values = (v: readonly (number | string)[]) => v.join(w.move.valueSeparator);
    switch (move.kind) {
      case 'roll': {
        const roll = move.count === 'all' ? w.move.rollAll : w.rollPhrase(move.count, w.ownRolls(game));
        if (move.reroll !== undefined) return `${w.move.reroll(values(move.reroll))}, ${roll}`;
        if (move.keep !== undefined) return `${w.move.keep(values(move.keep))}, ${roll}`;
        return roll.charAt(0).toUpperCase() + roll.slice(1);
      }
      case 'reroll':
        return w.move.reroll(values(move.values));
      case 'keep':
        return move.values.length === 0 ? w.move.rerollAll : w.move.keep(values(move.values));
      case 'pass':
        return w.move.pass;
      case 'bank':
        return w.move.bank;
      case 'score':
        return move.box === null ? w.move.scoreRaw(move.raw) : w.writePhrase(move.box);
    }
  }
  const distinct = (options: readonly MoveIntent[], game: GameId) => [...new Set(options.map((o) => movePhrase(o, game)))];

  return {
    /** "перебрасываю 7" (a value outside 1..6) or "перебрасываю три кости" (no list of values). */
    badReroll: (value: number | undefined): Rich => [value !== undefined ? w.badReroll.value(value) : w.badReroll.none],
    /** "в тройки, нет, в четверки", "пас, хватит": which one? */
    askWhichMove: (options: readonly MoveIntent[], game: GameId): Rich => [
      w.askWhich(distinct(options, game).map(w.quote).join(w.or)),
    ],
    /**
     * A button per move asked about: its text is the move as a player would type it, read back as exactly that move,
     * so a tap makes it (guarded by the state version as every button is).
     */
    whichMoveButtons: (options: readonly MoveIntent[], game: GameId): Button[] =>
      distinct(options, game).map((text) => ({ label: text, text })),
    /** Leaving and removal of a player who is no longer in the game (RULES §6): refused, nothing changes. */
    leaving: {
      alreadyOut: (player: PlayerRef): Rich => [mention(player), w.alreadyOut],
      /** an eliminated Craps player (or one who left) writes a move: they are out of this game, not to /join */
      outOfThisGame: (player: PlayerRef): Rich => [mention(player), w.outOfThisGame],
    },
    /** What a move read from the player's own words was taken to be, before its result: «Принято: оставляю ⚄5 ⚄5, …». */
    understood: (kept: readonly number[], rolled: number): Rich => {
      const roll = w.understood.rerolling(rolled);
      return [kept.length > 0 ? w.understood.keeping(faces(kept), roll) : w.understood.only(roll)];
    },
    /** A message that corrects itself («бросаю, хотя нет, хватит»): asked about, never played as its first half. */
    askCorrected: (): Rich => [w.askCorrected],
    /** A move typed while the lobby is still open: the game has not started yet. */
    notStarted: (game: GameId): Rich => [w.notStarted(w.title(game))],
    /** «Дворецкий, брось за Олега»: each player moves for themselves, nothing changes (RULES.md §1). */
    forOther: (): Rich => [w.forOther],
  };
}
