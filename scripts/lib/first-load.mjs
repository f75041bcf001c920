// The JavaScript of a route's entry and page, read from Vite's build manifest
// (dist/web/.vite/manifest.json): the entry chunk and everything it imports statically,
// plus the route's lazy chunk and its static imports. Dynamic imports are not followed, so
// this is less than a browser fetches (the lazy chunks a page loads before it is idle):
// `npm start`'s build summary quotes it; the budget is measured in a real browser
// (e2e/first-load-budget.spec.ts).
import zlib from 'node:zlib';

/** Every chunk reached from `keys` through static imports, in first-seen order. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry for ${key}.`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The manifest key of the HTML entry (index.html); the games' own pages are entries too. */
export function entryKey(manifest) {
  if (manifest['index.html']?.isEntry) return 'index.html';
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('The build manifest has no entry chunk.');
  return key;
}

/**
 * The JavaScript files of a route's first load; `routeModule` is its lazy page's source, or
 * a list of the modules its route loads together (a page that fetches also loads the app's
 * query client).
 */
export function firstLoadFiles(manifest, routeModule) {
  const keys = staticClosure(manifest, [entryKey(manifest), ...[routeModule].flat()]);
  return keys.map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

export const gzipSize = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;

/**
 * Sizes of a route's first load. `read(file)` returns a file's bytes (so tests need no
 * build). Each file is gzipped on its own, as the server sends it.
 */
export function measureFirstLoad(manifest, routeModule, read) {
  const files = firstLoadFiles(manifest, routeModule);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = read(file);
    raw += bytes.length;
    gzip += gzipSize(bytes);
  }
  return { files, raw, gzip };
}
