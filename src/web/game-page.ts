// What a game's page shows above and around the dice check (docs/verify.html does the check): a title that names the
// game and its winner, the result first ("🏆 Name — 334", "Draw: A · B"), the scores, and every move in the page's
// language folded into turns (one <details> per turn). Every name is the person's own text: it is escaped, loses its
// bidi controls and sits in a <bdi>, so a right-to-left name never pulls a score to the wrong side.
import type { Messages } from '../messages/index.ts';
import { isGameId } from '../core/hosted-games.ts';
import { displayName, stripBidi, visibleName } from '../core/display-name.ts';
import type { GameRecord } from '../core/records.ts';
import { labelMoves, turnsOf, type LabelledMove } from './move-labels.ts';

/** HTML-escaped text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A person's name as HTML: escaped, in its own <bdi>. */
export function nameHtml(name: string): string {
  return `<bdi>${escapeHtml(visibleName(stripBidi(name)) || '…')}</bdi>`;
}

/** A name marked for a message template (FSI…PDI around it), turned into <bdi> by isolatedToHtml. */
const MARK_OPEN = '\u2068';
const MARK_CLOSE = '\u2069';
function marked(name: string): string {
  return `${MARK_OPEN}${visibleName(stripBidi(name)) || '…'}${MARK_CLOSE}`;
}

/** Escaped text whose marked names become <bdi> elements. */
export function isolatedToHtml(text: string): string {
  return escapeHtml(text).replace(/\u2068([^\u2068\u2069]*)\u2069/g, '<bdi>$1</bdi>');
}

/** Text for a <title>: a title shows no markup, so the marks go and a right-to-left name is isolated by displayName. */
function plainOf(text: string): string {
  return text.replace(/\u2068([^\u2068\u2069]*)\u2069/g, (_m, name: string) => displayName(name));
}

export function gameName(game: string, text: Messages): string {
  return isGameId(game) ? text.games.gameTitle(game) : game;
}

/** The result in one line, names marked: "🏆 Name — 334", "Draw: A · B", "No winner", "Stopped by an admin". */
function resultLine(record: GameRecord, text: Messages): string {
  const words = text.web.gamePage;
  if (record.how === 'ended') return words.stopped;
  const name = (id: string) => marked(record.players.find((p) => p.id === id)?.name ?? id);
  if (record.winners.length === 1) {
    const winner = record.winners[0]!;
    return words.won(name(winner), record.scores?.[winner] ?? null);
  }
  if (record.winners.length > 1) return words.draw(record.winners.map(name));
  return words.noWinner;
}

export interface RecordView {
  /** the page's <title> text */
  title: string;
  /** above the picture: the game, the result, the scores */
  header: string;
  /** below the picture: the moves by turn, the links */
  moves: string;
}

/** The parts of a finished (or stopped) game's page. `topUrl`: the chat's leaderboard page. */
export function recordView(record: GameRecord, text: Messages, topUrl: string | null): RecordView {
  const words = text.web.gamePage;
  const game = gameName(record.game, text);
  const result = resultLine(record, text);
  const names = new Map(record.players.map((p) => [p.id, p.name]));
  const header = [
    `<header id="result"><p class="kicker">${escapeHtml(game)}${record.id === undefined ? '' : ` · #${record.id}`}</p>`,
    `<h1 id="headline">${isolatedToHtml(result)}</h1>`,
    scoresHtml(record, names),
    '</header>',
  ].join('\n');
  const labelled = labelMoves(record.game, record.players, record.settings, record.moves, text);
  return {
    title: words.title(game, plainOf(result)),
    header,
    moves: `${movesHtml(labelled, names, text)}\n${linksHtml(topUrl, text)}`,
  };
}

/** The players by score (winners first, then the record's places), each score on the same line as its name. */
function scoresHtml(record: GameRecord, names: Map<string, string>): string {
  const ids = record.players.map((p) => p.id);
  const rank = (id: string) => record.places?.[id] ?? (record.winners.includes(id) ? 0 : 1);
  const order = [...ids].sort((a, b) => rank(a) - rank(b) || (record.scores ? (record.scores[b] ?? 0) - (record.scores[a] ?? 0) : 0));
  const items = order.map((id) => {
    const score = record.scores?.[id];
    const cls = record.how === 'finished' && record.winners.includes(id) ? ' class="winner"' : '';
    return `<li${cls}>${nameHtml(names.get(id) ?? id)}${score === undefined ? '' : `<span class="score">${score}</span>`}</li>`;
  });
  return `<ol class="scores" id="scores">${items.join('')}</ol>`;
}

/** The moves folded by turn: the latest turn open, every turn's summary naming its player and its last move. */
export function movesHtml(moves: readonly LabelledMove[], names: Map<string, string>, text: Messages, openLast = false): string {
  const words = text.web.gamePage;
  const turns = turnsOf(moves);
  const items = turns.map((turn, i) => {
    const heading = isolatedToHtml(words.turnHeading(i + 1, marked(names.get(turn.player) ?? turn.player)));
    const last = turn.moves[turn.moves.length - 1]!;
    const list = turn.moves.map((m) => `<li data-move="${m.index}">${escapeHtml(m.label)}</li>`).join('');
    const open = openLast && i === turns.length - 1 ? ' open' : '';
    return `<details${open}><summary>${heading} <span class="last">${escapeHtml(last.label)}</span></summary><ol>${list}</ol></details>`;
  });
  return `<section class="turns" id="turns"><h2>${escapeHtml(words.movesHeading)}</h2>${items.join('\n')}</section>`;
}

function linksHtml(topUrl: string | null, text: Messages): string {
  return topUrl ? `<p class="links"><a id="top-link" href="${escapeHtml(topUrl)}">${escapeHtml(text.web.gamePage.leaderboard)}</a></p>` : '';
}
