// Long polling with @grammyjs/runner: updates are fetched continuously and handled concurrently across chats,
// while sequentialize (installed in wire-bot.ts) keeps each chat's updates one at a time and in order.
// The runner stops by itself only on what polling cannot get past: 401 (the token was revoked), 409 (another
// poller, or a webhook set elsewhere) or an error it gave up on. The process is then of no use as it is: `onFatal`
// is told in one line, and main drains and exits non-zero so that a supervisor restarts it or alerts.
import { run, type RunOptions } from '@grammyjs/runner';
import { GrammyError, type Bot } from 'grammy';
import type { Update } from 'grammy/types';
import type { Logger } from '../../log.ts';
import { ALLOWED_UPDATES } from './wire-bot.ts';

export interface Polling {
  stop(): Promise<void>;
  /** true while the runner fetches updates (GET /readyz) */
  running(): boolean;
}

/** The one line for a runner that stopped by itself. */
export function pollingStopped(error: unknown): string {
  if (error instanceof GrammyError && error.error_code === 401) {
    return 'telegram: polling stopped: Telegram refused TELEGRAM_BOT_TOKEN (401); the token was revoked — copy the current one from @BotFather';
  }
  if (error instanceof GrammyError && error.error_code === 409) {
    return `telegram: polling stopped: conflict (409 ${error.description}); another process polls with this token, or a webhook is set`;
  }
  return `telegram: polling stopped: ${(error as Error)?.message ?? String(error)}`;
}

export async function startPolling(
  bot: Bot,
  logger: Logger,
  options: RunOptions<Update> = {},
  onFatal: (reason: string) => void = () => undefined,
): Promise<Polling> {
  // getUpdates is refused while a webhook is set (e.g. left over from a webhook deployment).
  await bot.api.deleteWebhook().catch((error: unknown) => logger.warn({ err: error }, 'deleteWebhook failed'));
  const handle = run(bot, {
    ...options,
    // the runner's own pauses double without limit; network errors are retried below it with capped pauses
    // (api-retry.ts), so what reaches it is fatal — it must not print errors itself (the reason is logged once)
    runner: { fetch: { allowed_updates: ALLOWED_UPDATES }, silent: true, ...options.runner },
  });
  let stopping = false;
  void handle.task()?.catch((error: unknown) => {
    if (!stopping) onFatal(pollingStopped(error));
  });
  logger.info({ bot: bot.botInfo.username }, 'telegram: long polling');
  return {
    running: () => handle.isRunning(),
    stop: async () => {
      stopping = true;
      if (handle.isRunning()) await handle.stop();
    },
  };
}
