import type { ContentItem } from '@/domain/api/content';
import type { WatchPlayerEvents } from '../hooks/use-watch-tracker';
import { isYoutubeItem } from '../lib/content-media';
import { HostedPlayer } from './hosted-player';
import { YoutubePlayer } from './youtube-player';

/** The YouTube player for YouTube items, else the native one (product rules R11). */
export function WatchPlayer({ item, events }: { item: ContentItem; events: WatchPlayerEvents }) {
  return isYoutubeItem(item) ? (
    <YoutubePlayer item={item} events={events} />
  ) : (
    <HostedPlayer item={item} events={events} />
  );
}
