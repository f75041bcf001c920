/**
 * YouTube's embedded player, spoken to by postMessage alone. Loading YouTube's IFrame API
 * script would need www.youtube.com in the page's script-src, a host whose JSONP endpoints
 * get around a content security policy (decision 036); the player frame itself speaks the
 * same messages, so the page loads no YouTube script at all.
 */

/** The only origin the player is framed from, and the only one whose messages are read. */
export const youtubeEmbedOrigin = 'https://www.youtube-nocookie.com';

/** How long the player may take to answer before the page offers 'Open on YouTube'. */
export const youtubePlayerTimeoutMs = 8000;
/** How often the page says it is listening until the player first answers. */
export const youtubeListenEveryMs = 250;

/** YT.PlayerState values, as the player reports them. */
export const youtubeState = { ended: 0, playing: 1, paused: 2 } as const;

/** The player's address: its JavaScript API on, told which page may talk to it. */
export function youtubeEmbedUrl(videoId: string, pageOrigin: string): string {
  const params = new URLSearchParams({
    enablejsapi: '1',
    origin: pageOrigin,
    autoplay: '1',
    playsinline: '1',
    rel: '0',
    modestbranding: '1',
  });
  return `${youtubeEmbedOrigin}/embed/${encodeURIComponent(videoId)}?${params}`;
}

/** What the page sends: that it listens (the player then reports), or a command. */
export const youtubeListening = (id: string) =>
  JSON.stringify({ event: 'listening', id, channel: 'widget' });
export const youtubeCommand = (id: string, func: string, args: unknown[] = []) =>
  JSON.stringify({ event: 'command', func, args, id, channel: 'widget' });

/** One message from the player, or null for anything else. */
export type YoutubeMessage =
  | { event: 'onReady' }
  | { event: 'onError'; code: number | null }
  | { event: 'onStateChange'; state: number }
  | { event: 'infoDelivery'; state?: number; currentTime?: number; duration?: number };

const finite = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

/** Reads a player message (a JSON string); never throws on someone else's message. */
export function parseYoutubeMessage(data: unknown): YoutubeMessage | null {
  if (typeof data !== 'string' || data.length > 100_000) return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const { event, info } = message as { event?: unknown; info?: unknown };
  if (event === 'onReady') return { event };
  if (event === 'onError') return { event, code: finite(info) ?? null };
  if (event === 'onStateChange') {
    const state = finite(info);
    return state === undefined ? null : { event, state };
  }
  if (
    (event === 'infoDelivery' || event === 'initialDelivery') &&
    info &&
    typeof info === 'object'
  ) {
    const i = info as Record<string, unknown>;
    const state = finite(i.playerState);
    const currentTime = finite(i.currentTime);
    const duration = finite(i.duration);
    return {
      event: 'infoDelivery',
      ...(state !== undefined ? { state } : {}),
      ...(currentTime !== undefined ? { currentTime } : {}),
      ...(duration !== undefined ? { duration } : {}),
    };
  }
  return null;
}
