// Connects a grammY Bot to the Butler: text messages and button presses in, replies out through the outbox.
// Used by start.ts (polling or webhook) and by the tests (a Bot with a fake API, fed with handleUpdate).
import { autoRetry } from '@grammyjs/auto-retry';
import { sendDiceAtMostOnce } from './send-once.ts';
import { countRateLimits, networkRetry, type NetworkRetryTiming } from './api-retry.ts';
import { sequentialize } from '@grammyjs/runner';
import type { Bot, Context } from 'grammy';
import type { Butler } from '../../butler.ts';
import type { Logger } from '../../log.ts';
import { toPlain, type PlayerRef, type Rich } from '../../messages/rich.ts';
import { speakerLanguage } from './language.ts';
import type { Incoming, Reply } from '../../core/reply.ts';
import { AdminCheck, type GetChatMember } from './admin-check.ts';
import { ButtonCodec } from './buttons.ts';
import { chatKey, parseChatKey, targetOf, type Target } from './chat-key.ts';
import { CHAT_KEY_PREFIX } from '../../core/chat-key.ts';
import { Outbox } from './outbox.ts';
import { playerRef } from './player-ref.ts';
import { PrivacyCheck } from './privacy-check.ts';
import type { Scheduler, WindowRule } from './rate-limit.ts';
import { RecentIds } from './recent-ids.ts';
import { replyParts } from './reply-parts.ts';
import { withPhoto } from './photo-parts.ts';
import type { ImageService } from '../../images/image-service.ts';
import { messageSender } from './send-message.ts';
import { readMessage } from '../../reading/index.ts';
import { ChatPresence } from './chat-presence.ts';
import { senderKind } from './sender-kind.ts';
import { sentOn } from './sent-on.ts';
import { isStale, STALE_MOVE_MS } from './stale-move.ts';
import { wireLifecycle } from './wire-lifecycle.ts';

/** The update kinds the Butler reads (asked for in getUpdates and setWebhook). */
export const ALLOWED_UPDATES = ['message', 'edited_message', 'callback_query', 'my_chat_member'] as const;

/** Telegram shows at most 200 characters in a callback answer. */
const CALLBACK_TEXT_LIMIT = 200;

export interface WireOptions {
  butler: Butler;
  logger: Logger;
  /** BUTLER_OWNER_IDS: admins in every chat */
  ownerIds: readonly string[];
  /** outbox clock and timers (tests pass a fake one) */
  scheduler?: Scheduler;
  /** per-chat send limits (default: Telegram's) */
  rulesFor?: (chatId: number) => WindowRule[];
  globalRules?: WindowRule[];
  adminCacheMs?: number;
  /** how long a getChatMember may take, retries included */
  adminTimeoutMs?: number;
  clock?: () => number;
  /** options of @grammyjs/auto-retry (installed on bot.api) */
  retry?: Parameters<typeof autoRetry>[0];
  /** the capped pauses while the Bot API cannot be reached (api-retry.ts; tests make them short) */
  networkRetry?: NetworkRetryTiming;
  /** a move older than this (it waited at Telegram while the Butler was down) is not applied; 0 = apply any age */
  staleMoveMs?: number;
  /** draws reply pictures (sent as photos with the text as caption); none = text only */
  images?: ImageService;
}

export interface TelegramWiring {
  outbox: Outbox;
  codec: ButtonCodec;
  admins: AdminCheck;
  presence: ChatPresence;
  /** sends a message that is not a reply (Butler outlets use it) */
  notify(reply: Reply): Promise<void>;
}

