// A running game's page: the same signed address as the finished game's (page-links.ts), served from the game's
// first move on. It shows the table as it stands — whose turn, the /status words (the dice, the sheet or the race, the
// chances), the status picture with its chance chart, the scores — and follows the game by server-sent events
// (live-streams.ts, assets/live.js): each commit of the chat sends the new table, and the end sends "over", upon
// which the page reloads as the verified record. Built from the session the chat already keeps: no second source.
import type { Messages } from '../messages/index.ts';
import type { Language } from '../core/language.ts';
import type { Rich } from '../core/rich.ts';
import type { ChannelSession, RunningGame } from '../sessions/session.ts';
import { movesOf } from '../sessions/session.ts';
import { engineOf } from '../core/hosted-games.ts';
import { renderContextFor } from '../commands/render-context.ts';
import { gameView } from '../commands/game-view.ts';
import { statusChances } from '../advice/chances.ts';
import { hostedRegistry } from '../house/default-games.ts';
import type { ImageSpec } from '../core/image.ts';
import { bidiSafe } from '../messages/rich.ts';
import { escapeHtml, gameName, isolatedToHtml, nameHtml } from './game-page.ts';
import { eventsLabel } from './move-labels.ts';
import { displayName } from '../core/display-name.ts';

/** The running game of a session when it is the one `commitment` names (a 32-hex-digit prefix). */
export function liveGame(session: ChannelSession | null, commitment: string): RunningGame | null {
  const game = session?.game;
  return game?.fair?.by === 'hmac' && game.fair.commitment.toLowerCase().startsWith(commitment) ? game : null;
}

export interface LiveView {
  title: string;
  /** the inside of <div id="live">, sent again with every move */
  html: string;
  moves: number;
}

/** Whose turn it is, or null when nobody's (between rounds). */
function turnOf(game: RunningGame): string | null {
  const expected = engineOf(game.id).expected(game.state);
  return expected ? (game.players.find((p) => p.id === expected.player)?.name ?? expected.player) : null;
}

/**
 * The table as it stands, in `text`'s language; `pictureUrl`: the status picture's address, null for none; `last`:
 * the events of the reply to the latest move, when known (the page then says what that move was).
 */
export function liveView(
  session: ChannelSession,
  game: RunningGame,
  text: Messages,
  language: Language,
  pictureUrl: string | null,
  last: readonly { type: string }[] | null = null,
): LiveView {
  const words = text.web.gamePage;
  const render = { ...renderContextFor(session), language, text };
  const moves = movesOf(game);
  const turn = turnOf(game);
  const chances = statusChances(game, text);
  const status: Rich = text.moveReply.gameStatus(gameView(game), render);
  const scores = engineOf(game.id).scores(game.state);
  const title = gameName(game.id, text);
  const latest = last ? eventsLabel(last, text) : null;
  const lastName = latest ? (game.players.find((p) => p.id === latest.player)?.name ?? latest.player) : null;
  const parts = [
    `<p class="kicker">${escapeHtml(title)}</p>`,
    `<p class="live-badge" id="live-badge">${escapeHtml(words.live)}</p>`,
    turn === null ? '' : `<h1 id="headline">${escapeHtml(words.turn('\u0000')).replace('\u0000', nameHtml(turn))}</h1>`,
    `<p class="kicker" id="move-count">${escapeHtml(words.movesSoFar(moves))}</p>`,
    latest ? `<p class="last-move" id="last-move">${nameHtml(lastName!)}: ${escapeHtml(latest.label)}</p>` : '',
    scores ? scoresHtml(game, scores) : '',
    pictureUrl ? `<p><img id="table-picture" src="${escapeHtml(pictureUrl)}" alt="${escapeHtml(words.tableAlt)}"></p>` : '',
    // the words of /status; its monospace sheet only where no picture shows the sheet
    `<div class="status" id="status">${richHtml(pictureUrl ? withoutTables(status) : status)}${chances ? `<br>${richHtml(chances.line)}` : ''}</div>`,
  ];
  return {
    // (a title shows no markup: a right-to-left name is isolated by its characters, as the chat's text does)
    title: turn === null ? title : words.liveTitle(title, displayName(turn)),
    html: parts.filter((p) => p !== '').join('\n'),
    moves,
  };
}

/** The status picture of the table as it stands (with its chance chart when the chances are known). */
export function liveSpec(game: RunningGame, language: Language, text: Messages): ImageSpec | null {
  const names = Object.fromEntries(game.players.map((p) => [p.id, p.name]));
  const drawn = hostedRegistry().picture(game.id, game.state, names, 'status', language);
  if (!drawn) return null;
  const chances = statusChances(game, text);
  return chances ? ({ ...drawn, chances: chances.picture } as ImageSpec) : drawn;
}

function scoresHtml(game: RunningGame, scores: Record<string, number>): string {
  const order = game.players.map((p) => p.id).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
  const items = order.map((id) => `<li>${nameHtml(game.players.find((p) => p.id === id)?.name ?? id)}<span class="score">${scores[id] ?? 0}</span></li>`);
  return `<ol class="scores" id="scores">${items.join('')}</ol>`;
}

/** The rich text without its monospace blocks (and the line ends around them). */
function withoutTables(rich: Rich): Rich {
  const kept = rich.filter((span) => typeof span === 'string' || !('pre' in span));
  return kept.map((span) => (typeof span === 'string' ? span.replace(/\n{2,}/g, '\n') : span));
}

/** A reply's rich text as HTML: names in <bdi>, bold as <b>, a monospace block as <pre>, line ends as <br>. */
export function richHtml(rich: Rich): string {
  return bidiSafe(rich)
    .map((span) => {
      if (typeof span === 'string') return isolatedToHtml(span).replace(/\n/g, '<br>');
      if ('bold' in span) return `<b>${isolatedToHtml(span.bold)}</b>`;
      if ('mention' in span) return nameHtml(span.mention.name);
      return `<pre>${escapeHtml(span.pre)}</pre>`;
    })
    .join('');
}
