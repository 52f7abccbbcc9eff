// Що друкують `npx butler --help`, `--version`, `backup` і власні попередження запуску (для оператора).
import type * as ru from '../ru/cli.ts';

export const cliText: typeof ru.cliText = {
  help: {
    main: () =>
      [
        'Дворецький: веде ігри в кості (крепс, кістяний покер, покер у кості, 1000) у Telegram, Discord і в консолі.',
        '',
        'Запуск:',
        '  npx butler [прапорці]         бот: Telegram і/або Discord, якщо задано їхні токени, інакше консольний чат',
        '  npx butler <команда> [...]    виконати команду й вийти',
        '  npx butler <команда> --help   довідка з команди',
        '',
        'Команди:',
        '  check [--db ШЛЯХ]         перевірити налаштування й відкрити сховище, не запускаючи бота; код 0 — усе гаразд',
        '  backup ФАЙЛ [--db ШЛЯХ]   узгоджена копія сховища SQLite, зокрема поки бот працює',
        '  compact [--db ШЛЯХ]       переписати сховище, щоб після /forgetme в його файлах нічого не лишилося',
        '  record <номер>            запис закінченої гри в JSON',
        '  verify <запис.json>       перевірити кості й ходи гри за її записом',
        '  chances <запис.json>      крива шансів закінченої гри',
        '  solve <гра>               точний розв\'язувач гри (dice_poker, thousand)',
        '',
        'Прапорці:',
        '  --db ШЛЯХ         файл SQLite (типово BUTLER_DB або ./data/butler.sqlite)',
        '  --memory          нічого не зберігати',
        '  --console         консольний чат, навіть якщо токени задано',
        '  --json            кожна відповідь консолі — рядок JSON',
        '  --ids             кожен рядок вводу починається зі свого номера оновлення',
        '  --admins a,b      хто в консолі адміністратор (без прапорця — усі)',
        '  --lang ru|uk|en   мова кімнат консолі',
        '  --dice 3,4,6      задані кості; --seed N — відтворювані кості',
        '  --bot-delay N     пауза комп\'ютерних гравців, секунди',
        '  --images ТЕКА     зберігати картинки відповідей у PNG',
        '  -h, --help        ця довідка;  --version  версія і версія схеми сховища',
        '',
        'Змінні середовища (також із файлу .env):',
        '  TELEGRAM_BOT_TOKEN          токен від @BotFather; TELEGRAM_API_ROOT — інший сервер Bot API',
        '  TELEGRAM_WEBHOOK_URL        вебхук замість опитування (+ TELEGRAM_WEBHOOK_SECRET, PORT)',
        '  TELEGRAM_STALE_MOVE_MINUTES хід, старший за стільки хвилин, не застосовується (0 — будь-який)',
        '  DISCORD_TOKEN, DISCORD_APP_ID  бот Discord; DISCORD_GUILD_ID — команди одного сервера',
        '  DISCORD_SHARDS              auto або кількість шардів; DISCORD_API_ROOT; DISCORD_DEPLOY_COMMANDS on|off',
        '  DATABASE_URL                postgres://… — сховище PostgreSQL (BUTLER_PG_SCHEMA — його схема)',
        '  BUTLER_DB                   файл SQLite, якщо немає --db',
        '  BUTLER_OWNER_IDS            id власників через кому',
        '  BUTLER_HTTP_PORT            вебсервер Дворецького; BUTLER_PUBLIC_URL — його адреса ззовні',
        '  BUTLER_HTTP_HOST            адреса, на якій слухає вебсервер (типово 127.0.0.1; 0.0.0.0 відкриває його)',
        '  BUTLER_HTTP_PER_ADDRESS     скільки з’єднань тримає одна адреса клієнта (типово 32; за проксі — більше)',
        '  BUTLER_VERIFY_URL           де лежить сторінка перевірки',
        '  BUTLER_SEAL_KEY             64 шістнадцяткові цифри: шифрує секрети костей (зберігайте з резервними копіями)',
        '  <ІМ’Я>_FILE                 секрет із файлу, прочитаного під час старту: TELEGRAM_BOT_TOKEN_FILE,',
        '                              TELEGRAM_WEBHOOK_SECRET_FILE, DISCORD_TOKEN_FILE, DATABASE_URL_FILE, BUTLER_SEAL_KEY_FILE',
        '  BUTLER_DEDUPE_DAYS, BUTLER_IDLE_DAYS, BUTLER_RECORDS_KEEP_DAYS  строки зберігання, дні',
        '  LOG_LEVEL                   fatal|error|warn|info|debug|trace|silent',
        '',
        'Експлуатація (запуск, оновлення, резервні копії, кілька екземплярів): docs/operations.md',
      ].join('\n'),
    solve: () =>
      [
        'Використання: npx butler solve <dice_poker|thousand> [прапорці]',
        '  Точний розв\'язувач гри: друкує знайдене (очікувані очки, позиції, час) і зберігає таблицю.',
        '  npx butler solve dice_poker [--variant butler|yahtzee_free|yahtzee_forced|yatzy] [--json] [--tables ТЕКА] [--fresh]',
        '  npx butler solve thousand [прапорці]  — див. docs/thousand-strategy.md',
      ].join('\n'),
    verify: () => 'Перевіряє закінчену гру за її записом: ходи, кості й підсумок.',
    record: () => 'Друкує запис закінченої гри зі сховища (DATABASE_URL, інакше файл SQLite з BUTLER_DB або --db ШЛЯХ).',
    chances: () => 'Крива шансів закінченої гри за її записом: рядок на гравця, з --png — картинка.',
    compact: () =>
      [
        'Використання: npx butler compact [--db ШЛЯХ]',
        '  Після /forgetme: переписує сховище, щоб у його файлах не лишилося старих копій рядків забутої людини.',
        '  PostgreSQL (DATABASE_URL): VACUUM FULL таблиць, де є люди, потім CHECKPOINT; кожна таблиця на час',
        '  переписування заблокована (ходи чекають). SQLite: те стиснення, яке бот робить сам за кілька хвилин після /forgetme, — зараз.',
        '  Чого не дістати й так (журнал бази, репліки, резервні копії): docs/operations.md.',
      ].join('\n'),
    check: () =>
      [
        'Використання: npx butler check [--db ШЛЯХ] [--memory]',
        '  Перевіряє те, що знайшов би запуск, не запускаючи бота: читає налаштування (оточення, .env, файли *_FILE і',
        '  прапорці) та відкриває сховище, як під час запуску (файл SQLite створюється чи оновлюється так само), потім закриває.',
        '  Код виходу: 0 — готово до запуску, 2 — помилка в налаштуваннях (кожна окремим рядком), 1 — сховище не відкрилося.',
      ].join('\n'),
    backup: () =>
      [
        'Використання: npx butler backup ФАЙЛ [--db ШЛЯХ]',
        '  Узгоджена копія сховища SQLite (BUTLER_DB або ./data/butler.sqlite, або --db ШЛЯХ) у ФАЙЛ, зокрема',
        '  поки бот працює й пише в нього. Копія — один самостійний файл; ФАЙЛ замінюється цілком.',
        '  Відновлення: зупиніть бота, покладіть копію на місце файлу сховища, видаліть його -wal і -shm, запустіть.',
        '  З DATABASE_URL друкує рецепт pg_dump. Зберігайте BUTLER_SEAL_KEY разом із копіями (docs/operations.md).',
      ].join('\n'),
  },
  version: (v) => `butler ${v.version} (схема сховища: SQLite ${v.sqliteSchema}, PostgreSQL ${v.postgresSchema})`,
  lookalike: (found, meant) => `butler: попередження: змінна ${found} не використовується; можливо, малася на увазі ${meant}?`,
  lookalikeStore: (found) =>
    `${found} схожа на DATABASE_URL, а DATABASE_URL не задано: сховищем був би файл SQLite, а не PostgreSQL; перейменуйте її на DATABASE_URL (або приберіть, щоб працювати на SQLite, або запустіть з --memory)`,
  noInput: () =>
    'butler: немає ні TELEGRAM_BOT_TOKEN, ні DISCORD_TOKEN, а ввід порожній і не термінал: консольному чату нічого читати — запуск неможливий (задайте токен; консоль на порожньому вводі — з прапорцем --console; npx butler --help)',
  compact: {
    usage: () => 'Використання: npx butler compact [--db ШЛЯХ]  (npx butler compact --help)',
    postgres: (tables, checkpoint) =>
      `Стиснуто: переписано таблиць — ${tables}${checkpoint ? ', CHECKPOINT виконано' : '; CHECKPOINT цій ролі не дозволено (сервер зробить свій найближчими хвилинами)'}. Старих версій рядків у файлах таблиць більше немає; журнал бази, репліки й резервні копії зберігають їх, доки їх не перезапишуть чи не видалять (docs/operations.md).`,
    sqlite: (ran) =>
      ran
        ? 'Стиснуто: журнал усічено, стертого тексту у файлі сховища не лишилося (у зроблених раніше копіях він є).'
        : 'Стискати нічого: жодне /forgetme цього не чекає (або файл зайнятий: бот стисне його сам найближчими хвилинами).',
    noStore: (path) => `Немає сховища SQLite за шляхом ${path} (вкажіть --db ШЛЯХ або BUTLER_DB).`,
    failed: (why) => `Не стиснуто: ${why}`,
  },
  check: {
    ready: (platforms, store, games) => `Готово до запуску: ${platforms.join(', ')}; сховище ${store} відкрито, ігор триває: ${games}.`,
    configFailed: (count) => `Налаштування не годяться (проблем: ${count}): з ними бот не запуститься. Докладніше: npx butler --help`,
    storeFailed: (store, why) => `Сховище ${store} не відкрилося: ${why}`,
  },
  backup: {
    usage: () => 'Використання: npx butler backup ФАЙЛ [--db ШЛЯХ]  (npx butler backup --help)',
    done: (file, kilobytes, schema) => `Копію готово: ${file} (${kilobytes} КБ, схема ${schema}).`,
    noStore: (path) => `Немає сховища SQLite за шляхом ${path} (вкажіть --db ШЛЯХ або BUTLER_DB).`,
    unsafeTarget: (reason) =>
      ({
        store: 'Копія не може замінити файл самого сховища (базу, її -wal, -shm або -journal): виберіть інший ФАЙЛ.',
        sidecar: 'Назва ФАЙЛУ закінчується на -wal, -shm або -journal: SQLite прочитає такий файл як частину іншої бази. Виберіть іншу назву.',
        live: 'ФАЙЛ відкрито якоюсь програмою або це база SQLite, яка може бути відкрита (режим WAL або поруч її -wal, -shm, -journal): копія його не замінить. Виберіть інший ФАЙЛ.',
        not_plain: 'ФАЙЛ — не звичайний файл (тека або пристрій): виберіть інший.',
        unknown: 'ФАЙЛ уже є, і це не копія сховища: видаліть його самі або виберіть іншу назву.',
      })[reason],
    foreign: (why) => `Копію не зроблено: ${why}`,
    failed: (why) => `Копію не зроблено: ${why}`,
    restoreFile: () => 'butler-ДАТА.dump',
    postgres: (recipe) =>
      [
        'Сховище — PostgreSQL (DATABASE_URL): копію робить pg_dump, не Дворецький. Наприклад:',
        `  ${recipe.dump}`,
        'Відновлення (поки Дворецький не працює; у порожню базу або поверх старих таблиць, усе або нічого):',
        ...recipe.restore.map((line) => `  ${line}`),
        'Зберігайте BUTLER_SEAL_KEY разом із копією. Докладніше: docs/operations.md',
      ].join('\n'),
  },
};
