// The files every page shares, served by the Butler itself under its own origin (the pages' policy allows scripts,
// styles and fonts from it and nothing else): /assets/page.css (the look, with the @font-face rules), /assets/live.js
// (a running game's page follows the game), /fonts/<file> (web-fonts.ts). Each answer has an ETag and may be cached:
// the stylesheet and the script by a day (their address carries a digest of their text, ?v=, so a new build is
// fetched at once), a font by a year (a font file never changes under its package's version).
import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { projectFile } from '../runtime-files.ts';
import { fontFaceRules, fontPath, WEB_FONTS } from './web-fonts.ts';
import { COMMON_HEADERS } from './security-headers.ts';

interface Asset {
  type: string;
  body: Buffer;
  etag: string;
}

function asset(type: string, text: string): Asset {
  const body = Buffer.from(text, 'utf8');
  return { type, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` };
}

const ASSETS: Record<string, Asset> = {
  'page.css': asset('text/css; charset=utf-8', `${fontFaceRules()}\n${readFileSync(projectFile('src/web/assets/page.css'), 'utf8')}`),
  'live.js': asset('text/javascript; charset=utf-8', readFileSync(projectFile('src/web/assets/live.js'), 'utf8')),
};

/** The versioned path of a shared file (`page.css`, `live.js`), for a page to link to under its base. */
export function assetPath(name: 'page.css' | 'live.js'): string {
  return `/assets/${name}?v=${ASSETS[name]!.etag.slice(1, 9)}`;
}

const FONT_TYPES = { woff2: 'font/woff2', truetype: 'font/ttf' } as const;

/** Answers /assets/<name> and /fonts/<file>; false when the path names neither (the caller answers 404). */
export function serveStatic(req: IncomingMessage, res: ServerResponse, segments: readonly string[]): boolean {
  if (segments.length !== 2) return false;
  const [folder, name] = segments;
  if (folder === 'assets') {
    const found = Object.hasOwn(ASSETS, name!) ? ASSETS[name!]! : null;
    if (!found) return false;
    if (req.headers['if-none-match'] === found.etag) return notModified(res, found.etag, 'public, max-age=86400');
    res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length, 'cache-control': 'public, max-age=86400', etag: found.etag, ...COMMON_HEADERS });
    res.end(req.method === 'HEAD' ? undefined : found.body);
    return true;
  }
  if (folder === 'fonts') {
    const font = WEB_FONTS.find((f) => f.file === name);
    if (!font) return false;
    const path = fontPath(font);
    const { size, mtimeMs } = statSync(path);
    const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
    const cache = 'public, max-age=31536000, immutable';
    if (req.headers['if-none-match'] === etag) return notModified(res, etag, cache);
    res.writeHead(200, {
      'content-type': FONT_TYPES[font.format],
      'content-length': size,
      'cache-control': cache,
      etag,
      // a font may be asked for by a page under the public origin behind a proxy (CORS mode of @font-face)
      'access-control-allow-origin': '*',
      ...COMMON_HEADERS,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(path).pipe(res);
    return true;
  }
  return false;
}

function notModified(res: ServerResponse, etag: string, cache: string): true {
  res.writeHead(304, { etag, 'cache-control': cache, ...COMMON_HEADERS }).end();
  return true;
}
