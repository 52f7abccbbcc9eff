// What `npx butler --help`, `--version`, `backup` and the start's own warnings print (for the operator).
export interface VersionFigures {
  version: string;
  sqliteSchema: number;
  postgresSchema: number;
}

export const cliText = {
  help: {
    main: () =>
      [
        'Дворецкий: ведет игры в кости (крэпс, костяной покер, покер на костях, 1000) в Telegram, Discord и в консоли.',
        '',
        'Запуск:',
        '  npx butler [флаги]            бот: Telegram и/или Discord, если заданы их токены, иначе консольный чат',
        '  npx butler <команда> [...]    выполнить команду и выйти',
        '  npx butler <команда> --help   справка по команде',
        '',
        'Команды:',
        '  backup ФАЙЛ [--db ПУТЬ]   согласованная копия хранилища SQLite, в том числе пока бот работает',
        '  record <номер>            запись законченной игры в JSON',
        '  verify <запись.json>      проверить кости и ходы игры по ее записи',
        '  chances <запись.json>     кривая шансов законченной игры',
        '  solve <игра>              точный решатель игры (dice_poker, thousand)',
        '',
        'Флаги:',
        '  --db ПУТЬ         файл SQLite (по умолчанию BUTLER_DB или ./data/butler.sqlite)',
        '  --memory          ничего не сохранять',
        '  --console         консольный чат, даже если токены заданы',
        '  --json            каждый ответ консоли — строка JSON',
        '  --ids             каждая строка ввода начинается со своего номера обновления',
        '  --admins a,b      кто в консоли администратор (без флага — все)',
        '  --lang ru|uk|en   язык комнат консоли',
        '  --dice 3,4,6      заданные кости; --seed N — воспроизводимые кости',
        '  --bot-delay N     пауза компьютерных игроков, секунды',
        '  --images ПАПКА    сохранять картинки ответов в PNG',
        '  -h, --help        эта справка;  --version  версия и версия схемы хранилища',
        '',
        'Переменные окружения (также из файла .env):',
        '  TELEGRAM_BOT_TOKEN          токен от @BotFather; TELEGRAM_API_ROOT — другой сервер Bot API',
        '  TELEGRAM_WEBHOOK_URL        вебхук вместо опроса (+ TELEGRAM_WEBHOOK_SECRET, PORT)',
        '  TELEGRAM_STALE_MOVE_MINUTES ход старше стольких минут не применяется (0 — любой)',
        '  DISCORD_TOKEN, DISCORD_APP_ID  бот Discord; DISCORD_GUILD_ID — команды одного сервера',
        '  DISCORD_SHARDS              auto или число шардов; DISCORD_API_ROOT; DISCORD_DEPLOY_COMMANDS on|off',
        '  DATABASE_URL                postgres://… — хранилище PostgreSQL (BUTLER_PG_SCHEMA — его схема)',
        '  BUTLER_DB                   файл SQLite, если нет --db',
        '  BUTLER_OWNER_IDS            id владельцев через запятую',
        '  BUTLER_HTTP_PORT            веб-сервер Дворецкого; BUTLER_PUBLIC_URL — его адрес снаружи',
        '  BUTLER_HTTP_HOST            адрес, на котором слушает веб-сервер (по умолчанию 127.0.0.1; 0.0.0.0 открывает его)',
        '  BUTLER_VERIFY_URL           где лежит страница проверки',
        '  BUTLER_SEAL_KEY             64 шестнадцатеричные цифры: шифрует секреты костей (храните с резервными копиями)',
        '  BUTLER_DEDUPE_DAYS, BUTLER_IDLE_DAYS, BUTLER_RECORDS_KEEP_DAYS  сроки хранения, дни',
        '  LOG_LEVEL                   fatal|error|warn|info|debug|trace|silent',
        '',
        'Эксплуатация (запуск, обновление, резервные копии, несколько экземпляров): docs/operations.md',
      ].join('\n'),
    solve: () =>
      [
        'Использование: npx butler solve <dice_poker|thousand> [флаги]',
        '  Точный решатель игры: печатает найденное (ожидаемые очки, позиции, время) и сохраняет таблицу.',
        '  npx butler solve dice_poker [--variant butler|yahtzee_free|yahtzee_forced|yatzy] [--json] [--tables ПАПКА] [--fresh]',
        '  npx butler solve thousand [флаги]  — см. docs/thousand-strategy.md',
      ].join('\n'),
    verify: () => 'Проверяет законченную игру по ее записи: ходы, кости и итог.',
    record: () =>
      'Печатает запись законченной игры из хранилища (DATABASE_URL, иначе файл SQLite из BUTLER_DB или --db ПУТЬ).',
    chances: () => 'Кривая шансов законченной игры по ее записи: строка на игрока, с --png — картинка.',
    backup: () =>
      [
        'Использование: npx butler backup ФАЙЛ [--db ПУТЬ]',
        '  Согласованная копия хранилища SQLite (BUTLER_DB или ./data/butler.sqlite, либо --db ПУТЬ) в ФАЙЛ,',
        '  в том числе пока бот работает и пишет в него. Копия — один самостоятельный файл; ФАЙЛ заменяется целиком.',
        '  Восстановление: остановите бота, положите копию на место файла хранилища, удалите его -wal и -shm, запустите.',
        '  С DATABASE_URL печатает рецепт pg_dump. Храните BUTLER_SEAL_KEY вместе с копиями (docs/operations.md).',
      ].join('\n'),
  },
  version: (v: VersionFigures) => `butler ${v.version} (схема хранилища: SQLite ${v.sqliteSchema}, PostgreSQL ${v.postgresSchema})`,
  /** an environment variable that is not one of ours but looks like one */
  lookalike: (found: string, meant: string) =>
    `butler: предупреждение: переменная ${found} не используется; может быть, имелась в виду ${meant}?`,
  /** a variable shaped like DATABASE_URL (by name or value) while DATABASE_URL is unset: the start stops */
  lookalikeStore: (found: string) =>
    `${found} похожа на DATABASE_URL, а DATABASE_URL не задана: хранилище было бы файлом SQLite, а не PostgreSQL; переименуйте ее в DATABASE_URL (или уберите, чтобы работать на SQLite, или запустите с --memory)`,
  /** a start with no platform, no terminal and no line on stdin (a service whose token is missing): exit non-zero */
  noInput: () =>
    'butler: нет ни TELEGRAM_BOT_TOKEN, ни DISCORD_TOKEN, а ввод пуст и идет не с терминала: консольному чату нечего читать — запуск невозможен (задайте токен; консоль на пустом вводе — с флагом --console; npx butler --help)',
  backup: {
    usage: () => 'Использование: npx butler backup ФАЙЛ [--db ПУТЬ]  (npx butler backup --help)',
    done: (file: string, kilobytes: number, schema: number) => `Копия готова: ${file} (${kilobytes} КБ, схема ${schema}).`,
    noStore: (path: string) => `Нет хранилища SQLite по пути ${path} (укажите --db ПУТЬ или BUTLER_DB).`,
    sameFile: () => 'Копия не может заменить само хранилище: выберите другой ФАЙЛ.',
    failed: (why: string) => `Копия не сделана: ${why}`,
    postgres: (schema: string | undefined) =>
      [
        'Хранилище — PostgreSQL (DATABASE_URL): копию делает pg_dump, не Дворецкий. Например:',
        `  pg_dump --dbname="$DATABASE_URL" --format=custom${schema ? ` --schema=${schema}` : ''} --file=butler-$(date +%F).dump`,
        `  восстановление: pg_restore --dbname="$DATABASE_URL" --clean --if-exists${schema ? ` --schema=${schema}` : ''} butler-ДАТА.dump`,
        'Храните BUTLER_SEAL_KEY вместе с копией. Подробнее: docs/operations.md',
      ].join('\n'),
  },
};
