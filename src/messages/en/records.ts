// The Butler's English words about game records and statistics: /history, /game, /stats, /top, /dice, /forgetme.
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
const one = (x: number) => oneDecimal(x, '.');

function resultOf(r: { how: string; winners: string[]; players: { id: string; name: string }[] }): string {
  const result = gameResult(r);
  switch (result.kind) {
    case 'ended':
      return 'stopped';
    case 'none':
      return 'no winner';
    case 'win':
      return `won by ${result.name}`;
    case 'draw':
      return `draw: ${result.names.join(', ')}`;
  }
}

export type { StatsView, TopLine };

export const recordsText = {
  unavailable: (): Rich => ['This storage keeps no game records.'],

  history: (lines_: RecordSummary[]): Rich =>
    lines_.length === 0
      ? ['No games recorded in this chat yet. Play one: /newgame']
      : lines(
          [bold('Recent games')],
          ...lines_.map((r): Rich => [historyRow(r, title, resultOf(r))]),
          ['Details and the dice check: /game <number>'],
        ),

  gameUsage: (): Rich => ['Give a game number from /history, for example: /game 12'],
  gameNotFound: (id: string): Rich => [`There is no game #${id} in this chat’s records. The numbers are in /history.`],

  game: (r: GameRecord, verify: { link: string | null }): Rich => {
    const scores = r.scores;
    const table = r.players.map((p) => `${p.name}${scores?.[p.id] !== undefined ? ` — ${scores[p.id]}` : ''}${r.winners.includes(p.id) ? ' 🏆' : ''}`);
    const fair = r.fair;
    return lines(
      [bold(`Game #${r.id}: ${title(r.game)}`), ` · ${day(r.endedAt)} · ${resultOf(r)}`],
      [table.join('\n')],
      [`Moves: ${r.moves.length}.`],
      !fair
        ? ['This game was played before the dice could be verified.']
        : fair.by !== 'hmac'
          ? ['This game’s dice were set in advance (--seed/--dice): it cannot be verified.']
          : lines(
              ['Fingerprint: ', pre(fair.commitment)],
              ['Secret: ', pre(fair.secret)],
              verify.link
                ? ['Check it in the browser: ', verify.link]
                : [`To check: save the record (npx butler record ${r.id} > game.json) and run npx butler verify game.json or docs/verify-dice.py.`],
            ),
    );
  },

  statsUsage: (): Rich => ['Stats: /stats for your own, /stats <name> for another player in this chat.'],
  noStats: (name: string): Rich => [`${name} has no played and recorded games yet.`],
  playerNotFound: (name: string): Rich => [`There is no player “${name}” in this chat’s records. Write the name as it is in /top.`],

  stats: (view: StatsView): Rich => {
    const blocks: Rich[] = [[bold(`Stats: ${view.name}`), view.scope === 'everywhere' ? ' (all chats)' : '']];
    for (const [game, s] of Object.entries(view.games)) {
      const parts = [
        `${games(s.games)}, ${wins(s.wins)} (${percent(s.wins, s.games)})`,
        s.draws ? `draws ${s.draws}` : '',
        `streak ${s.streak}, best ${s.bestStreak}`,
      ].filter(Boolean);
      if (view.shows[game]?.scores && s.scored > 0) {
        parts.push(`best score ${s.scoreBest}, average ${one(s.scoreSum / s.scored)}, bonus in ${percent(s.bonus, s.scored)} of games`);
      }
      if (view.shows[game]?.turnsToWin && s.wins > 0) parts.push(`average turns to a win: ${one(s.winTurns / s.wins)}`);
      blocks.push([bold(title(game)), ': ', parts.join(' · ')]);
      for (const h of view.h2h[game] ?? []) blocks.push([`  vs ${h.name}: ${h.row[0]}–${h.row[1]}${h.row[2] ? `, draws ${h.row[2]}` : ''}`]);
    }
    return lines(...blocks);
  },

  topUsage: (): Rich => ['Rating: /top for all games in this chat, /top <game> for one game (craps, bone_poker, dice_poker, thousand).'],
  noTop: (): Rich => ['No rating yet: it needs at least one finished game of two or more players.'],
  top: (boards: { game: string; lines: TopLine[] }[], provisionalBelow: number): Rich =>
    lines(
      ...boards.map((b): Rich => [
        bold(`🏆 ${title(b.game)}`),
        '\n',
        b.lines
          .map((l, i) => `${i + 1}. ${l.name} — ${shownRating(l.rating)} (${games(l.games)})${l.provisional ? ' *' : ''}`)
          .join('\n'),
      ]),
      [`Rating in points, like chess: everyone starts at 1500; wins over strong players raise it most (OpenSkill's cautious estimate μ − 3σ, 20 points per unit). * means fewer than ${games(provisionalBelow)}, a provisional estimate.`],
    ),

  dice: (d: { faces: ChatStats['faces']; total: number; statistic: number; p: number }): Rich => {
    if (d.total === 0) return ['No rolls in this chat’s records yet.'];
    return lines(
      [bold(`Dice in this chat: ${diceCount(d.total)}`)],
      [pre(diceTable(d.faces, d.total))],
      [`χ² = ${d.statistic.toFixed(2)} with 5 degrees of freedom, p = ${pValue(d.p)}.`],
      [diceVerdictText(d.total, d.p)],
    );
  },

  forgotten: (changed: number): Rich => [
    `Done: your name is gone from ${recordsFrom(changed)} and from the stats, replaced by a placeholder. The games stay for the others, and new ones will be recorded the same way.`,
  ],
};

/** One sentence a non-statistician understands. */
function diceVerdictText(total: number, p: number): string {
  switch (diceVerdict(total, p)) {
    case 'too_few':
      return `Too few rolls to judge yet: it takes at least ${FEW_ROLLS}.`;
    case 'rare':
      return 'Fair dice almost never lean like this (less than once in a thousand): worth checking the games with /game.';
    case 'notable':
      return 'A noticeable lean, but fair dice do this in about one chat in twenty; to check any game: /game.';
    case 'fair':
      return 'The faces come up just as fair dice should: the deviations are ordinary chance.';
  }
}
