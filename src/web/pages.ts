// What the Butler's one HTTP server (src/ops/http-server.ts) answers besides its own routes: the verify page, a
// game's page behind its unguessable address — live while the game runs (live-page.ts), the verified record once it
// is over —, a chat's leaderboard behind the chat's own one, and the files they share (static-assets.ts). Anything
// else, a wrong MAC included, is the same bare 404, so an answer never tells whether a chat or a game exists.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../core/language.ts';
import type { Messages } from '../messages/index.ts';
import { textFor } from '../messages/index.ts';
import { leaderboards } from '../commands/queries/top.ts';
import { PROVISIONAL_GAMES } from '../storage/records/stats.ts';
import { shownRating } from '../core/rating-scale.ts';
import type { GameRecord } from '../storage/records/game-record.ts';
import type { RecordQueries } from '../storage/records/types.ts';
import type { ImageSpec } from '../core/image.ts';
import { EVENTS, PICTURE, type GameAddress, type PageLinks } from './page-links.ts';
import { movesOf, type ChannelSession } from '../sessions/session.ts';
import { escapeHtml, gameName, nameHtml, recordView, type RecordView } from './game-page.ts';
import { liveGame, liveSpec, liveView } from './live-page.ts';
import { LiveStreams, sseEvent, type StreamLimits } from './live-streams.ts';
import { assetPath, serveStatic } from './static-assets.ts';
import { GamePictures, recordVersion, type RenderSpec } from './game-picture.ts';
import { requestTarget } from './routes.ts';
import { COMMON_HEADERS, contentSecurityPolicy, pageHeaders } from './security-headers.ts';
import { projectFile } from '../runtime-files.ts';

const VERIFY_HTML = readFileSync(projectFile('docs/verify.html'), 'utf8');
/** How many running games' latest moves are kept for their live pages. */
const LAST_MOVES = 1_000;
/** How many lines a game's board has on the leaderboard page. */
const TOP_PAGE_LINES = 50;
/** How many of a chat's latest records a game address is looked for in when the link carries no record id. */
const LOOKUP_DEPTH = 200;

export interface PagesOptions {
  links: PageLinks;
  records: RecordQueries | undefined;
  /** the chat's language's text (the Butler's, read without the chat's lock) */
  chatText(chat: string): Promise<Messages>;
  now(): number;
  /** draws a picture off the request path (the render pool); default: in this thread, on a later event-loop turn */
  render?: RenderSpec;
  /**
   * runs a synchronous stretch with the Butler's games as the hosted games (Butler.hosting): a page names and draws
   * its game in the words of the Butler's own games; default: the four games. Never held across a wait (see
   * core/hosted-games.ts).
   */
  hosting?: <T>(work: () => T) => T;
  /** the chats' sessions, for running games' live pages; without it a game's page exists only once it is over */
  live?: LiveSource;
  /** the live pages' event streams' limits (live-streams.ts) */
  streamLimits?: Partial<StreamLimits>;
}

/** Where a running game's page reads its game (the Butler: peekSession, onSaved). */
export interface LiveSource {
  /** the chat's session as last committed, read without the lock; null when none */
  session(chat: string): Promise<ChannelSession | null>;
  /** tells `listener` each session committed, right after the commit, with the events of its reply */
  onSaved(listener: (chat: string, session: ChannelSession, events: readonly { type: string }[]) => void): void;
}

export type PagesHandler = ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & { streams: LiveStreams; close(): void };

