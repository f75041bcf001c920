import type { YoutubeApi, YoutubeWindow } from './youtube-types';

export const youtubeApiUrl = 'https://www.youtube.com/iframe_api';
/** How long the player may take to load before the page offers 'Open on YouTube'. */
export const youtubeApiTimeoutMs = 8000;

let pending: Promise<YoutubeApi> | null = null;

const ready = (w: YoutubeWindow): YoutubeApi | null =>
  typeof w.YT?.Player === 'function' ? (w.YT as YoutubeApi) : null;

/**
 * Loads the YouTube IFrame API once. Rejects on a load error or after the time-out (no
 * network, a blocker, a content policy), and then forgets the attempt so a later click
 * may try again.
 */
export function loadYoutubeApi(timeoutMs = youtubeApiTimeoutMs): Promise<YoutubeApi> {
  const w = window as YoutubeWindow;
  const api = ready(w);
  if (api) return Promise.resolve(api);
  pending ??= new Promise<YoutubeApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      pending = null;
      reject(new Error(`YouTube player ${reason}`));
    };
    const timer = setTimeout(() => fail('timed out'), timeoutMs);
    const previous = w.onYouTubeIframeAPIReady;
    w.onYouTubeIframeAPIReady = () => {
      previous?.();
      clearTimeout(timer);
      const loaded = ready(w);
      if (!loaded) return fail('API missing');
      // From now on window.YT answers directly.
      pending = null;
      resolve(loaded);
    };
    script.src = youtubeApiUrl;
    script.async = true;
    script.onerror = () => fail('failed to load');
    document.head.append(script);
  });
  return pending;
}
