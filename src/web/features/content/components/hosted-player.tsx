import type { KeyboardEvent } from 'react';
import type { ContentItem } from '@/domain/api/content';
import type { WatchPlayerEvents } from '../hooks/use-watch-tracker';
import { thumbnailCandidates } from '../lib/content-media';

/** Space, Enter and K play or pause, as on the big video sites. */
const toggleKeys = new Set([' ', 'Enter', 'k', 'K']);

function toggleOnKey(e: KeyboardEvent<HTMLDivElement>) {
  if (!toggleKeys.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
  const video = e.currentTarget.querySelector('video');
  if (!video) return;
  e.preventDefault();
  if (video.paused) void video.play().catch(() => undefined);
  else video.pause();
}

/**
 * The native player; its events drive the watch tracker (product rules R11). A focused
 * `<video>` swallows keys in headless Chromium (its controls never played from the
 * keyboard: e2e/keyboard-journeys.spec.ts), so the frame around it takes focus and keys.
 */
export function HostedPlayer({ item, events }: { item: ContentItem; events: WatchPlayerEvents }) {
  return (
    <div
      role="group"
      tabIndex={0}
      aria-label={`Video: ${item.title}`}
      aria-keyshortcuts="Space"
      onKeyDown={toggleOnKey}
      className="rounded-2xl"
    >
      <video
        controls
        playsInline
        preload="metadata"
        tabIndex={-1}
        poster={thumbnailCandidates(item)[0]}
        src={item.video_url ?? undefined}
        className="aspect-video w-full rounded-2xl bg-black ring-1 ring-white/10"
        onPlay={events.onPlay}
        onPause={events.onPause}
        onTimeUpdate={(e) => events.onTime(e.currentTarget.currentTime, e.currentTarget.duration)}
        onEnded={(e) => events.onEnded(e.currentTarget.duration)}
      />
    </div>
  );
}
