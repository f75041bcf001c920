/** The earlier version's serverless prefix and ours serve the same handlers. */
export const functionPrefixes = ['/api/', '/.netlify/functions/'] as const;

/** Where a function route is served: /api/<name> and /.netlify/functions/<name>. */
export const functionPaths = (name: string) => functionPrefixes.map((p) => p + name);

/** Paths that answer in the API's shape (JSON errors, load shedding), never the web app. */
export function isApiPath(url: string) {
  return functionPrefixes.some((p) => url.startsWith(p)) || url.startsWith('/.well-known/');
}
