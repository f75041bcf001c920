import { useEffect, useRef } from 'react';
import type { WatchPlayerEvents } from '../hooks/use-watch-tracker';
import {
  parseYoutubeMessage,
  youtubeCommand,
  youtubeEmbedOrigin,
  youtubeEmbedUrl,
  youtubeListenEveryMs,
  youtubeListening,
  youtubePlayerTimeoutMs,
  youtubeState,
} from '../lib/youtube-embed';

/**
 * The YouTube player: a plain youtube-nocookie.com frame, spoken to by postMessage (no
 * YouTube script runs in the page; lib/youtube-embed.ts says why). Its state and position
 * feed the same tracker as the native player. `onReady` fires once the player answers;
 * `onFailed` when it does not within the time-out, or reports an error.
 */
export function YoutubeFrame({
  videoId,
  title,
  events,
  onReady,
  onFailed,
}: {
  videoId: string;
  title: string;
  events: WatchPlayerEvents;
  onReady: () => void;
  onFailed: () => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const callbacks = useRef({ events, onReady, onFailed });
  useEffect(() => {
    callbacks.current = { events, onReady, onFailed };
  }, [events, onReady, onFailed]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const id = `qtn-yt-${Math.random().toString(36).slice(2)}`;
    const send = (message: string) => frame.contentWindow?.postMessage(message, youtubeEmbedOrigin);
    let heard = false;
    let state: number | null = null;
    let position = 0;
    let duration: number | undefined;

    const listen = setInterval(() => send(youtubeListening(id)), youtubeListenEveryMs);
    const giveUp = setTimeout(() => {
      if (!heard) callbacks.current.onFailed();
    }, youtubePlayerTimeoutMs);
    const firstAnswer = () => {
      if (heard) return;
      heard = true;
      clearInterval(listen);
      clearTimeout(giveUp);
      for (const name of ['onStateChange', 'onError']) {
        send(youtubeCommand(id, 'addEventListener', [name]));
      }
      send(youtubeCommand(id, 'playVideo'));
      callbacks.current.onReady();
    };
    const changeState = (next: number) => {
      if (next === state) return;
      state = next;
      const { events: e } = callbacks.current;
      if (next === youtubeState.playing) e.onPlay();
      else if (next === youtubeState.paused) {
        e.onTime(position, duration);
        e.onPause();
      } else if (next === youtubeState.ended) e.onEnded(duration);
    };

    const onMessage = (event: MessageEvent) => {
      // Only this frame's player: any other window could post look-alike messages.
      if (event.origin !== youtubeEmbedOrigin || event.source !== frame.contentWindow) return;
      const message = parseYoutubeMessage(event.data);
      if (!message) return;
      firstAnswer();
      if (message.event === 'onError') return callbacks.current.onFailed();
      if (message.event === 'onStateChange') return changeState(message.state);
      if (message.event !== 'infoDelivery') return;
      if (message.duration !== undefined && message.duration > 0) duration = message.duration;
      if (message.currentTime !== undefined) position = message.currentTime;
      if (message.state !== undefined) changeState(message.state);
      if (message.currentTime !== undefined && state === youtubeState.playing) {
        callbacks.current.events.onTime(position, duration);
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(listen);
      clearTimeout(giveUp);
    };
  }, [videoId]);

  return (
    <iframe
      ref={frameRef}
      src={youtubeEmbedUrl(videoId, window.location.origin)}
      title={`YouTube video: ${title}`}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="absolute inset-0 size-full border-0"
    />
  );
}