export function wireBot(bot: Bot, options: WireOptions): TelegramWiring {
  const { butler, logger } = options;
  // Below auto-retry: 429s counted for /metrics, and a network that is down waited out with pauses capped at 30 s
  // (auto-retry's own grow to an hour), so polling resumes soon after the network does (api-retry.ts).
  // (innermost: a sendDice whose answer is lost is never sent again by the retries above it, send-once.ts)
  bot.api.config.use(sendDiceAtMostOnce, networkRetry(options.networkRetry), countRateLimits);
  // 429 "Too Many Requests": wait retry_after and send again; transient 5xx and network errors are retried too.
  bot.api.config.use(autoRetry(options.retry ?? { maxRetryAttempts: 10, maxDelaySeconds: 3_600 }));

  // grammY types its signal with a Node 12 shim; the platform AbortSignal is what it receives at run time.
  type GrammySignal = Parameters<typeof bot.api.getChatMember>[2];
  const getChatMember: GetChatMember = (chatId, userId, signal) =>
    bot.api.getChatMember(chatId, userId, signal as unknown as GrammySignal);
  const admins = new AdminCheck({
    getChatMember,
    ownerIds: options.ownerIds,
    ttlMs: options.adminCacheMs,
    timeoutMs: options.adminTimeoutMs,
    clock: options.clock,
  });
  const codec = new ButtonCodec();
  const presence = new ChatPresence({
    moved: async (from, to) => {
      await butler.moveChat(chatKey({ chatId: from }), chatKey({ chatId: to }));
    },
    removed: async (chatId) => {
      const ended = await butler.chatRemoved(chatKey({ chatId }));
      logger.info({ chat: chatId, ended }, 'telegram: removed from the chat; its games ended');
    },
  });
  const outbox = new Outbox({
    send: messageSender(bot.api, logger, presence),
    logger,
    scheduler: options.scheduler,
    rulesFor: options.rulesFor,
    globalRules: options.globalRules,
  });
  let privacy: PrivacyCheck | null = null;
  const privacyCheck = () =>
    (privacy ??= new PrivacyCheck({
      getChatMember,
      botId: bot.botInfo.id,
      canReadAllGroupMessages: bot.botInfo.can_read_all_group_messages,
      timeoutMs: options.adminTimeoutMs,
    }));

  /** Queues a reply; with `aside`, it is for that person alone (a refusal, a hint) and waits behind the game's. */
  const send = (reply: Reply, target: Target, replyTo?: number, aside?: string) => {
    const parts = withPhoto(replyParts(reply, target, codec, replyTo), reply, options.images);
    return outbox.enqueue(aside === undefined ? parts : parts.map((part) => ({ ...part, aside })));
  };
  /** A notice that is no game's reply (greeting, setup check, "play from your own account"). */
  const say = (rich: Rich, target: Target, replyTo?: number, aside?: string) =>
    void send({ chat: chatKey(target), rich, events: [], buttons: [], version: null }, target, replyTo, aside);
  const clock = options.clock ?? Date.now;
  const staleMoveMs = options.staleMoveMs ?? STALE_MOVE_MS;

  // A failing update is logged with its chat and update id and goes no further: not to the runner, not to the
  // webhook server (which would answer 500 and make Telegram send the same failing update again and again).
  const logFailure = (error: unknown, ctx: Context) =>
    logger.error({ err: error, chat: ctx.chat?.id, update: ctx.update.update_id }, 'telegram update failed');
  bot.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      logFailure(error, ctx);
    }
  });
  bot.catch((error) => logFailure(error.error, error.ctx));

  // Telegram may deliver an update again (a webhook answer that came too late). The Butler applies a repeated move
  // once (its session remembers update ids) and answers only the latest again; this in-process filter also keeps
  // a repeated /status or refusal from being answered twice while the process runs.
  const recent = new RecentIds(2_000);
  bot.use(async (ctx, next) => {
    if (recent.seen(ctx.update.update_id)) return;
    await next();
  });

  // Updates of one chat run one at a time, in the order Telegram sent them (all topics of a forum share the chat's
  // send limits, so they share the line too). Handlers only queue replies, they never wait for delivery.
  bot.use(sequentialize((ctx: Context) => (ctx.chat ? String(ctx.chat.id) : undefined)));

  wireLifecycle(bot, { butler, logger, presence, say, checked: (chatId) => privacyCheck().markChecked(chatId) });

  bot.on('message:text', async (ctx) => {
    const message = ctx.message;
    const from = message.from;
    const sender = senderKind(message);
    // Other bots, channels writing into the group and a linked channel's automatic forwards are not players.
    if (sender === 'not_a_player' || !from) return;
    // Words forwarded from elsewhere or sent through an inline bot are not the sender's own: no move, no command.
    if (sentOn(message)) return;
    const anonymousAdmin = sender === 'anonymous_admin';
    presence.back(message.chat.id);
    const target = targetOf(message);
    // Only rare messages pay for a second parse: a move that cannot be told apart or that waited too long.
    const old = isStale(message.date, clock(), staleMoveMs);
    if (anonymousAdmin || (old && !message.text.startsWith('/'))) {
      const intent = readMessage(message.text, ctx.me.username);
      // A seat taken "as the group" could never be played, so /join asks for the person's own account as well.
      const playsAsGroup = anonymousAdmin && (intent?.kind !== 'command' || intent.name === 'join');
      if (intent && (playsAsGroup || (old && intent.kind !== 'command'))) {
        const minutes = Math.round(staleMoveMs / 60_000);
        const { telegramText } = butler.textOf(chatKey(target)).telegram;
        say(playsAsGroup ? telegramText.anonymousMove() : telegramText.staleMove(minutes), target, message.message_id, String(from.id));
        return;
      }
    }
    const user: PlayerRef = anonymousAdmin
      ? { id: String(from.id), name: message.author_signature ?? message.chat.title ?? playerRef(from).name }
      : playerRef(from);
    const incoming: Incoming = {
      chat: chatKey(target),
      user,
      text: message.text,
      updateId: `${CHAT_KEY_PREFIX.telegram}${ctx.update.update_id}`,
      ...(message.chat.type === 'private' ? { privateChat: true } : {}),
      isAdmin: () =>
        admins.isAdmin({
          chatId: message.chat.id,
          chatType: message.chat.type,
          userId: from.id,
          ...(message.sender_chat ? { senderChatId: message.sender_chat.id } : {}),
        }),
      botUsername: ctx.me.username,
      ...(anonymousAdmin ? { anonymous: true } : withLanguage(speakerLanguage(from))),
    };
    const reply = await butler.handle(incoming);
    if (reply) void send(reply, target, reply.private ? message.message_id : undefined, reply.private ? user.id : undefined);
    if (message.text.startsWith('/')) await warnAboutPrivacy(message.chat.id, message.chat.type, target);
  });

  // An animated emoji die (🎲 🎯 🏀 🎰 …): its own kind of incoming message, with the value Telegram chose; one not
  // thrown here (forwarded, via an inline bot), edited, or older than a typed move may be is marked so (the Butler
  // refuses it). A die deleted later has counted already.
  const onDie = async (ctx: Context, edited: boolean) => {
    const message = edited ? ctx.editedMessage : ctx.message;
    const from = message?.from;
    if (!message?.dice || !from || senderKind(message) !== 'person') return;
    const target = targetOf(message);
    const incoming: Incoming = {
      chat: chatKey(target),
      user: playerRef(from),
      text: `${message.dice.emoji}${message.dice.value}`,
      die: {
        emoji: message.dice.emoji,
        value: message.dice.value,
        messageId: message.message_id,
        ...(sentOn(message) ? { forwarded: true } : {}),
        ...(isStale(message.date, clock(), staleMoveMs) ? { stale: true } : {}),
        ...(edited ? { edited: true } : {}),
      },
      updateId: `${CHAT_KEY_PREFIX.telegram}${ctx.update.update_id}`,
      isAdmin: () => false,
      ...withLanguage(speakerLanguage(from)),
    };
    const reply = await butler.handle(incoming);
    if (reply) void send(reply, target, message.message_id, reply.private ? incoming.user.id : undefined);
  };
  bot.on('message:dice', (ctx) => onDie(ctx, false));
  bot.on('edited_message:dice', (ctx) => onDie(ctx, true));

  async function warnAboutPrivacy(chatId: number, chatType: string, target: Target): Promise<void> {
    try {
      if (!(await privacyCheck().shouldWarn(chatId, chatType))) return;
    } catch (error) {
      logger.warn({ err: error, chat: chatId }, 'cannot check whether the bot reads group messages');
      return;
    }
    logger.warn({ chat: chatId }, 'privacy mode: the bot cannot read ordinary messages in this group');
    say(butler.textOf(chatKey(target)).telegram.telegramText.privacyMode(bot.botInfo.username), target);
  }

  // Every press is answered, also when handling it fails: otherwise the presser's button keeps spinning.
  bot.on('callback_query:data', async (ctx) => {
    let notice: string | undefined;
    try {
      notice = await handlePress(ctx);
    } finally {
      await answer(ctx, notice);
    }
  });

  /** Handles a button press; resolves to the short notice for the presser alone, if any. */
  async function handlePress(ctx: Context & { callbackQuery: { data: string } }): Promise<string | undefined> {
    const query = ctx.callbackQuery;
    const message = query.message;
    const pressed = codec.decode(query.data);
    // date 0 = a message too old for Telegram to show us: its topic is unknown, so the press cannot be placed.
    if (!message || message.date === 0 || !pressed) {
      const chat = message && message.date !== 0 ? chatKey(targetOf(message)) : '';
      return toPlain(butler.textOf(chat, speakerLanguage(query.from)?.language).telegram.telegramText.unknownButton());
    }
    const target = targetOf(message);
    const incoming: Incoming = {
      chat: chatKey(target),
      user: playerRef(query.from),
      text: pressed.text,
      updateId: `${CHAT_KEY_PREFIX.telegram}${ctx.update.update_id}`,
      isAdmin: () => admins.isAdmin({ chatId: message.chat.id, chatType: message.chat.type, userId: query.from.id }),
      botUsername: ctx.me.username,
      ...(pressed.version !== undefined ? { buttonVersion: pressed.version } : {}),
      ...(pressed.tap ? { tap: pressed.tap } : {}),
      ...withLanguage(speakerLanguage(query.from)),
    };
    const reply = await butler.handle(incoming);
    // A dice tray's toggle: its keyboard is redrawn in place (within the chat's send limits, see outbox.ts), no
    // message is added; a notice for the presser ("Best keep" says what it kept) rides on the callback answer.
    if (reply?.edit) {
      const keyboard = codec.keyboard(reply.buttons, reply.version);
      void outbox.enqueue([{ target, html: '', plain: '', edit: { messageId: message.message_id }, ...(keyboard ? { keyboard } : {}) }]);
      return reply.rich.length > 0 ? toPlain(reply.rich) : undefined;
    }
    if (reply && !reply.private) void send(reply, target);
    // A stale tray pressed by the player on turn: the current tray comes to them, under the pressed message.
    if (reply?.private && reply.buttons.length > 0) void send(reply, target, message.message_id, incoming.user.id);
    // A refusal (or a stale button) is for the presser alone: a short notice over the chat, nothing in it.
    return reply?.private ? toPlain(reply.rich) : undefined;
  }

  async function answer(ctx: Context, text: string | undefined): Promise<void> {
    try {
      await ctx.answerCallbackQuery(
        text
          ? {
              text: text.length > CALLBACK_TEXT_LIMIT ? `${text.slice(0, CALLBACK_TEXT_LIMIT - 1)}…` : text,
              show_alert: false,
            }
          : {},
      );
    } catch (error) {
      // A query older than ~15 minutes cannot be answered any more; the move itself was handled.
      logger.warn({ err: error, chat: ctx.chat?.id, update: ctx.update.update_id }, 'answerCallbackQuery failed');
    }
  }

  const notify = async (reply: Reply): Promise<void> => {
    const target = parseChatKey(reply.chat);
    if (!target) throw new Error(`not a Telegram chat key: ${reply.chat}`);
    const sent = await send(reply, target);
    if (!sent) throw new Error('Telegram did not accept the notice');
  };
  butler.addOutlet(CHAT_KEY_PREFIX.telegram, notify);
  // A computer player's die: one sendDice, its value and message id from Telegram's answer (Butler.throwFor).
  // (a test's stand-in Butler may have no throwers)
  butler.addThrower?.(CHAT_KEY_PREFIX.telegram, async (chat) => {
    const target = parseChatKey(chat);
    if (!target) throw new Error(`not a Telegram chat key: ${chat}`);
    const sent = await bot.api.sendDice(target.chatId, '🎲', target.threadId !== undefined ? { message_thread_id: target.threadId } : {});
    if (!sent.dice) throw new Error('sendDice answered without a die');
    return { value: sent.dice.value, messageId: sent.message_id };
  });

  return { outbox, codec, admins, presence, notify };
}

/** The Incoming field for a language Telegram told (spread: absent when it told none). */
function withLanguage(platformLanguage: Incoming['platformLanguage']): Pick<Incoming, 'platformLanguage'> {
  return platformLanguage ? { platformLanguage } : {};
}