/** Handles a request if it is a page's; resolves to false when the path is none of them (the caller answers). */
export function pagesHandler(options: PagesOptions): PagesHandler {
  const pictures = new GamePictures(options.render ?? renderLater);
  const hosting = options.hosting ?? ((work) => work());
  const { links, live } = options;
  // A watched chat is also read from the store now and then: a move another process committed reaches its watchers
  // too (this process's own commits reach them at once, below).
  const streams = new LiveStreams(options.streamLimits, live ? (chats) => {
    for (const chat of chats) {
      void live.session(chat).then((session) => session && send(chat, session, null, true), () => undefined);
    }
  } : null);
  // Each page's policy, from its template's own script and style text, once at start (security-headers.ts); the
  // live and leaderboard pages have no inline script or style at all.
  const imageOrigins = publicOrigin(links);
  const verifyPolicy = contentSecurityPolicy(VERIFY_HTML, imageOrigins);
  const sharedPolicy = contentSecurityPolicy('', imageOrigins);
  // A commit of a watched chat sends its watchers the table as it now stands, or "over" once its game has left the
  // session (the record was committed in the same transaction). After the commit's turn of the event loop, in order.
  // The latest move's events of each running game lately committed (a page opened between two moves says what the
  // last one was), at most LAST_MOVES chats, the least recently moved forgotten first.
  const lastMoves = new Map<string, { moves: number; events: readonly { type: string }[] }>();
  const lastMove = (chat: string, game: NonNullable<ChannelSession['game']>) => {
    const last = lastMoves.get(chat);
    return last && last.moves === movesOf(game) ? last.events : null;
  };
  live?.onSaved((chat, session, events) => {
    if (session.game && events.length > 0) {
      lastMoves.delete(chat);
      lastMoves.set(chat, { moves: movesOf(session.game), events });
      if (lastMoves.size > LAST_MOVES) lastMoves.delete(lastMoves.keys().next().value!);
    }
    if (!streams.watched(chat)) return;
    setImmediate(() => send(chat, session, events, false));
  });
  /** Sends a chat's watchers its table as `session` holds it, or "over" once its game has left the session. */
  const send = (chat: string, session: ChannelSession, events: readonly { type: string }[] | null, onlyNewer: boolean) => {
    const moves = session.game ? movesOf(session.game) : Number.MAX_SAFE_INTEGER;
    streams.publish(chat, moves, (watch) => {
      const game = liveGame(session, watch.commitment);
      if (!game) return { text: sseEvent('over', {}), end: true };
      const language = isLanguage(watch.language) ? watch.language : DEFAULT_LANGUAGE;
      const last = events ?? lastMove(chat, game);
      const view = hosting(() => liveView(session, game, textFor(language), language, livePicture(game, chat, language), last));
      return { text: sseEvent('table', view), end: false };
    }, onlyNewer);
  };
  const livePicture = (game: NonNullable<ChannelSession['game']>, chat: string, language: Language) =>
    hosting(() => liveSpec(game, language, textFor(language))) ? links.livePictureUrl(chat, game.fair!.commitment, language, movesOf(game)) : null;
  const handler = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const target = requestTarget(req.url);
    if (!target || (req.method !== 'GET' && req.method !== 'HEAD')) return notFound(res);
    const [first, ...rest] = target.segments;
    const lang = target.query.get('lang');
    const asked: Language | null = lang && isLanguage(lang) ? lang : null;
    if ((first === 'verify' || first === 'verify.html') && rest.length === 0) {
      return html(res, verifyPolicy, verifyPage(textFor(asked ?? DEFAULT_LANGUAGE), null));
    }
    if ((first === 'assets' || first === 'fonts') && serveStatic(req, res, target.segments)) return;
    if (first === 'game') {
      // exactly <chat>/<commitment>/<mac> for the page, and /picture.png or /events after it
      const wantsPicture = rest.length === 4 && rest[3] === PICTURE;
      // (a stream is held open: only for GET, never for a HEAD that would hold it and read nothing)
      const wantsEvents = rest.length === 4 && rest[3] === EVENTS && req.method === 'GET';
      const address = links.readGame(wantsPicture || wantsEvents ? rest.slice(0, 3) : rest, target.query);
      if (!address) return notFound(res);
      // A running game first (a link with a record id names a record): its page exists from the first move on.
      const session = live && address.id === undefined ? await live.session(address.chat) : null;
      const game = liveGame(session, address.commitment);
      if (game && session) {
        const text = asked ? textFor(asked) : await options.chatText(address.chat);
        const language = languageOf(text);
        if (wantsPicture) {
          const moves = Number(target.query.get('m'));
          const png = moves === movesOf(game)
            ? hosting(() => pictures.drawn(`${address.chat}|${address.commitment}|${moves}|${language}`, () => liveSpec(game, language, text)))
            : null;
          return png ? sendPng(res, await png.catch(() => null), 'private, max-age=3600') : notFound(res);
        }
        const view = hosting(() => liveView(session, game, text, language, livePicture(game, address.chat, language), lastMove(address.chat, game)));
        if (wantsEvents) {
          streams.start(req, res, { chat: address.chat, commitment: address.commitment, language }, view.moves, sseEvent('table', view));
          return;
        }
        return html(res, sharedPolicy, livePage(links, address, text, view));
      }
      const record = options.records ? await findRecord(options.records, address) : null;
      if (!record) return notFound(res);
      // a live page's stream that reconnects after the end: the game is over, the page reloads as its record
      if (wantsEvents) {
        res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', ...COMMON_HEADERS });
        return void res.end(sseEvent('over', {}));
      }
      const text = asked ? textFor(asked) : await options.chatText(record.chat);
      const language = languageOf(text);
      const version = recordVersion(record);
      // Asked for as the page is served, so that the browser's request for the <img> finds it drawn or drawing.
      const picture = hosting(() => pictures.picture(record, language, version));
      if (wantsPicture) {
        const tag = `"${version}-${language}"`;
        if (picture && req.headers['if-none-match'] === tag) return notModified(res, tag);
        return picture ? png(res, await picture.catch(() => null), tag) : notFound(res);
      }
      // The picture's address is the canonical one (BUTLER_PUBLIC_URL), never the path this request came in on.
      const src = picture && record.fair && record.id !== undefined
        ? options.links.pictureUrl(record.chat, record.fair.commitment, record.id, language, version)
        : null;
      const view = hosting(() => recordView(record, text, links.topUrl(record.chat)));
      return html(res, verifyPolicy, verifyPage(text, record, src, { view, stylesheet: links.assetUrl(assetPath('page.css')) }));
    }
    if (first === 'top') {
      const chat = links.readTop(rest);
      if (chat === null || !options.records) return notFound(res);
      const text = asked ? textFor(asked) : await options.chatText(chat);
      return html(res, sharedPolicy, await topPage(options, chat, text));
    }
    return notFound(res);
  };
  return Object.assign(handler, { streams, close: () => streams.closeAll() });
}

