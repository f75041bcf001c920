import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { ContentItem } from '@/domain/api/content';
import type { WatchPlayerEvents } from '../hooks/use-watch-tracker';
import { thumbnailCandidates } from '../lib/content-media';

/** Space, Enter and K play or pause, as on the big video sites. */
const toggleKeys = new Set([' ', 'Enter', 'k', 'K']);

function videoIn(frame: HTMLElement) {
  return frame.querySelector('video');
}

function toggleOnKey(e: KeyboardEvent<HTMLDivElement>) {
  if (!toggleKeys.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
  const video = videoIn(e.currentTarget);
  if (!video) return;
  e.preventDefault();
  if (video.paused) void video.play().catch(() => undefined);
  else video.pause();
}

/**
 * Chromium's native controls ignore a click on the video until its metadata has loaded
 * (measured: a click 100 ms to 1 s after the page opened, on a video still loading, never
 * played). Until then a layer over the video takes the click and starts the video itself,
 * so the first click always plays; afterwards clicks reach the native controls.
 */
function PlayWhileLoading({ onPlay }: { onPlay: (e: MouseEvent<HTMLDivElement>) => void }) {
  return (
    <div
      aria-hidden="true"
      data-testid="play-while-loading"
      className="absolute inset-0 cursor-pointer rounded-2xl"
      onClick={onPlay}
    />
  );
}

/**
 * The native player; its events drive the watch tracker (product rules R11). A focused
 * `<video>` swallows keys in headless Chromium (its controls never played from the
 * keyboard: e2e/keyboard-journeys.spec.ts), so the frame around it takes focus and keys.
 */
export function HostedPlayer({ item, events }: { item: ContentItem; events: WatchPlayerEvents }) {
  // Settled once the video knows its metadata, or cannot load (its own error shows then).
  const [settled, setSettled] = useState(false);
  const settle = () => setSettled(true);
  return (
    <div
      role="group"
      tabIndex={0}
      aria-label={`Video: ${item.title}`}
      aria-keyshortcuts="Space"
      onKeyDown={toggleOnKey}
      className="relative rounded-2xl"
    >
      <video
        controls
        playsInline
        preload="metadata"
        tabIndex={-1}
        poster={thumbnailCandidates(item)[0]}
        src={item.video_url ?? undefined}
        className="aspect-video w-full rounded-2xl bg-black ring-1 ring-white/10"
        onLoadedMetadata={settle}
        onError={settle}
        onPlay={events.onPlay}
        onPause={events.onPause}
        onTimeUpdate={(e) => events.onTime(e.currentTarget.currentTime, e.currentTarget.duration)}
        onEnded={(e) => events.onEnded(e.currentTarget.duration)}
      />
      {!settled && (
        <PlayWhileLoading
          onPlay={(e) => {
            const video = videoIn(e.currentTarget.parentElement as HTMLElement);
            if (video?.paused) void video.play().catch(() => undefined);
          }}
        />
      )}
    </div>
  );
}
