// What `npx butler --help`, `--version`, `backup` and the start's own warnings print, in English.
import type * as ru from '../ru/cli.ts';

export const cliText: typeof ru.cliText = {
  help: {
    main: () =>
      [
        'Butler: hosts dice games (Craps, Bone Poker, Dice Poker, 1000) in Telegram, Discord and the console.',
        '',
        'Usage:',
        '  npx butler [options]            the bot: Telegram and/or Discord when their tokens are set, else the console chat',
        '  npx butler <command> [...]      run a command and exit',
        '  npx butler <command> --help     a command\'s help',
        '',
        'Commands:',
        '  check [--db PATH]         check the configuration and open the store, without starting; exit 0 when both are fine',
        '  backup FILE [--db PATH]   a consistent copy of the SQLite store, also while the bot runs',
        '  compact [--db PATH]       rewrite the store so that /forgetme leaves nothing in its files',
        '  record <number>           a finished game\'s record as JSON',
        '  verify <record.json>      check a game\'s dice and moves from its record',
        '  chances <record.json>     a finished game\'s chance curve',
        '  solve <game>              a game\'s exact solver (dice_poker, thousand)',
        '',
        'Options:',
        '  --db PATH         the SQLite file (default: BUTLER_DB or ./data/butler.sqlite)',
        '  --memory          keep nothing',
        '  --console         the console chat even when tokens are set',
        '  --json            each console reply as one JSON line',
        '  --ids             each input line starts with its update id',
        '  --admins a,b      who is an admin in the console (without the flag: everyone)',
        '  --lang ru|uk|en   the console rooms\' language',
        '  --dice 3,4,6      scripted dice; --seed N: reproducible dice',
        '  --bot-delay N     computer players\' pause, in seconds',
        '  --images DIR      write reply pictures as PNG files into DIR',
        '  -h, --help        this help;  --version  the version and the store\'s schema version',
        '',
        'Environment (also read from .env):',
        '  TELEGRAM_BOT_TOKEN          the token from @BotFather; TELEGRAM_API_ROOT: another Bot API server',
        '  TELEGRAM_WEBHOOK_URL        a webhook instead of polling (+ TELEGRAM_WEBHOOK_SECRET, PORT)',
        '  TELEGRAM_STALE_MOVE_MINUTES a move older than this many minutes is not applied (0: any age)',
        '  DISCORD_TOKEN, DISCORD_APP_ID  the Discord bot; DISCORD_GUILD_ID: commands for one server only',
        '  DISCORD_SHARDS              auto or a number of shards; DISCORD_API_ROOT; DISCORD_DEPLOY_COMMANDS on|off',
        '  DATABASE_URL                postgres://…: the PostgreSQL store (BUTLER_PG_SCHEMA: its schema)',
        '  BUTLER_DB                   the SQLite file when --db is not given',
        '  BUTLER_OWNER_IDS            the owners\' user ids, comma-separated',
        '  BUTLER_HTTP_PORT            the Butler\'s web server; BUTLER_PUBLIC_URL: its address from outside',
        '  BUTLER_HTTP_HOST            the address the web server listens on (default 127.0.0.1; 0.0.0.0 opens it)',
        '  BUTLER_HTTP_PER_ADDRESS     sockets one client address may hold on it (default 32; raise it behind a proxy)',
        '  BUTLER_VERIFY_URL           where the verify page is served',
        '  BUTLER_SEAL_KEY             64 hex digits: encrypts the dice secrets (keep it with the backups)',
        '  <NAME>_FILE                 a secret read from a file at start instead: TELEGRAM_BOT_TOKEN_FILE,',
        '                              TELEGRAM_WEBHOOK_SECRET_FILE, DISCORD_TOKEN_FILE, DATABASE_URL_FILE, BUTLER_SEAL_KEY_FILE',
        '  BUTLER_DEDUPE_DAYS, BUTLER_IDLE_DAYS, BUTLER_RECORDS_KEEP_DAYS  how long things are kept, in days',
        '  LOG_LEVEL                   fatal|error|warn|info|debug|trace|silent',
        '',
        'Operations (running, upgrading, backups, several instances): docs/operations.md',
      ].join('\n'),
    solve: () =>
      [
        'Usage: npx butler solve <dice_poker|thousand> [options]',
        '  A game\'s exact solver: prints what it found (expected score, positions, time) and keeps the table.',
        '  npx butler solve dice_poker [--variant butler|yahtzee_free|yahtzee_forced|yatzy] [--json] [--tables DIR] [--fresh]',
        '  npx butler solve thousand [options]  (see docs/thousand-strategy.md)',
      ].join('\n'),
    verify: () => 'Checks a finished game from its record: the moves, the dice and the outcome.',
    record: () => 'Prints a finished game\'s record from the store (DATABASE_URL, else the SQLite file of BUTLER_DB or --db PATH).',
    chances: () => 'A finished game\'s chance curve from its record: a line per player, with --png a picture.',
    compact: () =>
      [
        'Usage: npx butler compact [--db PATH]',
        '  After /forgetme: rewrites the store so that no old copy of a forgotten person\'s rows stays in its files.',
        '  PostgreSQL (DATABASE_URL): VACUUM FULL of the tables that hold people, then CHECKPOINT; each table is locked',
        '  while it is rewritten (moves wait). SQLite: the compaction the bot runs within minutes of a /forgetme, now.',
        '  What even this cannot reach (the database log, replicas, backups): docs/operations.md.',
      ].join('\n'),
    check: () =>
      [
        'Usage: npx butler check [--db PATH] [--memory]',
        '  Checks what a start would find, without starting: reads the configuration (the environment, .env, *_FILE',
        '  files and the flags) and opens the store as a start does (a SQLite file created or migrated alike), then closes it.',
        '  Exit code: 0 ready to start, 2 the configuration is wrong (each problem on a line), 1 the store did not open.',
      ].join('\n'),
    backup: () =>
      [
        'Usage: npx butler backup FILE [--db PATH]',
        '  A consistent copy of the SQLite store (BUTLER_DB or ./data/butler.sqlite, or --db PATH) into FILE, also',
        '  while the bot runs and writes to it. The copy is one self-contained file; FILE is replaced whole.',
        '  To restore: stop the bot, put the copy in the store file\'s place, delete its -wal and -shm files, start.',
        '  With DATABASE_URL it prints the pg_dump recipe. Keep BUTLER_SEAL_KEY with the backups (docs/operations.md).',
      ].join('\n'),
  },
  version: (v) => `butler ${v.version} (store schema: SQLite ${v.sqliteSchema}, PostgreSQL ${v.postgresSchema})`,
  lookalike: (found, meant) => `butler: warning: ${found} is not a variable the Butler reads; did you mean ${meant}?`,
  lookalikeStore: (found) =>
    `${found} looks like DATABASE_URL, which is not set: the store would be a SQLite file, not PostgreSQL; rename it DATABASE_URL (or unset it to run on SQLite, or start with --memory)`,
  noInput: () =>
    'butler: no TELEGRAM_BOT_TOKEN or DISCORD_TOKEN, and stdin is empty and not a terminal: the console chat has nothing to read, so the start failed (set a token; for the console on an empty input on purpose, --console; npx butler --help)',
  compact: {
    usage: () => 'Usage: npx butler compact [--db PATH]  (npx butler compact --help)',
    postgres: (tables, checkpoint) =>
      `Compacted: ${tables} tables rewritten${checkpoint ? ', CHECKPOINT done' : '; CHECKPOINT not allowed for this role (the server runs its own within minutes)'}. Old row versions are gone from the tables' files; the database log, replicas and backups keep them until they are recycled or deleted (docs/operations.md).`,
    sqlite: (ran) =>
      ran
        ? 'Compacted: the log is truncated; no erased text is left in the store file (backups made before still hold it).'
        : 'Nothing to compact: no /forgetme waits for it (or the file was busy: the bot compacts it by itself within minutes).',
    noStore: (path) => `No SQLite store at ${path} (give --db PATH or BUTLER_DB).`,
    failed: (why) => `Not compacted: ${why}`,
  },
  check: {
    ready: (platforms, store, games) => `Ready to start: ${platforms.join(', ')}; the store (${store}) opened, ${games} game(s) running.`,
    configFailed: (count) => `The configuration is wrong (${count} problem(s)): the bot would not start. More: npx butler --help`,
    storeFailed: (store, why) => `The store (${store}) did not open: ${why}`,
  },
  backup: {
    usage: () => 'Usage: npx butler backup FILE [--db PATH]  (npx butler backup --help)',
    done: (file, kilobytes, schema) => `Backup written: ${file} (${kilobytes} kB, schema ${schema}).`,
    noStore: (path) => `No SQLite store at ${path} (give --db PATH or BUTLER_DB).`,
    unsafeTarget: (reason) =>
      ({
        store: "The backup cannot replace a file of the store itself (the database, its -wal, -shm or -journal): choose another FILE.",
        sidecar: 'FILE ends in -wal, -shm or -journal: SQLite would read it as part of another database. Choose another name.',
        live: 'FILE is open in a program, or is a SQLite database that may be (WAL mode, or its -wal, -shm, -journal beside it): the backup will not replace it. Choose another FILE.',
        not_plain: 'FILE is not a plain file (a folder or a device): choose another.',
        unknown: 'FILE exists and is not a backup of the store: remove it yourself or choose another name.',
      })[reason],
    foreign: (why) => `No backup made: ${why}`,
    failed: (why) => `No backup made: ${why}`,
    restoreFile: () => 'butler-DATE.dump',
    postgres: (recipe) =>
      [
        'The store is PostgreSQL (DATABASE_URL): pg_dump makes its backups, not the Butler. For example:',
        `  ${recipe.dump}`,
        'To restore (the Butler stopped; into an empty database or over the old tables, all or nothing):',
        ...recipe.restore.map((line) => `  ${line}`),
        'Keep BUTLER_SEAL_KEY with the backup. More: docs/operations.md',
      ].join('\n'),
  },
};
