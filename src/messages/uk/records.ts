// The Butler's Ukrainian words about game records and statistics: /history, /game, /stats, /top, /dice, /forgetme.
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
      return 'зупинено';
    case 'none':
      return 'без переможця';
    case 'win':
      return `перемога: ${result.name}`;
    case 'draw':
      return `нічия: ${result.names.join(', ')}`;
  }
}

export type { StatsView, TopLine };

export const recordsText = {
  unavailable: (): Rich => ['Це сховище не веде записів ігор.'],

  history: (lines_: RecordSummary[]): Rich =>
    lines_.length === 0
      ? ['У цьому чаті ще немає записаних ігор. Зіграйте: /newgame']
      : lines(
          [bold('Останні ігри')],
          ...lines_.map((r): Rich => [historyRow(r, title, resultOf(r))]),
          ['Докладно й перевірка кісток: /game <номер>'],
        ),

  gameUsage: (): Rich => ['Напишіть номер гри з /history, наприклад: /game 12'],
  gameNotFound: (id: string): Rich => [`Гри #${id} у записах цього чату немає. Номери — в /history.`],

  game: (r: GameRecord, verify: { link: string | null }): Rich => {
    const scores = r.scores;
    const table = r.players.map((p) => `${p.name}${scores?.[p.id] !== undefined ? ` — ${scores[p.id]}` : ''}${r.winners.includes(p.id) ? ' 🏆' : ''}`);
    const fair = r.fair;
    return lines(
      [bold(`Гра #${r.id}: ${title(r.game)}`), ` · ${day(r.endedAt)} · ${resultOf(r)}`],
      [table.join('\n')],
      [`Ходів: ${r.moves.length}.`],
      !fair
        ? ['Гру зіграно ще до появи кісток, які можна перевірити.']
        : fair.by !== 'hmac'
          ? ['Кістки цієї гри було задано заздалегідь (--seed/--dice): її перевірити не можна.']
          : lines(
              ['Відбиток: ', pre(fair.commitment)],
              ['Секрет: ', pre(fair.secret)],
              verify.link
                ? ['Перевірити в браузері: ', verify.link]
                : [`Перевірка: збережіть запис (npx butler record ${r.id} > game.json) і запустіть npx butler verify game.json або docs/verify-dice.py.`],
            ),
    );
  },

  statsUsage: (): Rich => ['Статистика: /stats — своя, /stats <ім’я> — іншого гравця цього чату.'],
  noStats: (name: string): Rich => [`${name} ще не має зіграних і записаних ігор.`],
  playerNotFound: (name: string): Rich => [`Гравця «${name}» у записах цього чату немає. Напишіть ім’я, як у /top.`],

  stats: (view: StatsView): Rich => {
    const blocks: Rich[] = [[bold(`Статистика: ${view.name}`), view.scope === 'everywhere' ? ' (в усіх чатах)' : '']];
    for (const [game, s] of Object.entries(view.games)) {
      const parts = [
        `${games(s.games)}, ${wins(s.wins)} (${percent(s.wins, s.games)})`,
        s.draws ? `нічиїх ${s.draws}` : '',
        `серія ${s.streak}, найкраща ${s.bestStreak}`,
      ].filter(Boolean);
      if (view.shows[game]?.scores && s.scored > 0) {
        parts.push(`найкращий рахунок ${s.scoreBest}, середній ${one(s.scoreSum / s.scored)}, бонус у ${percent(s.bonus, s.scored)} ігор`);
      }
      if (view.shows[game]?.turnsToWin && s.wins > 0) parts.push(`ходів до перемоги в середньому: ${one(s.winTurns / s.wins)}`);
      blocks.push([bold(title(game)), ': ', parts.join(' · ')]);
      for (const h of view.h2h[game] ?? []) blocks.push([`  проти ${h.name}: ${h.row[0]}–${h.row[1]}${h.row[2] ? `, нічиїх ${h.row[2]}` : ''}`]);
    }
    return lines(...blocks);
  },

  topUsage: (): Rich => ['Рейтинг: /top — за всіма іграми чату, /top <гра> — однієї гри (craps, bone_poker, dice_poker, thousand).'],
  noTop: (): Rich => ['Рейтингу поки немає: потрібна хоча б одна завершена гра на двох і більше.'],
  top: (boards: { game: string; lines: TopLine[] }[], provisionalBelow: number): Rich =>
    lines(
      ...boards.map((b): Rich => [
        bold(`🏆 ${title(b.game)}`),
        '\n',
        b.lines
          .map((l, i) => `${i + 1}. ${l.name} — ${shownRating(l.rating)} (${games(l.games)})${l.provisional ? ' *' : ''}`)
          .join('\n'),
      ]),
      [`Рейтинг в очках, як у шахах: усі починають з 1500; найбільше дає перемога над сильними (обережна оцінка OpenSkill μ − 3σ, 20 очок за одиницю). * — менше ${games(provisionalBelow)}, оцінка попередня.`],
    ),

  dice: (d: { faces: ChatStats['faces']; total: number; statistic: number; p: number }): Rich => {
    if (d.total === 0) return ['У записах цього чату ще немає кидків.'];
    return lines(
      [bold(`Кістки цього чату: ${diceCount(d.total)}`)],
      [pre(diceTable(d.faces, d.total))],
      [`χ² = ${d.statistic.toFixed(2)} при 5 ступенях свободи, p = ${pValue(d.p)}.`],
      [diceVerdictText(d.total, d.p)],
    );
  },

  forgotten: (changed: number): Rich => [
    `Готово: ваше ім’я прибрано з ${recordsFrom(changed)} і зі статистики — там тепер знеособлене ім’я. Ігри лишилися для інших, нові буде записано так само.`,
  ],
};

/** One sentence a non-statistician understands. */
function diceVerdictText(total: number, p: number): string {
  switch (diceVerdict(total, p)) {
    case 'too_few':
      return `Кидків поки замало, щоб судити: потрібно хоча б ${FEW_ROLLS}.`;
    case 'rare':
      return 'Такий перекіс у чесних кісток майже не трапляється (рідше ніж раз на тисячу) — варто перевірити ігри через /game.';
    case 'notable':
      return 'Відхилення помітне, але в чесних кісток так буває приблизно в одному чаті з двадцяти; перевірити будь-яку гру: /game.';
    case 'fair':
      return 'Грані випадають так, як і мають у чесних кісток: відхилення звичайні для випадковості.';
  }
}
