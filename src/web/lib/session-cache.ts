/** Anything holding one person's data that must go when their session ends. */
export interface SessionCache {
  clear(): void;
}

let current: SessionCache | null = null;

/**
 * Names the app's cache of server data (its query client). The query client is created by
 * the first page that fetches, not by the layout, so pages that fetch nothing (/home) load
 * no query library; the session still empties it on sign-out through this slot.
 */
export function setSessionCache(cache: SessionCache) {
  current = cache;
}

/** Empties the cache, if a page has created one. */
export function clearSessionCache() {
  current?.clear();
}
