// The Butler's words about game records and statistics: /history, /game, /stats, /top, /dice, /forgetme.
// The layout is shared/records.ts; here are the words.
import type { GameId } from '../../games/types.ts';
import { recordsTextIn } from '../shared/records.ts';
import { gameTitle } from './games.ts';
import { count, diceCount, games, MINUTES, recordsFrom, wins } from './plural.ts';

export const recordsText = recordsTextIn({
  title: (game) => gameTitle(game as GameId),
  decimal: ',',
  count: { games, wins, rolls: diceCount, recordsFrom, minutes: (n) => count(n, MINUTES) },
  result: { ended: 'остановлена', none: 'без победителя', win: (name) => `победа: ${name}`, draw: (names) => `ничья: ${names}` },
  unavailable: 'Записи игр в этом хранилище не ведутся.',
  history: {
    none: 'В этом чате ещё нет записанных игр. Сыграйте: /newgame',
    head: 'Последние игры',
    foot: 'Подробно и проверка костей: /game <номер>',
  },
  game: {
    usage: 'Напишите номер игры из /history, например: /game 12',
    notFound: (id) => `Игры #${id} в записях этого чата нет. Номера — в /history.`,
    head: (id, title) => `Игра #${id}: ${title}`,
    moves: (n) => `Ходов: ${n}.`,
    beforeFair: 'Игра сыграна до появления проверяемых костей.',
    preset: 'Кости этой игры были заданы заранее (--seed/--dice): она не проверяемая.',
    commitment: 'Отпечаток: ',
    secret: 'Секрет: ',
    link: 'Проверить в браузере: ',
    howToCheck: (id) =>
      `Проверка: сохраните запись (npx butler record ${id} > game.json) и запустите npx butler verify game.json или docs/verify-dice.py.`,
  },
  stats: {
    usage: 'Статистика: /stats — своя, /stats <имя> — другого игрока этого чата.',
    none: (name) => `У ${name} пока нет сыгранных и записанных игр.`,
    playerNotFound: (name) => `Игрока «${name}» нет в записях этого чата. Напишите имя, как в /top.`,
    head: (name) => `Статистика: ${name}`,
    everywhere: ' (во всех чатах)',
    draws: (n) => `ничьих ${n}`,
    streak: (now, best) => `серия ${now}, лучшая ${best}`,
    scores: (best, average) => `лучший счёт ${best}, средний ${average}`,
    bonus: (share) => `бонус в ${share} игр`,
    turnsToWin: (average) => `в среднем ${average} ходов до победы`,
    against: (name) => `против ${name}`,
  },
  top: {
    usage: 'Рейтинг: /top — по всем играм чата, /top <игра> — одной игры (craps, bone_poker, dice_poker, thousand).',
    none: 'Рейтинга пока нет: нужна хотя бы одна доигранная игра на двоих и больше.',
    foot: (fewer) =>
      `Рейтинг в очках, как в шахматах: все начинают с 1500; больше всего даёт победа над сильными (осторожная оценка OpenSkill μ − 3σ, 20 очков за единицу). * — меньше ${fewer}, оценка предварительная.`,
  },
  dice: {
    none: 'В записях этого чата ещё нет бросков.',
    head: (rolls) => `Кости этого чата: ${rolls}`,
    chiSquare: (statistic, p) => `χ² = ${statistic} при 5 степенях свободы, p = ${p}.`,
    verdict: {
      too_few: (few) => `Бросков пока слишком мало, чтобы судить: нужно хотя бы ${few}.`,
      rare: 'Такой перекос у честных костей почти не встречается (реже раза на тысячу) — стоит проверить игры через /game.',
      notable: 'Отклонение заметное, но у честных костей так бывает примерно в одном чате из двадцати; проверить любую игру: /game.',
      fair: 'Грани выпадают так, как и должны у честных костей: отклонения обычные для случайности.',
    },
  },
  forgotten: (records) =>
    `Готово: ваше имя и id убраны из ${records} и из статистики — там теперь «игрок». Игры остались для остальных и по-прежнему проверяются. Новые игры записываются как обычно; чтобы убрать и их, снова отправьте /forgetme.`,
  forgetClean: {
    now: 'В хранилище их больше нет.',
    at: (minutes) =>
      `Последние следы в файле хранилища исчезнут не позже чем через ${minutes}, когда файл будет сжат; в резервных копиях, сделанных раньше, они останутся, пока копии не удалят.`,
    server:
      'Старые версии строк остаются в файлах базы данных, пока администратор не сожмёт её (npx butler compact), а в её журнале, репликах и резервных копиях — пока те не будут перезаписаны или удалены.',
  },
  forgetLimited: (every, minutes) => `/forgetme можно отправлять раз в ${every}. Попробуйте снова через ${minutes}.`,
});
