// Where the running code finds the project's own files. The Butler runs either from its TypeScript sources (tsx,
// the tests) or from the bundle bin/bundle.js builds under dist/, where every module is one file and
// `import.meta.url` is the bundle's: the build defines the two names below, the sources leave them undefined.
declare const __BUTLER_BUNDLE__: boolean | undefined;
/** the project's root, relative to the bundle's directory ("../../") */
declare const __BUTLER_ROOT__: string | undefined;

/** Whether this code runs from the bundle (dist/) rather than from the sources. */
export const BUNDLED = typeof __BUTLER_BUNDLE__ !== 'undefined' && __BUTLER_BUNDLE__ === true;

const ROOT = typeof __BUTLER_ROOT__ !== 'undefined' ? new URL(__BUTLER_ROOT__, import.meta.url) : new URL('../', import.meta.url);

/** A file of the project by its path from the project's root (docs/verify.html). */
export function projectFile(path: string): URL {
  return new URL(path, ROOT);
}
