// A slash command as data: its name, its options (the adapters publish them to Telegram and Discord; handlers
// receive them typed, declare/options.ts), what it needs first (declare/preconditions.ts: admin, an open lobby, no
// game, …) and a handler that runs inside the channel's lock. Handlers are synchronous and pure over the session.
import type { DiceSource } from '../dice/dice-source.ts';
import type { DiceOrigin } from '../dice/fair/seal.ts';
import type { Button, PlayerRef, Rich } from '../messages/rich.ts';
import type { Messages } from '../messages/index.ts';
import type { ChatRenderContext } from '../messages/types.ts';
import type { ChannelSession } from '../sessions/session.ts';
import type { OutEvent } from '../core/events.ts';
import type { Reply } from '../core/reply.ts';
import type { RecordQueries } from '../storage/records/types.ts';
import type { ReplyImage } from '../core/image.ts';
import type { CommandOption, OptionValues } from './declare/options.ts';
import type { Requirements } from './declare/preconditions.ts';

export type { CommandOption, OptionValues } from './declare/options.ts';

export interface CommandContext {
  /** a copy of the session the handler may change; return it as `session` to save it */
  session: ChannelSession;
  /** the chat's key (core/chat-key.ts): what differs between platforms (the `dice` setting) reads its prefix */
  chat?: string;
  user: PlayerRef;
  /** the command's options, typed (declare/options.ts); empty for a phrase */
  options: OptionValues;
  isAdmin: boolean;
  /** the sender writes anonymously (see Incoming.anonymous): never seated */
  anonymous?: boolean;
  now: number;
  dice: DiceSource;
  /** where the Butler's dice come from: 'hmac' = fair dice in games; unset = a test's own source */
  diceOrigin?: DiceOrigin;
  /** names, and the chat's language with its text: every reply is built from `render.text` */
  render: ChatRenderContext;
  /**
   * the server the chat belongs to (a Discord guild) and its server-wide settings; absent where chats have no server
   * (Telegram, console). Filled only for /settings.
   */
  server?: { settings: Record<string, string> };
}

export interface CommandOutcome {
  /** the changed session; omitted = nothing is written */
  session?: ChannelSession;
  rich: Rich;
  events: OutEvent[];
  buttons?: Button[];
  /** a refusal meant for the sender alone where the platform supports it */
  private?: boolean;
  /** a picture to go with the text (see images/image-spec.ts); only a spec here, rendered after the commit */
  image?: ReplyImage;
  /** a server-wide setting to store (see sessions/server-settings.ts); the chat's own session is not touched */
  serverSetting?: { key: string; value: string };
  /** a computer player throws its own dice (Telegram's sendDice): see Reply.throws */
  throws?: { player: string; count: number };
  /** an answer that follows by itself, as its own message, once what it waits for is ready: see FollowUp */
  followUp?: FollowUp;
  /** the buttons redraw the pressed message's in place (a dice tray's toggle): see Reply.edit */
  edit?: boolean;
}

/**
 * An answer that could not be given in full at once (a 1000 odds question while the policy is solved): the reply
 * says the figure is coming, and the Butler sends this answer to the chat when `ready` resolves (butler/follow-ups.ts),
 * through the chat's queue and its outlet as a turn reminder goes. Kept in memory only: a restart before it is ready
 * loses it (the question can be asked again, and is then answered at once from the policy kept on disk).
 */
export interface FollowUp {
  /** one answer waits per key in a chat (a player's question): a newer one replaces it */
  key: string;
  ready: Promise<unknown>;
  /** the answer in the chat as it is once ready; null when its moment has passed (the turn moved on) */
  answer(session: ChannelSession): CommandOutcome | null;
}

/**
 * What a query command (/history, /stats, …) sees: it reads records and statistics, which may be slow, so it runs
 * outside the channel's lock and never changes the session.
 */
export interface QueryContext {
  chat: string;
  user: PlayerRef;
  options: OptionValues;
  /** a private chat with the bot: statistics cover every chat */
  privateChat: boolean;
  records: RecordQueries | undefined;
  now: number;
  /** where docs/verify.html is served, if the deployment says (BUTLER_VERIFY_URL) */
  verifyUrl: string | undefined;
  /** the chat's language's text (read without the lock: a language changed a moment ago may not show yet) */
  text: Messages;
  /** the Butler's own pages (BUTLER_HTTP_PORT, src/web): a finished game's address, when served */
  pages?: { gameUrl(chat: string, commitment: string, id?: number): string; topUrl(chat: string): string } | undefined;
}

/** A query's answer, drawn from what it read: synchronous, so it runs in the hosted games' scope. */
export type QueryRender = () => CommandOutcome;

export interface CommandDefinition extends Requirements {
  name: string;
  /** admin-only for some uses alone (/settings with a value changes, without one shows); else `requires: ['admin']` */
  adminWhen?: (options: OptionValues) => boolean;
  options: CommandOption[];
  handle(ctx: CommandContext): CommandOutcome;
  /**
   * set for query commands: the Butler calls this (outside the lock) instead of `handle`. It reads the store and
   * resolves to the synchronous render of what it read: the Butler runs the render (and the call, up to its first
   * await) in its games' synchronous scope (core/hosted-games.ts), which cannot last across the read's wait.
   */
  query?(ctx: QueryContext): Promise<QueryRender>;
}

/** Whether every use of the command is for admins (menus hide it from others). */
export function adminOnly(command: CommandDefinition): boolean {
  return command.requires?.includes('admin') ?? false;
}

/** Whether this use of the command needs an admin. */
export function needsAdmin(command: CommandDefinition, options: OptionValues): boolean {
  return adminOnly(command) || (command.adminWhen?.(options) ?? false);
}

export function reply(rich: Rich, events: OutEvent[] = [], extra: Partial<CommandOutcome> = {}): CommandOutcome {
  return { rich, events, ...extra };
}

/** The reply to send for an outcome in `chat`; `version` is the session version after it (null: nothing written). */
export function toReply(chat: string, outcome: CommandOutcome, version: number | null): Reply {
  return {
    chat,
    rich: outcome.rich,
    events: outcome.events,
    buttons: outcome.buttons ?? [],
    version,
    ...(outcome.private ? { private: true } : {}),
    ...(outcome.image ? { image: outcome.image } : {}),
    ...(outcome.throws ? { throws: outcome.throws } : {}),
    ...(outcome.edit ? { edit: true } : {}),
  };
}
