// A game as one module (issue 25): everything particular to one game, so that nothing outside the module branches
// on the game's id or casts its state. The engine and its rules live in games/<game>/ (pure, importing only games);
// the module is assembled here, in house/, because it also wires pieces from strategy/ (advisors, the computer
// player), messages/ (the words) and the pictures, which games/ may not import. A part the type marks required is
// one the compiler asks of every module; the optional ones (hint, review) are answered generically when absent.
import type { Language } from '../core/language.ts';
import type { CardRow, ImageMoment, ImageSpec, Names, PictureAdvice } from '../core/image.ts';
import type { RecordNotes } from '../core/records.ts';
import type { Action, AnyEvent, GameEngine, PlayerId } from '../games/types.ts';
import type { GameMessages } from '../messages/types.ts';
import type { ChatRenderContext } from '../messages/types.ts';
import type { Rich } from '../messages/rich.ts';
import type { BotStrategy } from '../strategy/bots/types.ts';
import type { ChancePart } from '../strategy/chances/part.ts';
import type { CommandContext, CommandOutcome } from '../commands/command.ts';
import type { MoveCues } from '../reading/cues/find-cues.ts';
import type { PlayResult } from '../sessions/play.ts';
import type { RunningGame } from '../sessions/session.ts';

type Applied = Extract<PlayResult, { kind: 'applied' }>;

/** The game-over card's data of this game: who won and one row per player who started (join order). */
export interface CardData<S> {
  winners(state: S): PlayerId[];
  rows(state: S): CardRow[];
}

/** What a game's record keeps beyond the moves, and which of the statistics mean something for this game. */
export interface RecordPart<S> {
  /** Facts the statistics need that the moves do not show (Dice Poker: who earned the upper bonus); none: absent. */
  notes?(state: S): RecordNotes;
  /** /stats shows the opponent table (who beat whom) for this game. */
  headToHead: boolean;
  /** /stats shows the best and the average score. */
  scores: boolean;
  /** /stats shows, beside the scores, the share of games with a bonus (`notes` names who earned it); absent: none. */
  bonus?: boolean;
  /** /stats shows the average number of turns to a win (a race to a goal). */
  turnsToWin: boolean;
}

/**
 * The review a game keeps as it is played (each person's decision measured, stored with the running game so that a
 * re-delivery or a second instance never counts one twice) and reads out at game over.
 */
export interface ReviewAdvisor<S> {
  /**
   * The move's result with the game's review brought up to date (and, at game over, the summary in game_over).
   * `state` is `before.state`, read as this game's.
   */
  withReview(before: RunningGame, state: S, action: Action, result: Applied): Applied;
  /** The summary the game_over event carries, or null (nothing to say yet). */
  summary(game: RunningGame, state: S): Record<string, unknown> | null;
  /** The review lines of a finished game in the chat's words, or null. */
  text(game: RunningGame, state: S, render: ChatRenderContext): Rich | null;
}

/** The answer to /hint for the running game; `state` is `game.state`, read as this game's. */
export type HintAdvisor<S> = (game: RunningGame, state: S, ctx: CommandContext) => CommandOutcome;

/**
 * The answer to a question about a move of the writer's («а если перебросить 6, какие шансы на стрит?», "should I
 * bank?"), from the game's solvers; null when there is nothing to answer (the question stays talk). Never a move.
 */
export type QuestionAdvisor<S> = (game: RunningGame, state: S, cues: MoveCues, ctx: CommandContext) => CommandOutcome | null;

export interface GameModule<S = any, E extends AnyEvent = any> {
  /** The game's id everywhere: stored sessions, /newgame, records. Equal to `engine.id`. */
  readonly id: string;
  /** The rules: pure functions over the game's state (games/<game>/). */
  engine: GameEngine<S, E>;
  /** The words of every language: title, names, roll phrases, rules, events, status (messages/<lang>/<game>.ts). */
  words: Readonly<Record<Language, GameMessages<S, E>>>;
  /** The computer player's strategy. */
  bot: BotStrategy<S>;
  /** /hint and «подскажи»; absent: the game has no advisor and says so. */
  hint?: HintAdvisor<S>;
  /**
   * The dice tray's "Best keep" (issue 51): the values of `player`'s hand the strategy rerolls now ([] = keep them
   * all), 'pending' while its figures are still being built; absent: the tray has no such button.
   */
  bestReroll?: (state: S, player: PlayerId) => number[] | 'pending' | null;
  /** A question about a move answered; absent: such questions stay talk. */
  question?: QuestionAdvisor<S>;
  /** The post-game review; absent: the game-over reply has none. */
  review?: ReviewAdvisor<S>;
  /** The game-over card's data. */
  card: CardData<S>;
  /**
   * The picture of the game at a moment, or null where the text says it all. `overCard` is the shared game-over
   * card, built from `card`, for games whose end picture is that card.
   */
  picture(state: S, names: Names, moment: ImageMoment, language: Language, overCard: () => ImageSpec): ImageSpec | null;
  /** The hint's best move for the /status picture's headline (with hints on); absent or null: none. */
  pictureAdvice?(state: S): PictureAdvice | null;
  /** What the game's record notes and which statistics it counts. */
  record: RecordPart<S>;
  /**
   * How the chances worker and `npx butler chances` figure this game's chances (exact solve, playouts, the policy
   * they need); absent: no chances beyond none. The worker thread has no registry and reads the same part by id
   * (strategy/chances/game-parts.ts).
   */
  chances?: ChancePart<S>;
}
