// The games a Butler hosts, as modules (house/module.ts), and the questions the rest of the house asks about a game
// by its id. Built from a list of modules and handed to whoever needs it, so that a test can host a game of its own
// (test/helpers/pig/); house/default-games.ts is the four games of main.ts. Every question answers from the game's
// module: nobody outside it branches on the id or reads its state as one game's.
import type { Language } from '../core/language.ts';
import type { GameOverCard, ImageMoment, ImageSpec, Names, PictureAdvice } from '../core/image.ts';
import type { RecordNotes } from '../core/records.ts';
import { withPlayerCheck } from '../games/registry.ts';
import type { Action, GameEngine, GameId, PlayerId } from '../games/types.ts';
import { gameOverCard } from '../images/game-over-data.ts';
import type { GameMessages } from '../messages/types.ts';
import type { ChatRenderContext } from '../messages/types.ts';
import type { Rich } from '../messages/rich.ts';
import type { BotContext, PolicyPending } from '../strategy/bots/types.ts';
import type { MoveCues } from '../reading/cues/find-cues.ts';
import type { CommandContext, CommandOutcome } from '../commands/command.ts';
import type { PlayResult } from '../sessions/play.ts';
import type { RunningGame } from '../sessions/session.ts';
import type { GameModule, RecordPart } from './module.ts';

type Applied = Extract<PlayResult, { kind: 'applied' }>;

export class UnknownGameError extends Error {
  constructor(id: string) {
    super(`no game module "${id}" in this registry`);
  }
}

export class GameRegistry {
  private readonly modules = new Map<string, GameModule>();
  private readonly engines = new Map<string, GameEngine<any, any>>();

  constructor(modules: readonly GameModule[]) {
    for (const module of modules) {
      if (module.id !== module.engine.id) throw new Error(`module "${module.id}" carries the engine of "${module.engine.id}"`);
      if (this.modules.has(module.id)) throw new Error(`two modules for "${module.id}"`);
      this.modules.set(module.id, module);
      this.engines.set(module.id, withPlayerCheck(module.engine));
    }
  }

  /** Every game's id, in the order the modules were given (the order /help and /newgame list them). */
  get ids(): readonly string[] {
    return [...this.modules.keys()];
  }

  /** Whether `id` names a game of this registry: the edge's check of an id read from a message or the store. */
  has(id: string): boolean {
    return this.modules.has(id);
  }

  module(id: string): GameModule {
    const module = this.modules.get(id);
    if (!module) throw new UnknownGameError(id);
    return module;
  }

  /** The game's engine behind the common player-count check, its legal moves listed once per state. */
  engine(id: string): GameEngine<unknown, any> {
    const engine = this.engines.get(id);
    if (!engine) throw new UnknownGameError(id);
    return engine;
  }

  words(id: string, language: Language): GameMessages<any, any> {
    return this.module(id).words[language];
  }

  /** The computer player's move (null: it has none now; pending: its policy is not ready). */
  botMove(id: string, state: unknown, player: PlayerId, ctx: BotContext = {}): Action | PolicyPending | null {
    return this.module(id).bot(state, player, ctx);
  }

  /** Whether the game has a /hint advisor. */
  hasHint(id: string): boolean {
    return this.module(id).hint !== undefined;
  }

  /** The game's /hint answer, or null when it has no advisor. */
  hint(game: RunningGame, ctx: CommandContext): CommandOutcome | null {
    return this.module(game.id).hint?.(game, game.state, ctx) ?? null;
  }

  /** Whether the dice tray offers "Best keep" for this game. */
  hasBestReroll(id: string): boolean {
    return this.module(id).bestReroll !== undefined;
  }

  /** The values the strategy rerolls from `player`'s hand now (see GameModule.bestReroll); null: no advice. */
  bestReroll(game: RunningGame, player: PlayerId): number[] | 'pending' | null {
    return this.module(game.id).bestReroll?.(game.state, player) ?? null;
  }

  /** The game's answer to a question about a move, or null (talk). */
  question(game: RunningGame, cues: MoveCues, ctx: CommandContext): CommandOutcome | null {
    return this.module(game.id).question?.(game, game.state, cues, ctx) ?? null;
  }

  /** The move's result with the game's review kept up to date (unchanged for a game without a review). */
  withReview(before: RunningGame, action: Action, result: Applied): Applied {
    const review = this.module(before.id).review;
    return review ? review.withReview(before, before.state, action, result) : result;
  }

  /** What the game_over event carries as the review of a finished game, or null. */
  reviewSummary(game: RunningGame): Record<string, unknown> | null {
    return this.module(game.id).review?.summary(game, game.state) ?? null;
  }

  /** The review lines of a finished game, or null. */
  reviewText(game: RunningGame, render: ChatRenderContext): Rich | null {
    return this.module(game.id).review?.text(game, game.state, render) ?? null;
  }

  /** The game-over card of a finished game. */
  overCard(id: string, state: unknown): GameOverCard {
    const { card } = this.module(id);
    // the registry is the edge where an id is known to be a hosted game's
    return gameOverCard(id as GameId, card.winners(state), card.rows(state), this.engine(id).places(state));
  }

  /** The picture for the game at a moment, or null where the text says it all. */
  picture(id: string, state: unknown, names: Names, moment: ImageMoment, language: Language): ImageSpec | null {
    const title = this.words(id, language).title;
    const overCard = (): ImageSpec => ({ kind: 'game_over', card: { ...this.overCard(id, state), title }, names, language });
    return this.module(id).picture(state, names, moment, language, overCard);
  }

  /** The picture of a game that ended because every person left: its card, nobody crowned (RULES: no winner). */
  everyoneLeftPicture(id: string, state: unknown, names: Names, language: Language): ImageSpec {
    const title = this.words(id, language).title;
    return { kind: 'game_over', card: { ...this.overCard(id, state), title, winners: [], everyoneLeft: true }, names, language };
  }

  /** The hint's best move for a /status picture, or null (no advisor, or none ready now). */
  pictureAdvice(id: string, state: unknown): PictureAdvice | null {
    return this.module(id).pictureAdvice?.(state) ?? null;
  }

  /** What the game's record notes beyond its moves (absent: nothing). */
  recordNotes(id: string, state: unknown): RecordNotes | undefined {
    return this.module(id).record.notes?.(state);
  }

  /** Which statistics mean something for the game (/stats). */
  statistics(id: string): Required<Omit<RecordPart<unknown>, 'notes'>> {
    const { headToHead, scores, bonus, turnsToWin } = this.module(id).record;
    return { headToHead, scores, bonus: bonus ?? false, turnsToWin };
  }
}
