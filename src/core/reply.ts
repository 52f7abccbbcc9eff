// What enters and leaves the platform-neutral core. Adapters build Incoming and send Reply; sessions store a Reply
// with the update it answered; commands and messages build one. Nothing here knows which platform it serves.
import type { PlatformLanguage } from './language.ts';
import type { OutEvent } from './events.ts';
import type { Button, PlayerRef, Rich } from './rich.ts';
import type { ReplyImage } from './image.ts';
import type { TrayPress } from './tray.ts';

/**
 * A command whose options the platform already typed (Discord's slash options): read as is, never turned back into
 * text to be parsed again. A user option is the user's id, with the label a reply names them by (a mention).
 */
export interface TypedCommand {
  name: string;
  options: Record<string, string | { id: string; label: string }>;
}

/**
 * An animated emoji die (Telegram's 🎲 🎯 🏀 🎰 …, typed `🎲5` in the console): its own kind of message, never read as
 * words. In a chat whose players throw their own dice (the `dice` setting, sessions/thrown-dice.ts) a 🎲 of the
 * player on turn is a die of their roll.
 */
export interface IncomingDie {
  emoji: string;
  /** the face Telegram chose (1..6 for 🎲; other emoji have other ranges) */
  value: number;
  /** the message's id in its chat: the game's record links the die to it */
  messageId: number;
  /** sent on from elsewhere (forwarded, or sent through an inline bot): not thrown here */
  forwarded?: boolean;
  /** thrown longer ago than a typed move may be (it waited at the platform, or was replayed): refused like one */
  stale?: boolean;
  /** an edit of a message sent before */
  edited?: boolean;
}

export interface Incoming {
  /** session key: one table per chat (and per thread/topic), e.g. "console:main", "tg:-100123:7", "dc:98765" */
  chat: string;
  user: PlayerRef;
  /** what was typed (for a typed command, the same command written out: logs and the console show it) */
  text: string;
  /** set when the platform typed the command's options itself (Discord); `text` is then not parsed */
  command?: TypedCommand;
  /**
   * the platform's id of this update (Telegram update id, Discord message/interaction id): applied at most once; a
   * re-delivery of the chat's latest update gets the same reply again, an older one none
   */
  updateId?: string;
  /**
   * the sender cannot be told apart from others (Telegram: an anonymous admin writing as the group): they may run
   * admin commands but never take a seat, since their moves could not be theirs
   */
  anonymous?: boolean;
  /** asked only for admin commands (it may call the platform) */
  isAdmin: () => boolean | Promise<boolean>;
  /** set when the message is an animated emoji die (then `text` is only for logs and is not read) */
  die?: IncomingDie;
  /** set when the text comes from a button press: the session version the button was drawn for */
  buttonVersion?: number;
  /** a press on a dice tray (core/tray.ts): read against the session's tray, not as text (`text` is for logs) */
  tap?: TrayPress;
  /** the bot's own username, so `/cmd@otherbot` is ignored */
  botUsername?: string;
  /** a private chat between the user and the bot (statistics then cover every chat) */
  privateChat?: boolean;
  /**
   * the key of the server the chat belongs to, for settings that hold for the whole server (Discord: "dc:guild:<id>");
   * absent where chats have no server (Telegram, console)
   */
  server?: string;
  /**
   * what the platform says about the chat's language (Telegram: the sender's app language; Discord: the server's
   * preferred locale; console: --lang), kept as the chat's default until an admin sets `language`
   */
  platformLanguage?: PlatformLanguage;
}

export interface Reply {
  chat: string;
  rich: Rich;
  events: OutEvent[];
  buttons: Button[];
  /** the session version after this update: buttons carry it so that a press on an old state is noticed */
  version: number | null;
  /** a refusal or notice meant for the sender alone where the platform can do that (Discord ephemeral) */
  private?: boolean;
  /** a picture to send with the text (rendered by the adapter, off the chat's lock); the text stays complete */
  image?: ReplyImage;
  /**
   * After this notice a computer player throws `count` dice of its own (Telegram's sendDice, one call per die): the
   * roll is owed in the stored game already, so a die is asked for once and never again (Butler.throwFor).
   */
  throws?: { player: string; count: number };
  /**
   * The reply to a press on a dice tray that changed only the tray (a toggle, "Best keep"): `buttons` replace the
   * pressed message's buttons in place and no message is added; `rich`, when not empty, is a short notice for the
   * presser alone (Telegram's callback answer).
   */
  edit?: boolean;
}
