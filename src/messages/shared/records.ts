// The records' replies without their words: the views the commands hand over, dates, percentages, the result of a
// game, the dice table and how far the dice are from fair. Each language (messages/<lang>/records.ts) brings the words.
import type { ChatStats, GameRecord, PlayerGameStats, RecordSummary } from '../../core/records.ts';
import { shownRating } from '../../core/rating-scale.ts';
import { bold, lines, pre, type Rich } from '../rich.ts';
import { entryOf } from '../../games/with-entry.ts';

export interface StatsView {
  name: string;
  scope: 'chat' | 'everywhere';
  games: Record<string, PlayerGameStats>;
  /** opponent name → [my wins, their wins, draws], for the games whose module counts head-to-head */
  h2h: Record<string, { name: string; row: [number, number, number] }[]>;
  /** per game, which numbers its module says mean something (the best and average score, the bonus rate, the turns to a win) */
  shows: Record<string, { scores: boolean; bonus: boolean; turnsToWin: boolean }>;
}

export interface TopLine {
  name: string;
  rating: number;
  games: number;
  provisional: boolean;
}

/** The day a game ended, as an ISO date: the same in every language and unambiguous. */
export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One game of /history: "#12 · 2026-11-30 · Craps · Ann, Bob · <result>", the same layout in every language. */
export function historyRow(
  r: { id: number; endedAt: number; game: string; players: { name: string }[] },
  title: (game: string) => string,
  result: string,
): string {
  return `#${r.id} · ${day(r.endedAt)} · ${title(r.game)} · ${r.players.map((p) => p.name).join(', ')} · ${result}`;
}
export const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((100 * part) / whole)}%`);
/** One decimal with the language's separator: "4,5" in Russian and Ukrainian, "4.5" in English. */
export const oneDecimal = (x: number, separator: string) => (Math.round(x * 10) / 10).toString().replace('.', separator);

/** How a recorded game ended, with the winners' names. */
export type GameResult = { kind: 'ended' } | { kind: 'none' } | { kind: 'win'; name: string } | { kind: 'draw'; names: string[] };

export function gameResult(r: { how: string; winners: string[]; players: { id: string; name: string }[] }): GameResult {
  if (r.how === 'ended') return { kind: 'ended' };
  const names = r.winners.map((id) => r.players.find((p) => p.id === id)?.name ?? id);
  if (names.length === 0) return { kind: 'none' };
  return names.length === 1 ? { kind: 'win', name: names[0]! } : { kind: 'draw', names };
}

/** One row per face: count, share, and the difference from an even share. */
export function diceTable(faces: readonly number[], total: number): string {
  const expected = total / 6;
  return faces
    .map((n, i) => `${i + 1}: ${String(n).padStart(7)}  ${((n / total) * 100).toFixed(1).padStart(5)}%  (${n >= expected ? '+' : ''}${(n - expected).toFixed(0)})`)
    .join('\n');
}

/** "p = 0.0123", or in exponent form when tiny. */
export const pValue = (p: number) => (p < 0.0001 ? p.toExponential(1) : p.toFixed(4));

/** What the chi-square test says, for a sentence a non-statistician understands. */
export type DiceVerdict = 'too_few' | 'rare' | 'notable' | 'fair';
/** Fewer rolls than this say nothing. */
export const FEW_ROLLS = 60;

export function diceVerdict(total: number, p: number): DiceVerdict {
  if (total < FEW_ROLLS) return 'too_few';
  if (p < 0.001) return 'rare';
  if (p < 0.05) return 'notable';
  return 'fair';
}

/** The words of the records' replies in one language; the layout, the order and the numbers are recordsTextIn's. */
export interface RecordsWords {
  /** the game's title by id ("Крэпс") */
  title(game: string): string;
  /** the decimal separator: "," or "." */
  decimal: string;
  /** counted nouns: "12 игр", "5 побед", "340 бросков", "from 3 records" */
  count: { games(n: number): string; wins(n: number): string; rolls(n: number): string; recordsFrom(n: number): string; minutes(n: number): string };
  result: { ended: string; none: string; win(name: string): string; draw(names: string): string };
  unavailable: string;
  history: { none: string; head: string; foot: string };
  game: {
    usage: string;
    notFound(id: string): string;
    head(id: number | undefined, title: string): string;
    moves(n: number): string;
    /** a game older than the verifiable dice */
    beforeFair: string;
    /** dice given in advance (--seed/--dice) */
    preset: string;
    commitment: string;
    secret: string;
    link: string;
    howToCheck(id: number | undefined): string;
  };
  stats: {
    usage: string;
    none(name: string): string;
    playerNotFound(name: string): string;
    head(name: string): string;
    everywhere: string;
    draws(n: number): string;
    streak(now: number, best: number): string;
    scores(best: number, average: string): string;
    bonus(share: string): string;
    turnsToWin(average: string): string;
    against(name: string): string;
  };
  top: { usage: string; none: string; foot(fewerThan: string): string };
  dice: {
    none: string;
    head(rolls: string): string;
    chiSquare(statistic: string, p: string): string;
    verdict: { too_few(few: number): string; rare: string; notable: string; fair: string };
  };
  forgotten(records: string): string;
  /** when no byte of the old text is left in the store's files (ForgetOutcome's `clean`) */
  forgetClean: { now: string; at(minutes: string): string; server: string };
  /** /forgetme asked again within its window (nothing done) */
  forgetLimited(every: string, minutes: string): string;
}

/** When /forgetme's promise «no byte left in the files» holds: now, within some minutes, or as the server vacuums. */
export type ForgetClean = { kind: 'now' } | { kind: 'at'; minutes: number } | { kind: 'server' };

/** The records' replies (/history, /game, /stats, /top, /dice, /forgetme) in the words given. */
export function recordsTextIn(w: RecordsWords) {
  const one = (x: number) => oneDecimal(x, w.decimal);
  const resultOf = (r: Parameters<typeof gameResult>[0]): string => {
    const result = gameResult(r);
    switch (result.kind) {
      case 'ended':
        return w.result.ended;
      case 'none':
        return w.result.none;
      case 'win':
        return w.result.win(result.name);
      case 'draw':
        return w.result.draw(result.names.join(', '));
    }
  };
  const { count } = w;
  return {
    unavailable: (): Rich => [w.unavailable],

    history: (rows: RecordSummary[]): Rich =>
      rows.length === 0
        ? [w.history.none]
        : lines([bold(w.history.head)], ...rows.map((r): Rich => [historyRow(r, w.title, resultOf(r))]), [w.history.foot]),

    gameUsage: (): Rich => [w.game.usage],
    gameNotFound: (id: string): Rich => [w.game.notFound(id)],

    game: (r: GameRecord, verify: { link: string | null }): Rich => {
      const scores = r.scores;
      const table = r.players.map((p) => `${p.name}${entryOf(scores, p.id) !== undefined ? ` — ${entryOf(scores, p.id)}` : ''}${r.winners.includes(p.id) ? ' 🏆' : ''}`);
      const fair = r.fair;
      return lines(
        [bold(w.game.head(r.id, w.title(r.game))), ` · ${day(r.endedAt)} · ${resultOf(r)}`],
        [table.join('\n')],
        [w.game.moves(r.moves.length)],
        !fair
          ? [w.game.beforeFair]
          : fair.by !== 'hmac'
            ? [w.game.preset]
            : lines(
                [w.game.commitment, pre(fair.commitment)],
                [w.game.secret, pre(fair.secret)],
                verify.link ? [w.game.link, verify.link] : [w.game.howToCheck(r.id)],
              ),
      );
    },

    statsUsage: (): Rich => [w.stats.usage],
    noStats: (name: string): Rich => [w.stats.none(name)],
    playerNotFound: (name: string): Rich => [w.stats.playerNotFound(name)],

    stats: (view: StatsView): Rich => {
      const blocks: Rich[] = [[bold(w.stats.head(view.name)), view.scope === 'everywhere' ? w.stats.everywhere : '']];
      for (const [game, s] of Object.entries(view.games)) {
        const shows = view.shows[game];
        const parts = [
          `${count.games(s.games)}, ${count.wins(s.wins)} (${percent(s.wins, s.games)})`,
          s.draws ? w.stats.draws(s.draws) : '',
          w.stats.streak(s.streak, s.bestStreak),
        ].filter(Boolean);
        if (shows?.scores && s.scored > 0) {
          const scores = w.stats.scores(s.scoreBest, one(s.scoreSum / s.scored));
          // the bonus share only for a game whose record notes a bonus (Dice Poker's upper section)
          parts.push(shows.bonus ? `${scores}, ${w.stats.bonus(percent(s.bonus, s.scored))}` : scores);
        }
        if (shows?.turnsToWin && s.wins > 0) parts.push(w.stats.turnsToWin(one(s.winTurns / s.wins)));
        blocks.push([bold(w.title(game)), ': ', parts.join(' · ')]);
        for (const h of view.h2h[game] ?? []) {
          blocks.push([`  ${w.stats.against(h.name)}: ${h.row[0]}–${h.row[1]}${h.row[2] ? `, ${w.stats.draws(h.row[2])}` : ''}`]);
        }
      }
      return lines(...blocks);
    },

    topUsage: (): Rich => [w.top.usage],
    noTop: (): Rich => [w.top.none],
    top: (boards: { game: string; lines: TopLine[] }[], provisionalBelow: number): Rich =>
      lines(
        ...boards.map((b): Rich => [
          bold(`🏆 ${w.title(b.game)}`),
          '\n',
          b.lines.map((l, i) => `${i + 1}. ${l.name} — ${shownRating(l.rating)} (${count.games(l.games)})${l.provisional ? ' *' : ''}`).join('\n'),
        ]),
        [w.top.foot(count.games(provisionalBelow))],
      ),

    dice: (d: { faces: ChatStats['faces']; total: number; statistic: number; p: number }): Rich => {
      if (d.total === 0) return [w.dice.none];
      const verdict = diceVerdict(d.total, d.p);
      return lines(
        [bold(w.dice.head(count.rolls(d.total)))],
        [pre(diceTable(d.faces, d.total))],
        [w.dice.chiSquare(d.statistic.toFixed(2), pValue(d.p))],
        [verdict === 'too_few' ? w.dice.verdict.too_few(FEW_ROLLS) : w.dice.verdict[verdict]],
      );
    },

    forgotten: (changed: number, clean: ForgetClean): Rich => [
      w.forgotten(count.recordsFrom(changed)),
      ' ',
      clean.kind === 'at' ? w.forgetClean.at(count.minutes(clean.minutes)) : w.forgetClean[clean.kind],
    ],
    forgetLimited: (every: number, minutes: number): Rich => [w.forgetLimited(count.minutes(every), count.minutes(minutes))],
  };
}
