// The events a reply carries: the engine's own (rolls, boxes, game over) and the Butler's around them (lobby,
// settings, refusals, the turn clock). Adapters and tests read them; no sentence is built from them here.
import type { GameEvent, GameId, PlayerId, RejectCode } from '../games/types.ts';

/**
 * Why the Butler refused a message before (or instead of) asking an engine; the engines' own reasons are RejectCode.
 * Stable identifiers: tests and the --json console read them.
 */
export type CommandRefusalCode =
  // who may do what
  | 'admin_only'
  | 'cannot_check_admin'
  | 'unknown_command'
  | 'stale_button'
  | 'dice_exhausted'
  // phrases the parser understood but that cannot be a move
  | 'bad_count'
  | 'bad_reroll'
  | 'ambiguous'
  /** a move asked of the Butler for another player: each moves for themselves */
  | 'for_other'
  // lobby and game
  | 'game_running'
  | 'lobby_open'
  | 'no_lobby'
  | 'no_game'
  | 'lobby_full'
  | 'already_joined'
  | 'not_joined'
  | 'already_out'
  | 'not_enough_players'
  | 'needs_person'
  | 'nothing_to_end'
  | 'nothing_to_skip'
  | 'unknown_game'
  | 'kick_who'
  | 'player_not_found'
  // computer players
  | 'no_bots'
  | 'bad_bot_name'
  | 'bot_name_taken'
  | 'bot_not_found'
  // settings
  | 'unknown_setting'
  | 'server_setting'
  | 'platform_setting'
  | 'bad_setting_value'
  // dice the players throw themselves (Telegram's 🎲)
  | 'die_forwarded'
  | 'die_stale'
  | 'die_edited'
  | 'die_other_emoji'
  | 'die_not_due'
  | 'die_dice_butler'
  | 'dice_owed'
  // the dice tray (issue 51)
  | 'hints_off'
  | 'hint_pending'
  // fair dice
  | 'seed_nothing_open'
  | 'seed_not_player'
  | 'seed_after_roll'
  | 'seed_window'
  | 'seed_empty'
  // records
  | 'game_usage'
  | 'game_not_found';

export type RefusalCode = RejectCode | CommandRefusalCode;

/** The Butler's own events, beside the engines'. */
export type ButlerEvent =
  | { type: 'rejected'; player: PlayerId; code: RefusalCode }
  | { type: 'lobby_opened'; game: GameId; player: PlayerId }
  | { type: 'joined'; player: PlayerId; bot?: true }
  | { type: 'left'; player: PlayerId; bot?: true }
  /** `commitment`: SHA-256 of the game's dice secret (hex), the one its record must carry (docs/fair-dice.md) */
  | { type: 'game_started'; game: GameId; players: PlayerId[]; commitment?: string }
  /** `game: null` = an unreadable session was replaced; `reason: 'removed'` = the Butler left the chat */
  | { type: 'game_ended'; game: GameId | null; reason?: 'removed' }
  | { type: 'setting_changed'; key: string; value: string }
  | { type: 'seed_added'; player: PlayerId }
  | { type: 'reminder'; player: PlayerId }
  /** a die thrown by a player (Telegram's 🎲) counted towards their roll; `left` more are owed */
  | { type: 'die_thrown'; player: PlayerId; value: number; left: number }
  /** a roll is due in players' own 🎲: `count` are owed by `player` (a computer player throws them with sendDice) */
  | { type: 'dice_owed'; player: PlayerId; count: number }
  /** a turn played out for a quiet player; `removed` after the third in a row */
  | { type: 'timeout'; player: PlayerId; removed: boolean }
  /** a hint given: the best moves with their worth (expected points or turns, or a chance to win); `pending` while the
   * figures are still being worked out (the answer says so, no options yet; in 1000 with the one figure known at once:
   * the chance `emptyChance` that the next roll of `dice` dice scores nothing, and the advice follows by itself) */
  | { type: 'hint'; player: PlayerId; options: { move: unknown; expected?: number; chance?: number }[]; pending?: true; dice?: number; emptyChance?: number }
  /**
   * a question about a move answered (issue 43), nothing changed: the dice it would reroll, the chance of the box it
   * aims at, the expected worth of that choice and of the best one (absent while the table is built); or, in 1000,
   * the hint's options for rolling on or banking
   */
  | {
      type: 'answer';
      player: PlayerId;
      reroll?: number[];
      target?: { box: string; chance: number };
      expected?: number;
      best?: number;
      options?: { move: unknown; expected: number }[];
      /** Bone Poker: the chance to win with the choice asked about, and the best choice with its chance */
      chance?: number;
      bestChoice?: { reroll: number[]; chance: number };
      /** Craps: the point of the player who asked (absent in a come-out round) */
      point?: number;
      /** 1000 while the policy is solved: the chance that the next roll of `dice` dice scores nothing (the advice follows) */
      dice?: number;
      emptyChance?: number;
      /** «чей ход?», "whose turn?": the player who moves now (absent once nobody is to move) */
      turn?: PlayerId;
    }
  /** each player's chance to win from here (0..1, a shared win split equally, summing to 1): strategy/chances */
  | { type: 'chances'; players: Record<PlayerId, number> }
  | { type: 'forgotten'; player: PlayerId };

/** Events as the outside world sees them: the engine's events plus the Butler's own. */
export type OutEvent = GameEvent | ButlerEvent;
