// A page's path read strictly: every route has an exact number of segments, and an empty segment (a doubled or a
// trailing slash) matches no route, so one page has one address and anything appended to it is a 404.

/** The path's segments, or null when it has an empty one (`//`, a trailing `/`) or is not absolute. */
export function pathSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/') || pathname === '/') return null;
  const segments = pathname.slice(1).split('/');
  return segments.every((s) => s !== '') ? segments : null;
}
