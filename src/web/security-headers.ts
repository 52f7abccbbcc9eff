// The headers every page goes out with. The Content-Security-Policy allows nothing but what the page itself holds:
// its own inline scripts and styles, each by the SHA-256 of its text (read from the page's template when the
// server starts, so an edit of the page cannot leave a stale hash behind), and pictures, fonts, the shared
// stylesheet and script and a live page's event stream from the server's own origin. A script or style injected into a page, an inline event handler, a framing site or a <base> has no effect.
import { createHash } from 'node:crypto';

/** An inline <script> that runs (no type, or a JavaScript type); data blocks (application/json) do not run. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const JS_TYPE = /^\s*(?:text\/javascript|application\/javascript|module)?\s*$/i;

function typeOf(attributes: string): string {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
}

/** The CSP source of a block's text: the browser hashes the text as parsed, where line ends are plain LF. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;
}

/** The hashes of the page's inline scripts that run and of its inline style blocks. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(SCRIPT)].filter((m) => JS_TYPE.test(typeOf(m[1]!))).map((m) => hashSource(m[2]!));
  const styles = [...html.matchAll(STYLE)].map((m) => hashSource(m[1]!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * The policy for a page built from `template`: its scripts and styles by hash, pictures from this server (and from
 * `imageOrigins`, the public address's origin, where a proxy serves the pages under another one). The Butler's own
 * shared files (static-assets.ts: the stylesheet, the live page's script, the fonts) come from the same origins, and a
 * live page's events stream too (connect-src); nothing else does.
 */
export function contentSecurityPolicy(template: string, imageOrigins: readonly string[] = []): string {
  const { scripts, styles } = inlineHashes(template);
  const own = ["'self'", ...imageOrigins];
  return [
    "default-src 'none'",
    `script-src ${[...scripts, ...own].join(' ')}`,
    `style-src ${[...styles, ...own].join(' ')}`,
    `img-src ${own.join(' ')}`,
    `font-src ${own.join(' ')}`,
    `connect-src ${own.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** What every answer of the pages' server carries, a page or not. */
export const COMMON_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;

/** The headers of an HTML page under `policy`. */
export function pageHeaders(policy: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': policy,
    ...COMMON_HEADERS,
  };
}