/** A running game's page: the table as it stands, kept up to date by assets/live.js. */
function livePage(links: PageLinks, address: GameAddress, text: Messages, view: { title: string; html: string; moves: number }): string {
  const language = languageOf(text);
  return [
    '<!doctype html>',
    `<html lang="${text.web.webText.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(view.title)}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(links.assetUrl(assetPath('page.css')))}">`,
    `</head><body class="live" data-moves="${view.moves}" data-events="${escapeHtml(links.eventsUrl(address.chat, address.commitment, language))}">`,
    `<main id="live">${view.html}</main>`,
    `<p class="links"><a id="top-link" href="${escapeHtml(links.topUrl(address.chat))}">${escapeHtml(text.web.gamePage.leaderboard)}</a></p>`,
    `<script src="${escapeHtml(links.assetUrl(assetPath('live.js')))}"></script>`,
    '</body></html>',
  ].join('\n');
}

/** The public address's origin when it is a valid URL (pictures may come from it), else nothing. */
function publicOrigin(links: PageLinks): string[] {
  try {
    return [links.origin()];
  } catch {
    return [];
  }
}

/** The record a game address names: by the id the link carried, else among the chat's latest records. */
async function findRecord(records: RecordQueries, address: GameAddress): Promise<GameRecord | null> {
  const matches = (r: GameRecord | null): r is GameRecord =>
    !!r && r.chat === address.chat && !!r.fair && r.fair.commitment.toLowerCase().startsWith(address.commitment);
  // A link that names its record (?n=) names that one: another number is another address, not a lookup hint.
  if (address.id !== undefined) {
    const hinted = await records.game(address.id);
    return matches(hinted) ? hinted : null;
  }
  for (const summary of await records.history(address.chat, LOOKUP_DEPTH)) {
    const record = await records.game(summary.id);
    if (matches(record)) return record;
  }
  return null;
}

/** docs/verify.html in the chat's language; a game's page has its record filled in and checks it on load. */
function verifyPage(
  text: Messages,
  record: GameRecord | null,
  pictureSrc: string | null = null,
  game: { view: RecordView; stylesheet: string } | null = null,
): string {
  const strings = JSON.stringify(text.web.verifyPage).replace(/</g, '\\u003c');
  const embedded = record ? JSON.stringify(record).replace(/</g, '\\u003c') : '';
  // A game's page shows its picture right under the result (the check follows); the verify page has none.
  const picture = pictureSrc ? pictureTag(pictureSrc, text.web.webText.pictureAlt) : '';
  const page = game ? gamePageParts(game.view, game.stylesheet, picture) : (html: string) => html;
  return page(VERIFY_HTML).replace(/<html lang="[a-z]+">/, `<html lang="${text.web.webText.htmlLang}">`)
    .replace(/(<script id="strings" type="application\/json">)[\s\S]*?(<\/script>)/, (_m, open: string, close: string) => `${open}\n${strings}\n${close}`)
    .replace('<script id="embedded" type="application/json"></script>', () => `<script id="embedded" type="application/json">${embedded}</script>`)
    .replace('<p id="game" hidden></p>', (about) => (picture && !game ? `${about}\n${picture}` : about));
}

/**
 * A game's page around the check: its own title, the shared stylesheet after the template's style (it wins), the
 * result above the check and the moves by turn below it. The check marks each listed move (data-move) as it goes.
 */
