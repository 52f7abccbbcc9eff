// Starts the Telegram adapter: config → Bot (pointed at TELEGRAM_API_ROOT when set) → getMe → wiring → command
// menus → long polling, or a webhook server when TELEGRAM_WEBHOOK_URL is set. Returns the stop function.
import type { RunOptions } from '@grammyjs/runner';
import { Bot, GrammyError, type Transformer } from 'grammy';
import { StartupError } from '../login-retry.ts';
import type { Update } from 'grammy/types';
import type { Butler } from '../../butler.ts';
import type { Env } from '../../config.ts';
import type { Logger } from '../../log.ts';
import { publishCommandMenus } from './commands-menu.ts';
import { startPolling } from './polling.ts';
import { startWebhook, type WebhookOptions } from './webhook.ts';
import { wireBot, type WireOptions } from './wire-bot.ts';
import { ImageService } from '../../images/image-service.ts';
import type { Readiness } from '../../ops/readiness.ts';
import { watchOutbox } from '../../ops/metrics.ts';
import { telegramLinkState } from './link-state.ts';

export interface StartTelegramOptions {
  butler: Butler;
  env: Env;
  logger: Logger;
  /** API transformers installed below the retry layer (tests use them to watch or shape the traffic) */
  transformers?: Transformer[];
  /** extra wiring options (tests: fake timers, limits) */
  wire?: Partial<Omit<WireOptions, 'butler' | 'logger' | 'ownerIds'>>;
  polling?: RunOptions<Update>;
  /** webhook listen host (BUTLER_HTTP_HOST; default 127.0.0.1, web/listen.ts) */
  host?: string;
  /** the Butler's pages (src/web), served by the webhook's server on its port */
  pages?: WebhookOptions['pages'];
  /** the Butler's one HTTP server: the webhook is mounted on it instead of a server of its own */
  server?: WebhookOptions['server'];
  /** where this adapter says whether it is connected (GET /readyz) */
  readiness?: Readiness;
  /** told in one line when polling stopped for good (401, 409): main drains and exits non-zero */
  onFatal?: (reason: string) => void;
}

/** getMe's answer to a token Telegram does not accept (revoked, or never valid), as one line; else null. */
function refusedToken(error: unknown): string | null {
  if (!(error instanceof GrammyError) || (error.error_code !== 401 && error.error_code !== 404)) return null;
  // grammY's errors name the method, never the token.
  return (
    `Telegram refused TELEGRAM_BOT_TOKEN (${error.error_code} ${error.description}): ` +
    'copy the current token from @BotFather (/mybots → API Token); a revoked token stops working'
  );
}

const DEFAULT_PORT = 8080;
/** How long stopping waits for queued replies to go out. */
const DRAIN_MS = 10_000;

export async function startTelegram(options: StartTelegramOptions): Promise<() => Promise<void>> {
  const { butler, env, logger } = options;
  const token = env.TELEGRAM_BOT_TOKEN;
  if (!token) throw new Error('TELEGRAM_BOT_TOKEN is not set');
  const log = logger.child({ adapter: 'telegram' });
  const bot = new Bot(token, env.TELEGRAM_API_ROOT ? { client: { apiRoot: env.TELEGRAM_API_ROOT } } : {});
  for (const transformer of options.transformers ?? []) bot.api.config.use(transformer);
  // Not ready from the first moment: until getMe answers, and again while Telegram cannot be reached (link-state.ts).
  const link = telegramLinkState();
  bot.api.config.use(link.watch);
  // and until updates can arrive: polling runs, or the webhook is set
  let delivery: () => string | null = () => 'connecting: updates are not set up yet';
  const unready = options.readiness?.add('telegram', () => link.problem() ?? delivery());
  // Below the retry layer: every failed attempt is logged, so a bot that cannot reach Telegram says so while it
  // keeps retrying instead of waiting in silence. grammY's errors name the method, never the token.
  bot.api.config.use(async (prev, method, payload, signal) => {
    try {
      return await prev(method, payload, signal);
    } catch (error) {
      log.warn({ method, error: (error as Error).message }, 'telegram: API call failed (retrying where it makes sense)');
      throw error;
    }
  });
  const wiring = wireBot(bot, {
    images: new ImageService(butler.store.gameRecords ? { records: butler.store.gameRecords } : {}),
    ...(env.TELEGRAM_STALE_MOVE_MINUTES !== undefined ? { staleMoveMs: env.TELEGRAM_STALE_MOVE_MINUTES * 60_000 } : {}),
    ...options.wire,
    butler,
    logger: log,
    ownerIds: env.BUTLER_OWNER_IDS,
  });
  const failed = (error: unknown) => {
    unready?.();
    return error;
  };
  try {
    // grammY's init waits out a network outage or a 5xx by itself (growing pauses, no limit); the transformer
    // above logs every failed attempt, so the operator sees why the bot is not up yet.
    await bot.init();
  } catch (error) {
    const reason = refusedToken(error);
    if (reason) throw failed(new StartupError(reason));
    log.error({ err: error }, 'telegram: getMe failed');
    throw failed(error);
  }
  // The menu is a convenience: publishing it must not hold up (or break) the start.
  void publishCommandMenus((commands, other) => bot.api.setMyCommands(commands, other), log).then((published) =>
    log.info({ published }, 'telegram: command menus'),
  );

  let stopUpdates: () => Promise<void>;
  if (env.TELEGRAM_WEBHOOK_URL) {
    if (!env.TELEGRAM_WEBHOOK_SECRET) throw failed(new Error('TELEGRAM_WEBHOOK_SECRET is required with TELEGRAM_WEBHOOK_URL'));
    const webhook = await startWebhook(bot, log, {
      url: env.TELEGRAM_WEBHOOK_URL,
      secret: env.TELEGRAM_WEBHOOK_SECRET,
      port: env.PORT ?? DEFAULT_PORT,
      ...(options.host ? { host: options.host } : {}),
      ...(options.pages ? { pages: options.pages } : {}),
      ...(options.server ? { server: options.server } : {}),
    });
    // (Telegram delivers to this server once setWebhook answered; startWebhook resolves after it)
    stopUpdates = webhook.stop;
    delivery = () => null;
  } else {
    const polling = await startPolling(bot, log, options.polling, options.onFatal);
    stopUpdates = polling.stop;
    delivery = () => (polling.running() ? null : 'polling is not running');
  }
  const unwatch = watchOutbox('telegram', () => wiring.outbox.pending());

  return async () => {
    unready?.();
    await stopUpdates();
    if (!(await wiring.outbox.drain(DRAIN_MS))) {
      log.warn({ pending: wiring.outbox.pending() }, 'telegram: stopped with replies still queued');
    }
    unwatch();
  };
}
