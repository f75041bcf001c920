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

let ending = false;

/**
 * Whether a sign-out is under way: a part that fetches a member's data and mounts meanwhile
 * (the header's balance, which loads late) does not fetch, since its request could leave
 * after the server revoked the session and be refused (401).
 */
export const sessionEnding = () => ending;

export function setSessionEnding(value: boolean) {
  ending = value;
}

/** Empties the cache, if a page has created one. */
export function clearSessionCache() {
  ending = false;
  current?.clear();
}
