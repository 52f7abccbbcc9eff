// An offline Telegram for adapter tests: a grammY Bot with known botInfo whose API calls are recorded and answered
// by a transformer (nothing leaves the process), wired to a real Butler with a memory store and scripted dice.
import { Bot, type Transformer } from 'grammy';
import type { Message, Update, UserFromGetMe } from 'grammy/types';
import type { Butler as ButlerType } from '../../../src/butler.ts';
import { Butler } from '../../../src/butler.ts';
import { wireBot, type TelegramWiring } from '../../../src/adapters/telegram/wire-bot.ts';
import { scriptedDiceSource } from '../../../src/dice/scripted-dice.ts';
import { silentLogger, type Logger } from '../../../src/log.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';
import { fakeScheduler } from './fake-scheduler.ts';
import type { ImageService } from '../../../src/images/image-service.ts';

/** Telegram's message `date`: epoch seconds. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const TOKEN = '123456:TEST-token-never-to-be-logged-xyz';
export const GROUP = -1001234567890;
export const BOT_ID = 999;

export interface ApiCall {
  method: string;
  payload: Record<string, any>;
}

type ApiAnswer = { ok: true; result: unknown } | { ok: false; error_code: number; description: string; parameters?: object };

/** Answers one API call; undefined = the default answer. */
export type ApiScript = (call: ApiCall, calls: ApiCall[]) => ApiAnswer | undefined;

export interface Person {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
}

export const alice: Person = { id: 101, first_name: 'Алиса' };
export const bob: Person = { id: 202, first_name: 'Боб', username: 'bobby' };
export const carol: Person = { id: 303, first_name: 'Кэрол' };

export interface FakeTelegram {
  bot: Bot;
  butler: ButlerType;
  wiring: TelegramWiring;
  calls: ApiCall[];
  /** a user writes in the group (or `chat`); resolves when the update is handled and the outbox is empty */
  say(
    user: Person,
    text: string,
    options?: {
      chat?: { id: number; type: 'private' | 'group' | 'supergroup' };
      thread?: number;
      updateId?: number;
      /** Telegram's `date` (seconds); default now */
      date?: number;
    },
  ): Promise<Message.TextMessage>;
  /** a user presses a button with `data` under a bot message in the group (or topic) */
  press(user: Person, data: string, options?: { thread?: number; updateId?: number }): Promise<void>;
  handle(update: Update): Promise<void>;
  /** the sendMessage calls so far (and forgets them when `take`) */
  sent(take?: boolean): ApiCall[];
  answers(): ApiCall[];
  settle(): Promise<void>;
}

export const botInfo = (extra: Partial<UserFromGetMe> = {}): UserFromGetMe => ({
  id: BOT_ID,
  is_bot: true,
  first_name: 'Дворецкий',
  username: 'butler_dice_bot',
  can_join_groups: true,
  can_read_all_group_messages: true,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
  ...extra,
});

/** A transformer that records every API call and answers it without a network (sendMessage, getChatMember, …). */
export function fakeApi(
  options: { members?: Record<number, string | 'fail'>; script?: ApiScript; botInfo?: Partial<UserFromGetMe> } = {},
): { calls: ApiCall[]; transformer: Transformer } {
  const calls: ApiCall[] = [];
  let messageId = 5000;
  const answer = (call: ApiCall): ApiAnswer => {
    const scripted = options.script?.(call, calls);
    if (scripted) return scripted;
    switch (call.method) {
      case 'sendMessage':
        return {
          ok: true,
          result: {
            message_id: ++messageId,
            date: 1_700_000_000,
            chat: { id: call.payload.chat_id, type: 'supergroup' },
            text: call.payload.text,
          },
        };
      case 'getChatMember': {
        const status = options.members?.[call.payload.user_id] ?? 'member';
        if (status === 'fail') return { ok: false, error_code: 400, description: 'Bad Request: chat not found' };
        return { ok: true, result: { status, user: { id: call.payload.user_id, is_bot: false, first_name: 'x' } } };
      }
      case 'getMe':
        return { ok: true, result: botInfo(options.botInfo) };
      default:
        return { ok: true, result: true };
    }
  };
  const transformer: Transformer = async (_prev, method, payload) => {
    const call = { method, payload: payload as Record<string, any> };
    calls.push(call);
    return answer(call) as any;
  };
  return { calls, transformer };
}

export function fakeTelegram(
  options: {
    dice?: number[];
    /** getChatMember statuses by user id; missing = 'member'; 'fail' = Telegram refuses */
    members?: Record<number, string | 'fail'>;
    owners?: string[];
    script?: ApiScript;
    botInfo?: Partial<UserFromGetMe>;
    logger?: Logger;
    butler?: ButlerType;
    images?: ImageService;
  } = {},
): FakeTelegram {
  const { calls, transformer } = fakeApi(options);
  let forgotten = 0;
  const bot = new Bot(TOKEN, { botInfo: botInfo(options.botInfo) });
  bot.api.config.use(transformer);
  const butler =
    options.butler ??
    new Butler({ store: new MemorySessionStore(), dice: scriptedDiceSource(options.dice ?? []), logger: silentLogger });
  const wiring = wireBot(bot, {
    butler,
    logger: options.logger ?? silentLogger,
    ownerIds: options.owners ?? [],
    scheduler: fakeScheduler({ realMs: 20 }),
    ...(options.images ? { images: options.images } : {}),
  });

  let updateId = 1;
  let userMessageId = 1;
  const settle = async () => {
    await wiring.outbox.drain(5_000);
  };
  const handle = async (update: Update) => {
    await bot.handleUpdate(update);
    await settle();
  };
  const from = (user: Person) => ({ ...user, is_bot: false as const });

  return {
    bot,
    butler,
    wiring,
    calls,
    handle,
    settle,
    async say(user, text, { chat, thread, updateId: id, date } = {}) {
      const place = chat ?? { id: GROUP, type: 'supergroup' as const, title: 'Кости' };
      const message = {
        message_id: userMessageId++,
        date: date ?? nowSeconds(),
        chat: place.type === 'private' ? { id: place.id, type: 'private', first_name: user.first_name } : { ...place, title: 'Кости' },
        from: from(user),
        text,
        ...(text.startsWith('/') ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0].length }] } : {}),
        ...(thread !== undefined ? { message_thread_id: thread, is_topic_message: true } : {}),
      } as Message.TextMessage;
      await handle({ update_id: id ?? updateId++, message } as Update);
      return message;
    },
    async press(user, data, { thread, updateId: id } = {}) {
      await handle({
        update_id: id ?? updateId++,
        callback_query: {
          id: `cb${updateId}`,
          from: from(user),
          chat_instance: 'ci',
          data,
          message: {
            message_id: 4000,
            date: nowSeconds(),
            chat: { id: GROUP, type: 'supergroup', title: 'Кости' },
            from: { id: BOT_ID, is_bot: true, first_name: 'Дворецкий' },
            text: '…',
            ...(thread !== undefined ? { message_thread_id: thread, is_topic_message: true } : {}),
          },
        },
      } as Update);
    },
    sent(take = false) {
      const list = calls.filter((c) => c.method === 'sendMessage');
      const fresh = list.slice(forgotten);
      if (take) forgotten = list.length;
      return fresh;
    },
    answers: () => calls.filter((c) => c.method === 'answerCallbackQuery'),
  };
}