function gamePageParts(view: RecordView, stylesheet: string, picture: string): (template: string) => string {
  return (template) =>
    template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(view.title)}</title>`)
      .replace('</head>', () => `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">\n</head>`)
      .replace(/<body>/, '<body class="game">')
      .replace('<h1 id="heading"></h1>', (heading) => `${view.header}\n${picture}\n${heading.replace(/h1/g, 'h2')}`)
      .replace('<p id="note" hidden></p>', (note) => `${note}\n${view.moves}`);
}

/**
 * The game-over picture, as wide as the page allows (720 px drawn for a phone at 2×: it stays sharp); its look is in
 * the page's own style block (#picture), since the policy allows no inline style attribute.
 */
function pictureTag(src: string, alt: string): string {
  return `<p><img id="picture" src="${escape(src)}" alt="${escape(alt)}"></p>`;
}

function languageOf(text: Messages): Language {
  const lang = text.web.webText.htmlLang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** In this thread, after the current turn of the event loop (the canvas is loaded only when a picture is drawn). */
async function renderLater(spec: ImageSpec): Promise<Buffer> {
  const { renderImage } = await import('../images/render-image.ts');
  await new Promise((resolve) => setImmediate(resolve));
  return renderImage(spec);
}

/**
 * A picture is asked again each time it is shown (no-cache): a record rewritten since (/forgetme renames its
 * players) must never be shown from a browser's cache; the ETag makes asking again cheap while it is unchanged.
 */
function png(res: ServerResponse, body: Buffer | null, etag: string): void {
  if (!body) return notFound(res);
  res.writeHead(200, {
    'content-type': 'image/png',
    'content-length': body.length,
    'cache-control': 'private, no-cache',
    etag,
    ...COMMON_HEADERS,
  });
  res.end(body);
}

/** A running game's table picture: its address names the move, so it never changes and may be kept. */
function sendPng(res: ServerResponse, body: Buffer | null, cache: string): void {
  if (!body) return notFound(res);
  res.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length, 'cache-control': cache, ...COMMON_HEADERS });
  res.end(body);
}

function notModified(res: ServerResponse, etag: string): void {
  res.writeHead(304, { 'cache-control': 'private, no-cache', etag, ...COMMON_HEADERS }).end();
}

/**
 * The chat's leaderboard: one table per game (place, player, rating, games), settled ratings first and the
 * provisional ones after them, marked, with what a rating means written under it.
 */
async function topPage(options: PagesOptions, chat: string, text: Messages): Promise<string> {
  const hosting = options.hosting ?? ((work) => work());
  const stats = await options.records!.chatStats(chat);
  const words = text.web.gamePage.top;
  const boards = hosting(() => leaderboards(stats, null, text, TOP_PAGE_LINES).map((b) => ({ ...b, title: gameName(b.game, text) })));
  const tables = boards.map((board) => {
    const rows = board.lines.map((line, i) => {
      const mark = line.provisional ? ` <abbr title="${escapeHtml(words.provisional)}">*</abbr>` : '';
      return `<tr${line.provisional ? ' class="provisional"' : ''}><td class="num">${i + 1}</td><td>${nameHtml(line.name)}</td><td class="num">${shownRating(line.rating)}${mark}</td><td class="num">${line.games}</td></tr>`;
    });
    return [
      `<table class="board"><caption>🏆 ${escapeHtml(board.title)}</caption>`,
      `<thead><tr><th class="num">${escapeHtml(words.place)}</th><th>${escapeHtml(words.player)}</th><th class="num">${escapeHtml(words.rating)}</th><th class="num">${escapeHtml(words.games)}</th></tr></thead>`,
      `<tbody>${rows.join('')}</tbody></table>`,
    ].join('');
  });
  const { webText } = text.web;
  return [
    '<!doctype html>',
    `<html lang="${webText.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(`${webText.topTitle} — ${text.web.gamePage.site}`)}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(options.links.assetUrl(assetPath('page.css')))}">`,
    `</head><body class="top"><h1>${escapeHtml(webText.topTitle)}</h1>`,
    `<div id="top">${tables.length > 0 ? tables.join('\n') : `<p>${escapeHtml(words.none)}</p>`}</div>`,
    `<p class="explain">${escapeHtml(words.explained)}</p>`,
    `<p class="explain">${escapeHtml(words.provisionalNote(PROVISIONAL_GAMES))}</p>`,
    '</body></html>',
  ].join('\n');
}

function html(res: ServerResponse, policy: string, body: string): void {
  res.writeHead(200, pageHeaders(policy));
  res.end(body);
}

/** The one answer for every path that is not a page, a wrong token included: it says nothing more. */
export function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...COMMON_HEADERS }).end('404');
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
