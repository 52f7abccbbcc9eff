// What the Butler's one HTTP server (src/ops/http-server.ts) answers besides its own routes: the verify page, a
// finished game's page behind its unguessable address, a chat's leaderboard behind the chat's own one. Anything
// else, a wrong MAC included, is the same bare 404, so an answer never tells whether a chat or a game exists.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../core/language.ts';
import type { Messages } from '../messages/index.ts';
import { textFor } from '../messages/index.ts';
import { toPlain } from '../messages/rich.ts';
import { top } from '../commands/queries/top.ts';
import type { GameRecord } from '../storage/records/game-record.ts';
import type { RecordQueries } from '../storage/records/types.ts';
import type { ImageSpec } from '../core/image.ts';
import { PICTURE, type GameAddress, type PageLinks } from './page-links.ts';
import { GamePictures, recordVersion, type RenderSpec } from './game-picture.ts';
import { requestTarget } from './routes.ts';
import { COMMON_HEADERS, contentSecurityPolicy, pageHeaders } from './security-headers.ts';
import { projectFile } from '../runtime-files.ts';

const VERIFY_HTML = readFileSync(projectFile('docs/verify.html'), 'utf8');
/** The leaderboard page's own style (its policy allows this block by hash, nothing else). */
const TOP_HEAD =
  '<style>body{font:16px/1.45 system-ui,sans-serif;max-width:46rem;margin:1.5rem auto;padding:0 1rem;color:#222}pre{white-space:pre-wrap;font:14px/1.5 ui-monospace,monospace}</style>';
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
}

/** Handles a request if it is a page's; resolves to false when the path is none of them (the caller answers). */
export function pagesHandler(options: PagesOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const pictures = new GamePictures(options.render ?? renderLater);
  const hosting = options.hosting ?? ((work) => work());
  // Each page's policy, from its template's own script and style text, once at start (security-headers.ts).
  const imageOrigins = publicOrigin(options.links);
  const verifyPolicy = contentSecurityPolicy(VERIFY_HTML, imageOrigins);
  const topPolicy = contentSecurityPolicy(TOP_HEAD, imageOrigins);
  return async (req, res) => {
    const target = requestTarget(req.url);
    if (!target || (req.method !== 'GET' && req.method !== 'HEAD')) return notFound(res);
    const [first, ...rest] = target.segments;
    const lang = target.query.get('lang');
    const asked: Language | null = lang && isLanguage(lang) ? lang : null;
    if ((first === 'verify' || first === 'verify.html') && rest.length === 0) {
      return html(res, verifyPolicy, verifyPage(textFor(asked ?? DEFAULT_LANGUAGE), null));
    }
    if (first === 'game') {
      // exactly <chat>/<commitment>/<mac> for the page, and /picture.png after it for its picture
      const wantsPicture = rest.length === 4 && rest[3] === PICTURE;
      const address = options.links.readGame(wantsPicture ? rest.slice(0, 3) : rest, target.query);
      const record = address && options.records ? await findRecord(options.records, address) : null;
      if (!record) return notFound(res);
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
      return html(res, verifyPolicy, hosting(() => verifyPage(text, record, src)));
    }
    if (first === 'top') {
      const chat = options.links.readTop(rest);
      if (chat === null || !options.records) return notFound(res);
      const text = asked ? textFor(asked) : await options.chatText(chat);
      return html(res, topPolicy, await topPage(options, chat, text));
    }
    return notFound(res);
  };
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
function verifyPage(text: Messages, record: GameRecord | null, pictureSrc: string | null = null): string {
  const strings = JSON.stringify(text.web.verifyPage).replace(/</g, '\\u003c');
  const embedded = record ? JSON.stringify(record).replace(/</g, '\\u003c') : '';
  return VERIFY_HTML.replace(/<html lang="[a-z]+">/, `<html lang="${text.web.webText.htmlLang}">`)
    .replace(/(<script id="strings" type="application\/json">)[\s\S]*?(<\/script>)/, (_m, open: string, close: string) => `${open}\n${strings}\n${close}`)
    .replace('<script id="embedded" type="application/json"></script>', () => `<script id="embedded" type="application/json">${embedded}</script>`)
    .replace('<p id="game" hidden></p>', (game) => (pictureSrc ? `${game}\n${pictureTag(pictureSrc, text.web.webText.pictureAlt)}` : game));
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

function notModified(res: ServerResponse, etag: string): void {
  res.writeHead(304, { 'cache-control': 'private, no-cache', etag, ...COMMON_HEADERS }).end();
}

/** The chat's leaderboard: the /top reply, as a page. */
async function topPage(options: PagesOptions, chat: string, text: Messages): Promise<string> {
  const hosting = options.hosting ?? ((work) => work());
  const render = await hosting(() => top.query!({
    chat,
    user: { id: 'web', name: 'web' },
    options: {},
    privateChat: false,
    records: options.records,
    now: options.now(),
    verifyUrl: undefined,
    text,
  }));
  const outcome = hosting(render);
  const { webText } = text.web;
  return [
    '<!doctype html>',
    `<html lang="${webText.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escape(webText.topTitle)}</title>`,
    TOP_HEAD,
    `</head><body><h1>${escape(webText.topTitle)}</h1><p>${escape(webText.topIntro)}</p>`,
    `<pre id="top">${isolatedHtml(toPlain(outcome.rich))}</pre></body></html>`,
  ].join('\n');
}

/** Escaped text whose isolated names (FSI…PDI, core/display-name.ts) become <bdi> elements. */
function isolatedHtml(text: string): string {
  return escape(text).replace(/\u2068([^\u2068\u2069]*)\u2069/g, '<bdi>$1</bdi>');
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
