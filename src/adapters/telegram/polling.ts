// Long polling with @grammyjs/runner: updates are fetched continuously and handled concurrently across chats,
// while sequentialize (installed in wire-bot.ts) keeps each chat's updates one at a time and in order.
import { run, type RunOptions } from '@grammyjs/runner';
import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import type { Logger } from '../../log.ts';
import { ALLOWED_UPDATES } from './wire-bot.ts';

export async function startPolling(
  bot: Bot,
  logger: Logger,
  options: RunOptions<Update> = {},
): Promise<() => Promise<void>> {
  // getUpdates is refused while a webhook is set (e.g. left over from a webhook deployment).
  await bot.api.deleteWebhook().catch((error: unknown) => logger.warn({ err: error }, 'deleteWebhook failed'));
  const handle = run(bot, {
    ...options,
    runner: { fetch: { allowed_updates: ALLOWED_UPDATES }, ...options.runner },
  });
  void handle.task()?.catch((error: unknown) => logger.error({ err: error }, 'telegram polling stopped'));
  logger.info({ bot: bot.botInfo.username }, 'telegram: long polling');
  return async () => {
    if (handle.isRunning()) await handle.stop();
  };
}
