// Composition root: config → store → Butler → the adapters that have tokens (the console when none has).
import { DEFAULT_GAMES } from './house/default-games.ts';
import 'dotenv/config';
import { Butler } from './butler.ts';
import { exactDicePokerPolicy, wholeGameDicePokerPolicy } from './strategy/bots/exact-policy.ts';
import { configureThousandPolicies, loadStoredThousandPolicy } from './strategy/thousand/policy-service.ts';
import { configureThousandDuels, loadStoredThousandDuel } from './strategy/chances/duel-service.ts';
import { thousandWinningMove } from './strategy/chances/thousand-move.ts';
import { subcommandFor } from './cli/subcommands.ts';
import { answerHelp, helpRequest } from './cli/help.ts';
import { cliLanguage } from './cli/cli-language.ts';
import { lookalikeVariables } from './config-lookalikes.ts';
import { textFor } from './messages/index.ts';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { configureTables, getTable } from './strategy/dice-poker/table-service.ts';
import { configureChanceEstimates } from './strategy/chances/estimate-service.ts';
import { KNOWN_VARIABLES, readEnvAndCli, VALUE_SHAPES, type CliOptions, type Config } from './config.ts';
import { createLogger, type Logger } from './log.ts';
import { redactText } from './log-redact.ts';
import { StartupError } from './adapters/login-retry.ts';
import { openStore } from './storage/open-store.ts';
import { configureSeal, deploymentOptions, diceSource, storeOptions } from './runtime-choice.ts';
import { pagesHandler } from './web/pages.ts';
import { publicBase } from './web/public-url.ts';
import { RenderPool } from './images/render-pool.ts';
import type { RequestHandler as PageHandler } from './ops/http-server.ts';
import { startOpsServer, type OpsServer } from './ops/http-server.ts';
import { createMetrics, type ButlerMetrics } from './ops/prometheus.ts';
import { Readiness, storeCheck } from './ops/readiness.ts';
import { FATAL_PLATFORM_EXIT } from './ops/fatal.ts';
import { stopSignals } from './ops/stop-signals.ts';
import { buildInfo, startLine, type BuildInfo } from './ops/build-info.ts';
import { DEFAULT_HOST } from './web/listen.ts';
import { startRetention } from './storage/records/retention.ts';
import type { SessionStore } from './storage/types.ts';

type Stop = () => Promise<void>;

interface Ops {
  server: OpsServer | null;
  readiness: Readiness;
  /** a platform refused this process for good: drain and exit non-zero (set once the shutdown exists) */
  onFatal: (reason: string) => void;
}

async function startPlatforms(butler: Butler, config: Config, logger: Logger, ops: Ops): Promise<Stop[]> {
  const stops: Stop[] = [];
  const { readiness, onFatal } = ops;
  if (config.env.TELEGRAM_BOT_TOKEN) {
    const { startTelegram } = await import('./adapters/telegram/start.ts');
    // With a webhook its POST path is mounted on the one HTTP server (opened on PORT when BUTLER_HTTP_PORT is not set).
    const server = config.env.TELEGRAM_WEBHOOK_URL ? ops.server : null;
    stops.push(await startTelegram({ butler, env: config.env, logger, readiness, onFatal, ...(server ? { server } : {}) }));
  }
  if (config.env.DISCORD_TOKEN) {
    const { startDiscord } = await import('./adapters/discord/start.ts');
    stops.push(await startDiscord({ butler, env: config.env, logger, readiness, onFatal }));
  }
  return stops;
}

/** The exit code of a service start without a platform (a configuration error, as a bad variable's 2). */
const NO_PLATFORM_EXIT = 2;

/** How long the store may take to answer /readyz's question before the process is reported not ready. */
const STORE_PING_TIMEOUT_MS = 2_000;

/**
 * The one HTTP server (ops/http-server.ts) on BUTLER_HTTP_PORT — in webhook mode on PORT (default 8080), where the
 * webhook and the pages were served before — with the pages when they are configured; null when no port is set.
 */
async function startHttp(
  config: Config,
  logger: Logger,
  readiness: Readiness,
  store: SessionStore,
  pages: PageHandler | null,
  build: BuildInfo,
): Promise<{ server: OpsServer; metrics: ButlerMetrics } | null> {
  const webhook = config.env.TELEGRAM_BOT_TOKEN && config.env.TELEGRAM_WEBHOOK_URL && !config.cli.console;
  // (in webhook mode the server is the webhook's, on PORT as it always was — the pages were served there too)
  const port = webhook ? (config.env.PORT ?? config.env.BUTLER_HTTP_PORT ?? 8080) : config.env.BUTLER_HTTP_PORT;
  if (port === undefined) return null;
  const metrics = createMetrics({ activeGames: () => store.activeGames(), build, readiness });
  const perAddress = config.env.BUTLER_HTTP_PER_ADDRESS;
  const limits = perAddress !== undefined ? { limits: { maxPerAddress: perAddress } } : {};
  const server = await startOpsServer({ port, ...listenHost(config), logger, readiness, metrics, pages, ...limits });
  return { server, metrics };
}

