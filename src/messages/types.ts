// What each game contributes to the Butler's replies. One implementation per game under messages/<locale>/.
import type { AnyEvent, GameEvent, GameSettings, Rejection } from '../games/types.ts';
import type { Messages } from './index.ts';
import type { Language } from '../core/language.ts';
import type { Button, PlayerRef, Rich } from './rich.ts';

export interface RenderContext {
  /** The display reference of a player id (name for the console, mention on the platforms). */
  player(id: string): PlayerRef;
}

/** What the Butler's commands render with: the names, and the chat's language with its text (messages/index.ts). */
export interface ChatRenderContext extends RenderContext {
  language: Language;
  text: Messages;
}

/** Roll phrases by dice count (`& object`: a game id string must not pass for a table). */
export type RollPhrases = Readonly<Partial<Record<number, string>>> & object;

/** `S` and `E` are the game's state and event union (its engine's), so a renderer reads its own events as they are. */
export interface GameMessages<S, E extends AnyEvent = GameEvent> {
  /** The game's name as players say it, e.g. "Крэпс". */
  title: string;
  /** Every name people type for the game after /newgame and /rules (the id too; Russian, Ukrainian, English). */
  names: readonly string[];
  /**
   * The roll phrases this game suggests in words of its own, by dice count (Craps: «бросаю кости» for its two dice;
   * Bone Poker: «бросаю покер» for five). Every other count is the language's plain phrase (move-hints.ts).
   */
  rollPhrases?: RollPhrases;
  /** The /rules text: a short, complete summary for a phone screen (with the channel's settings where they matter). */
  rules(settings: GameSettings): Rich;
  /**
   * The reply to one applied move: what its events mean right now (the dice, natural/point/…, the round verdict,
   * the game over with scores). The common renderer appends whose turn is next and the exact phrase to type,
   * so do not repeat that here.
   */
  events(events: readonly E[], after: S, ctx: RenderContext): Rich;
  /** The game-specific part of /status (scores, sheets, points); the title, turn order and next move are common. */
  status(state: S, ctx: RenderContext): Rich;
  /** A sentence for a refusal where the common one is not enough (e.g. 1000's cannot_bank); null = use common. */
  rejection?(rejection: Rejection, state: S, ctx: RenderContext): Rich | null;
  /** Buttons for the moves people repeat (Хватит, Пас, best boxes); each sends a text a player could type. */
  buttons?(state: S): Button[];
}
