// A page's address read strictly, as it came (never as a URL parser would normalise it): every route has an exact
// number of segments, an empty segment (a doubled or a trailing slash) matches no route, and so does a dot segment
// (`.`, `..`, also percent-encoded), any percent-encoding, and a request target in absolute form
// (`GET http://host/verify`). One page has one address; any other spelling of it is a 404 (issue 49).

/** What a page's segment may hold: the addresses the Butler writes use base64url, hex digits and plain words. */
const SEGMENT = /^[A-Za-z0-9_.-]+$/;

/** The path's segments, or null when it has an empty one (`//`, a trailing `/`) or is not absolute. */
export function pathSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/') || pathname === '/') return null;
  const segments = pathname.slice(1).split('/');
  return segments.every((s) => s !== '') ? segments : null;
}

/**
 * A request target (`req.url`, as the client sent it) as the segments of its path and its query, or null when it is
 * not in the one form the Butler's addresses are written in: origin form, no dot segment, no percent-encoding.
 */
export function requestTarget(target: string | undefined): { segments: string[]; query: URLSearchParams } | null {
  if (!target || !target.startsWith('/')) return null;
  const mark = target.indexOf('?');
  const segments = pathSegments(mark < 0 ? target : target.slice(0, mark));
  if (!segments || segments.some((s) => !SEGMENT.test(s) || s === '.' || s === '..')) return null;
  return { segments, query: new URLSearchParams(mark < 0 ? '' : target.slice(mark + 1)) };
}