async function main(): Promise<void> {
  // `npx butler solve …` and other subcommands run instead of the bot, before any bot configuration is read.
  const subcommand = subcommandFor(process.argv[2]);
  if (subcommand) process.exit(await subcommand(process.argv.slice(3)));
  const asked = helpRequest(process.argv.slice(2));
  if (asked) process.exit(await answerHelp(asked, undefined));
  const { cliText } = textFor(cliLanguage()).cli;
  // A name that looks like one of ours is read by nothing: said before anything else, whatever else is wrong. One
  // that looks like DATABASE_URL while that is unset stops the start (readConfig): the Butler would quietly run on
  // SQLite, its games apart from the PostgreSQL the operator meant.
  const lookalikes = lookalikeVariables(process.env, KNOWN_VARIABLES, VALUE_SHAPES);
  const storeLookalikes = lookalikes.filter(({ meant }) => meant === 'DATABASE_URL' && !process.env.DATABASE_URL?.trim()).map(({ found }) => found);
  for (const { found, meant } of lookalikes) if (!storeLookalikes.includes(found)) process.stderr.write(`${cliText.lookalike(found, meant)}\n`);
  const config = readConfig((cli) => (cli.memory ? [] : storeLookalikes.map((found) => cliText.lookalikeStore(found))));
  const useConsole = config.cli.console || (!config.env.TELEGRAM_BOT_TOKEN && !config.env.DISCORD_TOKEN);
  const interactive = useConsole && process.stdin.isTTY === true;
  // In the console the chat owns stdout; logs go to stderr, only warnings unless asked for more, and as short lines
  // for the person typing (log.ts humanLine), not JSON.
  const logger = createLogger({
    level: config.env.LOG_LEVEL ?? (useConsole ? 'warn' : 'info'),
    pretty: process.stderr.isTTY === true,
    human: useConsole,
  });
  // caught from here on, in every mode (ops/stop-signals.ts)
  const stopping = stopSignals();
  // The seal key guards running games' dice from whoever reads the store: a warning for a bot serving chats from a
  // file or a database; not for the console, whose players sit at the store's machine, nor for --memory (no store).
  configureSeal(config.env, logger, { warn: !useConsole && !config.cli.memory });
  // Links only where their readers can open them (web/public-url.ts); else one warning says why there are none.
  const linkReaders = useConsole ? 'console' : 'chats';
  const linked = publicBase(config.env, linkReaders);
  if (linked && 'problem' in linked) logger.warn(linked.problem);
  const dice = diceSource(config.cli);
  let store: SessionStore;
  try {
    store = await openStore(storeOptions(config.env, config.cli));
  } catch (error) {
    process.stderr.write(`butler: cannot open the store: ${redactText((error as Error).message)}\n`);
    process.exit(1);
  }
  // (storage/sqlite-store.ts: an existing file is copied before its schema changes)
  const migrationBackup = 'migrationBackup' in store ? store.migrationBackup : null;
  if (typeof migrationBackup === 'string') logger.warn({ backup: migrationBackup }, 'the store was backed up before its schema was migrated');
  const butler = new Butler({
    store,
    dice,
    logger,
    ...deploymentOptions(config.env, config.cli, linkReaders),
    // the games this bot hosts: one module each (house/)
    games: DEFAULT_GAMES,
    dicePokerPolicy: exactDicePokerPolicy(),
    dicePokerWholeGame: wholeGameDicePokerPolicy(),
    thousandPolicy: thousandWinningMove,
  });
  // The strategy tables live next to the store (a temp dir in --memory mode): the Dice Poker table, built on first
  // need, and the default settings' 1000 policy, so a restart answers a 1000 odds question at once.
  const strategyDir = config.cli.memory ? join(tmpdir(), 'butler-strategy') : join(dirname(config.cli.db), 'strategy');
  // 1000: a person's first stop-or-roll decision starts the solve (worker) so the game-over review is ready.
  configureThousandPolicies({ ahead: true, dir: strategyDir, log: (event, details) => logger.info(details, event) });
  // 1000 for two: the exact duel (strategy/thousand/duel-*.ts, docs/chances.md). Every process serves it the same way
  // (a bot's move may not depend on which process plays it): the default settings' table ships with the project and
  // is read at start; small races are solved within a minute; a table solved here is kept next to the store.
  configureThousandDuels({ serve: true, dir: strategyDir, log: (event, details) => logger.info(details, event) });
  // the shipped table is read now, off the event loop (half a second), so that the first duel plays from it at once
  loadStoredThousandDuel();
  configureTables({ dir: strategyDir, log: (event, details) => logger.info(details, event) });
  // Estimated chances in /status (a worker thread; display only). Not in a scripted console run (no terminal), whose
  // transcript must read the same whatever the worker's speed.
  if (!useConsole || interactive) configureChanceEstimates({ enabled: true, log: (event, details) => logger.info(details, event) });
  const stopRetention = startRetention(store, config.env.BUTLER_RECORDS_KEEP_DAYS, logger);
  const pages = servedPages(butler, store, config);
  const build = await buildInfo(storeOptions(config.env, config.cli));
  const readiness = new Readiness();
  readiness.add('store', storeCheck(store, STORE_PING_TIMEOUT_MS));
  let http: Awaited<ReturnType<typeof startHttp>>;
  try {
    http = await startHttp(config, logger, readiness, store, pages, build);
  } catch (error) {
    process.stderr.write(`butler: cannot open the HTTP port: ${(error as Error).message}\n`);
    await store.close();
    process.exit(1);
  }
  const web = http && { stop: async () => (http.metrics.stop(), await http.server.stop()) };
  // One line that says what runs, in every mode (a person at the console's terminal reads it as is).
  const listening = http ? `http://${config.env.BUTLER_HTTP_HOST ?? DEFAULT_HOST}:${http.server.port}` : null;
  const line = startLine(build, listening, serving(config, useConsole));
  if (interactive) process.stderr.write(`butler: ${line}\n`);
  else logger.info({ version: build.version, store: build.store, schema: build.schema, listening }, line);

  if (useConsole) {
    const { runConsoleChat } = await import('./adapters/console/console-chat.ts');
    const { lines } = await runConsoleChat({
      butler,
      input: process.stdin,
      output: process.stdout,
      json: config.cli.json,
      ids: config.cli.ids,
      admins: config.cli.admins,
      interactive,
      stop: stopping,
      language: config.cli.lang,
      // The canvas is loaded only when pictures are asked for.
      ...(config.cli.images ? { images: (await import('./adapters/console/images.ts')).consoleImages(config.cli.images, store.gameRecords) } : {}),
    });
    // A service started with its token missing or misnamed (no platform, no terminal, not one line on stdin — systemd's
    // and Docker's stdin is /dev/null) would open the console and end at once: it fails, with one line saying what is
    // missing, so that a supervisor's Restart=on-failure and its alerts see it. Piped lines are a console session
    // and end with 0; so does an empty input with --console, the console on purpose (a script that lets the turn
    // clock play out what is overdue, test/reliability/crash.test.ts).
    const serviceWithoutPlatform =
      !interactive && lines === 0 && !stopping.aborted && !config.cli.console && !config.env.TELEGRAM_BOT_TOKEN && !config.env.DISCORD_TOKEN;
    if (serviceWithoutPlatform) process.stderr.write(`${cliText.noInput()}\n`);
    // End of input ends the process once the replies are out (issue 30): what is in flight (a statistics fold)
    // finishes, the store closes, and nothing still running in the background (a strategy table being built or
    // loaded, a 1000 solve) keeps the process alive; a table build cut short leaves no file (see table-file.ts).
    await butler.drain();
    await stopRetention();
    await web?.stop();
    await store.close();
    await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
    process.exit(serviceWithoutPlatform ? NO_PLATFORM_EXIT : 0);
  }

  let shutdown: ((signal: string, code?: number) => Promise<void>) | null = null;
  let fatal: string | null = null;
  const onFatal = (reason: string) => {
    // One line for the operator (and the supervisor's journal); then the same drained stop as on SIGTERM.
    if (fatal !== null) return;
    fatal = reason;
    logger.fatal(reason);
    void shutdown?.('fatal platform error', FATAL_PLATFORM_EXIT);
  };
  // A signal while the platforms connect (a Bot API that does not answer yet): nothing has been handled, so the
  // stop is the servers' and the store's.
  const stopWhileStarting = async () => {
    logger.info({ signal: stopping.reason }, 'butler stopping before the platforms connected');
    await stopRetention();
    await web?.stop();
    await store.close();
    process.exit(0);
  };
  const onStopSignal = () => void (shutdown ? shutdown(String(stopping.reason)) : stopWhileStarting());
  if (stopping.aborted) return onStopSignal();
  stopping.addEventListener('abort', onStopSignal, { once: true });
  let stops: Stop[];
  try {
    stops = await startPlatforms(butler, config, logger, { server: http?.server ?? null, readiness, onFatal });
  } catch (error) {
    // A token the platform refuses: one line for the operator, no stack trace.
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`butler: ${error.message}\n`);
    await stopRetention();
    await web?.stop();
    await store.close();
    process.exit(1);
  }
  getTable(); // a serving bot loads (or builds, in a worker) the Dice Poker table at once, for hints and reviews
  loadStoredThousandPolicy(); // and the default 1000 policy, when a previous run kept it on disk
  // After the adapters registered their outlets: overdue turns from before a restart are handled at once.
  const stopClock = butler.startClock();
  // Shutdown (issue 30): the clock stops and finishes the moves it is playing (their notices still go out through
  // the adapters), the adapters stop taking updates, the updates and statistics folds in flight finish, and only
  // then is the store closed — nothing in flight meets a closed pool.
  let stopStarted = false;
  shutdown = async (signal: string, code = 0) => {
    if (stopStarted) return;
    stopStarted = true;
    logger.info({ signal }, 'butler stopping');
    await stopClock().catch((err: unknown) => logger.error({ err }, 'turn clock stop failed'));
    for (const stop of stops) await stop().catch((err) => logger.error({ err }, 'adapter stop failed'));
    await butler.drain().catch((err: unknown) => logger.error({ err }, 'in-flight work failed at shutdown'));
    await stopRetention();
    await web?.stop();
    await store.close();
    process.exit(code);
  };
  // a platform that refused the process while it was starting its clock
  if (fatal !== null) void shutdown('fatal platform error', FATAL_PLATFORM_EXIT);
}

