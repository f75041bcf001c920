import { useEffect, useRef } from 'react';
import type { WatchPlayerEvents } from '../hooks/use-watch-tracker';
import type { YoutubeApi, YoutubePlayer } from '../lib/youtube-types';
import { youtubeState } from '../lib/youtube-types';

/** How often the playing YouTube player's position is read. */
export const youtubePollMs = 500;

/**
 * The YouTube player, from youtube-nocookie.com. It has no time-update event, so its
 * position is polled while it plays and fed to the same tracker as the native player.
 */
export function YoutubeFrame({
  api,
  videoId,
  title,
  events,
  onFailed,
}: {
  api: YoutubeApi;
  videoId: string;
  title: string;
  events: WatchPlayerEvents;
  onFailed: () => void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const eventsRef = useRef(events);
  const failedRef = useRef(onFailed);
  useEffect(() => {
    eventsRef.current = events;
    failedRef.current = onFailed;
  }, [events, onFailed]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const target = document.createElement('div');
    host.append(target);
    let poll: ReturnType<typeof setInterval> | undefined;
    const stopPolling = () => clearInterval(poll);
    const report = (p: YoutubePlayer) =>
      eventsRef.current.onTime(p.getCurrentTime(), p.getDuration());
    const player = new api.Player(target, {
      host: 'https://www.youtube-nocookie.com',
      videoId,
      width: '100%',
      height: '100%',
      playerVars: { autoplay: 1, playsinline: 1, rel: 0, modestbranding: 1 },
      events: {
        onReady: (e) => e.target.playVideo(),
        onStateChange: ({ data, target: p }) => {
          if (data === youtubeState.playing) {
            eventsRef.current.onPlay();
            stopPolling();
            poll = setInterval(() => report(p), youtubePollMs);
          } else if (data === youtubeState.paused) {
            stopPolling();
            report(p);
            eventsRef.current.onPause();
          } else if (data === youtubeState.ended) {
            stopPolling();
            eventsRef.current.onEnded(p.getDuration());
          }
        },
        onError: () => failedRef.current(),
      },
    });
    return () => {
      stopPolling();
      player.destroy();
      host.replaceChildren();
    };
  }, [api, videoId]);

  return (
    <div
      ref={hostRef}
      title={`YouTube video: ${title}`}
      className="aspect-video w-full overflow-hidden rounded-2xl bg-black ring-1 ring-white/10 [&_iframe]:size-full"
    />
  );
}
