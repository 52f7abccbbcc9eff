// The Butler's words about game records and statistics: /history, /game, /stats, /top, /dice, /forgetme.
import { shownRating } from '../../core/rating-scale.ts';
import type { GameId } from '../../games/types.ts';
import type { ChatStats, GameRecord, RecordSummary } from '../../core/records.ts';
import { bold, lines, pre, type Rich } from '../rich.ts';
import { day, diceTable, diceVerdict, FEW_ROLLS, gameResult, oneDecimal, percent, pValue } from '../shared/records.ts';
import { historyRow } from '../shared/records.ts';
import type { StatsView, TopLine } from '../shared/records.ts';
import { gameTitle } from './games.ts';
import { diceCount, games, recordsFrom, wins } from './plural.ts';

const title = (game: string) => gameTitle(game as GameId);
const one = (x: number) => oneDecimal(x, ',');

function resultOf(r: { how: string; winners: string[]; players: { id: string; name: string }[] }): string {
  const result = gameResult(r);
  switch (result.kind) {
    case 'ended':
      return 'остановлена';
    case 'none':
      return 'без победителя';
    case 'win':
      return `победа: ${result.name}`;
    case 'draw':
      return `ничья: ${result.names.join(', ')}`;
  }
}

export type { StatsView, TopLine };

export const recordsText = {
  unavailable: (): Rich => ['Записи игр в этом хранилище не ведутся.'],

  history: (lines_: RecordSummary[]): Rich =>
    lines_.length === 0
      ? ['В этом чате ещё нет записанных игр. Сыграйте: /newgame']
      : lines(
          [bold('Последние игры')],
          ...lines_.map((r): Rich => [historyRow(r, title, resultOf(r))]),
          ['Подробно и проверка костей: /game <номер>'],
        ),

  gameUsage: (): Rich => ['Напишите номер игры из /history, например: /game 12'],
  gameNotFound: (id: string): Rich => [`Игры #${id} в записях этого чата нет. Номера — в /history.`],

  game: (r: GameRecord, verify: { link: string | null }): Rich => {
    const scores = r.scores;
    const table = r.players.map((p) => `${p.name}${scores?.[p.id] !== undefined ? ` — ${scores[p.id]}` : ''}${r.winners.includes(p.id) ? ' 🏆' : ''}`);
    const fair = r.fair;
    return lines(
      [bold(`Игра #${r.id}: ${title(r.game)}`), ` · ${day(r.endedAt)} · ${resultOf(r)}`],
      [table.join('\n')],
      [`Ходов: ${r.moves.length}.`],
      !fair
        ? ['Игра сыграна до появления проверяемых костей.']
        : fair.by !== 'hmac'
          ? ['Кости этой игры были заданы заранее (--seed/--dice): она не проверяемая.']
          : lines(
              ['Отпечаток: ', pre(fair.commitment)],
              ['Секрет: ', pre(fair.secret)],
              verify.link
                ? ['Проверить в браузере: ', verify.link]
                : [`Проверка: сохраните запись (npx butler record ${r.id} > game.json) и запустите npx butler verify game.json или docs/verify-dice.py.`],
            ),
    );
  },

  statsUsage: (): Rich => ['Статистика: /stats — своя, /stats <имя> — другого игрока этого чата.'],
  noStats: (name: string): Rich => [`У ${name} пока нет сыгранных и записанных игр.`],
  playerNotFound: (name: string): Rich => [`Игрока «${name}» нет в записях этого чата. Напишите имя, как в /top.`],

  stats: (view: StatsView): Rich => {
    const blocks: Rich[] = [[bold(`Статистика: ${view.name}`), view.scope === 'everywhere' ? ' (во всех чатах)' : '']];
    for (const [game, s] of Object.entries(view.games)) {
      const parts = [
        `${games(s.games)}, ${wins(s.wins)} (${percent(s.wins, s.games)})`,
        s.draws ? `ничьих ${s.draws}` : '',
        `серия ${s.streak}, лучшая ${s.bestStreak}`,
      ].filter(Boolean);
      if (view.shows[game]?.scores && s.scored > 0) {
        parts.push(`лучший счёт ${s.scoreBest}, средний ${one(s.scoreSum / s.scored)}, бонус в ${percent(s.bonus, s.scored)} игр`);
      }
      if (view.shows[game]?.turnsToWin && s.wins > 0) parts.push(`в среднем ${one(s.winTurns / s.wins)} ходов до победы`);
      blocks.push([bold(title(game)), ': ', parts.join(' · ')]);
      for (const h of view.h2h[game] ?? []) blocks.push([`  против ${h.name}: ${h.row[0]}–${h.row[1]}${h.row[2] ? `, ничьих ${h.row[2]}` : ''}`]);
    }
    return lines(...blocks);
  },

  topUsage: (): Rich => ['Рейтинг: /top — по всем играм чата, /top <игра> — одной игры (craps, bone_poker, dice_poker, thousand).'],
  noTop: (): Rich => ['Рейтинга пока нет: нужна хотя бы одна доигранная игра на двоих и больше.'],
  top: (boards: { game: string; lines: TopLine[] }[], provisionalBelow: number): Rich =>
    lines(
      ...boards.map((b): Rich => [
        bold(`🏆 ${title(b.game)}`),
        '\n',
        b.lines
          .map((l, i) => `${i + 1}. ${l.name} — ${shownRating(l.rating)} (${games(l.games)})${l.provisional ? ' *' : ''}`)
          .join('\n'),
      ]),
      [`Рейтинг в очках, как в шахматах: все начинают с 1500; больше всего даёт победа над сильными (осторожная оценка OpenSkill μ − 3σ, 20 очков за единицу). * — меньше ${games(provisionalBelow)}, оценка предварительная.`],
    ),

  dice: (d: { faces: ChatStats['faces']; total: number; statistic: number; p: number }): Rich => {
    if (d.total === 0) return ['В записях этого чата ещё нет бросков.'];
    const table = diceTable(d.faces, d.total);
    return lines(
      [bold(`Кости этого чата: ${diceCount(d.total)}`)],
      [pre(table)],
      [`χ² = ${d.statistic.toFixed(2)} при 5 степенях свободы, p = ${pValue(d.p)}.`],
      [diceVerdictText(d.total, d.p)],
    );
  },

  forgotten: (changed: number): Rich => [
    `Готово: ваше имя убрано из ${recordsFrom(changed)} и из статистики — там теперь «игрок». Игры остались для остальных, новые будут записаны так же.`,
  ],
};

/** One sentence a non-statistician understands. */
function diceVerdictText(total: number, p: number): string {
  switch (diceVerdict(total, p)) {
    case 'too_few':
      return `Бросков пока слишком мало, чтобы судить: нужно хотя бы ${FEW_ROLLS}.`;
    case 'rare':
      return 'Такой перекос у честных костей почти не встречается (реже раза на тысячу) — стоит проверить игры через /game.';
    case 'notable':
      return 'Отклонение заметное, но у честных костей так бывает примерно в одном чате из двадцати; проверить любую игру: /game.';
    case 'fair':
      return 'Грани выпадают так, как и должны у честных костей: отклонения обычные для случайности.';
  }
}
