import type { ContentItem } from '@/domain/api/content';
import type { WatchPlayerEvents } from '../hooks/use-watch-tracker';
import { thumbnailCandidates } from '../lib/content-media';

/** The native player; its events drive the watch tracker (product rules R11). */
export function HostedPlayer({ item, events }: { item: ContentItem; events: WatchPlayerEvents }) {
  return (
    <video
      controls
      playsInline
      preload="metadata"
      poster={thumbnailCandidates(item)[0]}
      src={item.video_url ?? undefined}
      aria-label={`Video: ${item.title}`}
      className="aspect-video w-full rounded-2xl bg-black ring-1 ring-white/10"
      onPlay={events.onPlay}
      onPause={events.onPause}
      onTimeUpdate={(e) => events.onTime(e.currentTarget.currentTime, e.currentTarget.duration)}
      onEnded={(e) => events.onEnded(e.currentTarget.duration)}
    />
  );
}