/** What this process serves, for the start-up line: the console, or the platforms and how they deliver. */
function serving(config: Config, useConsole: boolean): string {
  if (useConsole) return 'console';
  const { env } = config;
  const platforms: string[] = [];
  if (env.TELEGRAM_BOT_TOKEN) platforms.push(env.TELEGRAM_WEBHOOK_URL ? 'telegram (webhook)' : 'telegram (long polling)');
  if (env.DISCORD_TOKEN) platforms.push(env.DISCORD_SHARDS !== undefined ? `discord (shards: ${env.DISCORD_SHARDS})` : 'discord');
  return platforms.join(' + ');
}

/** BUTLER_HTTP_HOST when set: the servers listen on loopback (web/listen.ts) unless it opens them. */
function listenHost(config: Config): { host?: string } {
  return config.env.BUTLER_HTTP_HOST ? { host: config.env.BUTLER_HTTP_HOST } : {};
}

/**
 * The environment and the command line, read together: every problem of both and those `more` finds in the command
 * line (a misnamed DATABASE_URL), one line each, then exit 2.
 */
function readConfig(more: (cli: CliOptions) => string[]): Config {
  const { env, cli, problems } = readEnvAndCli(process.argv.slice(2), process.env);
  if (cli) problems.push(...more(cli));
  if (!env || !cli || problems.length > 0) {
    for (const problem of problems) process.stderr.write(`butler: ${problem}\n`);
    process.exit(2);
  }
  return { env, cli };
}

/** The pages' request handler when BUTLER_HTTP_PORT is set (the Butler's links then point at them). */
function servedPages(butler: Butler, store: SessionStore, config: Config): PageHandler | null {
  const links = butler.pageLinks;
  if (config.env.BUTLER_HTTP_PORT === undefined || !links) return null;
  // The game pages' pictures are drawn in a worker of their own (it starts with the first picture asked for).
  const pool = new RenderPool(1);
  // a page names its game in the words of the Butler's own games (each synchronous stretch, through `hosting`)
  return pagesHandler({
    links,
    records: store.gameRecords,
    chatText: (chat) => butler.queryText(chat),
    now: Date.now,
    render: (spec) => pool.render(spec),
    hosting: (work) => butler.hosting(work),
    // a running game's page follows its chat's commits (web/live-page.ts)
    live: { session: (chat) => butler.peekSession(chat), onSaved: (listener) => butler.onSaved(listener) },
    // behind a reverse proxy every watcher has the proxy's address: its streams go with its sockets
    ...(config.env.BUTLER_HTTP_PER_ADDRESS !== undefined ? { streamLimits: { maxPerAddress: config.env.BUTLER_HTTP_PER_ADDRESS } } : {}),
  });
}

await main();
