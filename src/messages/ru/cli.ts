// What `npx butler --help`, `--version`, `backup` and the start's own warnings print (for the operator).
import type { UnsafeTarget } from '../../core/unsafe-target.ts';

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
        '  check [--db ПУТЬ]         проверить настройки и открыть хранилище, не запуская бота; код 0 — всё в порядке',
        '  backup ФАЙЛ [--db ПУТЬ]   согласованная копия хранилища SQLite, в том числе пока бот работает',
        '  compact [--db ПУТЬ]       переписать хранилище, чтобы после /forgetme в его файлах ничего не осталось',
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
        '  BUTLER_HTTP_PER_ADDRESS     сколько соединений держит один адрес клиента (по умолчанию 32; за прокси — больше)',
        '  BUTLER_VERIFY_URL           где лежит страница проверки',
        '  BUTLER_SEAL_KEY             64 шестнадцатеричные цифры: шифрует секреты костей (храните с резервными копиями)',
        '  <ИМЯ>_FILE                  секрет из файла, прочитанного при старте: TELEGRAM_BOT_TOKEN_FILE,',
        '                              TELEGRAM_WEBHOOK_SECRET_FILE, DISCORD_TOKEN_FILE, DATABASE_URL_FILE, BUTLER_SEAL_KEY_FILE',
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
    compact: () =>
      [
        'Использование: npx butler compact [--db ПУТЬ]',
        '  После /forgetme: переписывает хранилище, чтобы в его файлах не осталось старых копий строк забытого человека.',
        '  PostgreSQL (DATABASE_URL): VACUUM FULL таблиц, где есть люди, затем CHECKPOINT; каждая таблица на время',
        '  переписи заблокирована (ходы ждут). SQLite: то сжатие, которое бот делает сам через минуты после /forgetme, — сейчас.',
        '  Чего не достать и так (журнал базы, реплики, резервные копии): docs/operations.md.',
      ].join('\n'),
    check: () =>
      [
        'Использование: npx butler check [--db ПУТЬ] [--memory]',
        '  Проверяет то, что нашёл бы запуск, не запуская бота: читает настройки (окружение, .env, файлы *_FILE и флаги)',
        '  и открывает хранилище, как при запуске (файл SQLite создаётся или обновляется так же), затем закрывает его.',
        '  Код выхода: 0 — готово к запуску, 2 — ошибка в настройках (каждая — своей строкой), 1 — хранилище не открылось.',
      ].join('\n'),
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
  /** `npx butler compact`: the tables rewritten after /forgetme (storage/postgres-compact.ts) */
  compact: {
    usage: () => 'Использование: npx butler compact [--db ПУТЬ]  (npx butler compact --help)',
    postgres: (tables: number, checkpoint: boolean) =>
      `Сжато: переписано таблиц — ${tables}${checkpoint ? ', CHECKPOINT выполнен' : '; CHECKPOINT этой роли не разрешён (сервер сделает свой в ближайшие минуты)'}. Старых версий строк в файлах таблиц больше нет; журнал базы, реплики и резервные копии хранят их, пока те не перезапишут или не удалят (docs/operations.md).`,
    sqlite: (ran: boolean): string =>
      ran
        ? 'Сжато: журнал усечён, стёртого текста в файле хранилища не осталось (в сделанных раньше копиях он есть).'
        : 'Сжимать нечего: ни одно /forgetme этого не ждёт (или файл занят: бот сожмёт его сам в ближайшие минуты).',
    noStore: (path: string) => `Нет хранилища SQLite по пути ${path} (укажите --db ПУТЬ или BUTLER_DB).`,
    failed: (why: string) => `Не сжато: ${why}`,
  },
  check: {
    ready: (platforms: string[], store: string, games: number) =>
      `Готово к запуску: ${platforms.join(', ')}; хранилище ${store} открыто, идёт игр: ${games}.`,
    configFailed: (count: number) => `Настройки не годятся (проблем: ${count}): с ними бот не запустится. Подробнее: npx butler --help`,
    storeFailed: (store: string, why: string) => `Хранилище ${store} не открылось: ${why}`,
  },
  backup: {
    usage: () => 'Использование: npx butler backup ФАЙЛ [--db ПУТЬ]  (npx butler backup --help)',
    done: (file: string, kilobytes: number, schema: number) => `Копия готова: ${file} (${kilobytes} КБ, схема ${schema}).`,
    noStore: (path: string) => `Нет хранилища SQLite по пути ${path} (укажите --db ПУТЬ или BUTLER_DB).`,
    /** the target is, or may be, a file of a live database (storage/store-files.ts): nothing was written */
    unsafeTarget: (reason: UnsafeTarget) =>
      ({
        store: 'Копия не может заменить файл самого хранилища (базу, её -wal, -shm или -journal): выберите другой ФАЙЛ.',
        sidecar: 'Имя ФАЙЛА кончается на -wal, -shm или -journal: SQLite прочтёт такой файл как часть другой базы. Выберите другое имя.',
        live: 'ФАЙЛ открыт какой-то программой или это база SQLite, которая может быть открыта (режим WAL или рядом её -wal, -shm, -journal): копия его не заменит. Выберите другой ФАЙЛ.',
        not_plain: 'ФАЙЛ — не обычный файл (папка или устройство): выберите другой.',
        unknown: 'ФАЙЛ уже есть и это не копия хранилища: удалите его сами или выберите другое имя.',
      })[reason],
    /** the store file belongs to another program (storage/sqlite-marker.ts) */
    foreign: (why: string) => `Копия не сделана: ${why}`,
    failed: (why: string) => `Копия не сделана: ${why}`,
    /** the file a restore reads, as the recipe names it */
    restoreFile: () => 'butler-ДАТА.dump',
    postgres: (recipe: { dump: string; restore: readonly string[] }) =>
      [
        'Хранилище — PostgreSQL (DATABASE_URL): копию делает pg_dump, не Дворецкий. Например:',
        `  ${recipe.dump}`,
        'Восстановление (пока Дворецкий не работает; в пустую базу или поверх старых таблиц, всё или ничего):',
        ...recipe.restore.map((line) => `  ${line}`),
        'Храните BUTLER_SEAL_KEY вместе с копией. Подробнее: docs/operations.md',
      ].join('\n'),
  },
};
