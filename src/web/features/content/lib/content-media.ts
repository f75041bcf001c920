import type { ContentItem } from '@/domain/api/content';
import {
  looksLikeYoutubeUrl,
  parseYoutubeId,
  youtubeThumbnailUrl,
  youtubeWatchUrl,
} from '@/domain/content/youtube-id';

type Media = Pick<ContentItem, 'source_type' | 'url' | 'youtube_id' | 'video_url'>;

/** Played in the YouTube player: a YouTube source, or a link that looks like YouTube. */
export const isYoutubeItem = (item: Media) =>
  item.source_type === 'youtube' || looksLikeYoutubeUrl(item.url);

/** The YouTube id from the stored id, else read from the item's links. */
export function youtubeIdOf(item: Media): string | null {
  if (item.youtube_id && /^[\w-]{11}$/.test(item.youtube_id)) return item.youtube_id;
  for (const link of [item.url, item.video_url]) {
    const id = link ? parseYoutubeId(link) : null;
    if (id) return id;
  }
  return null;
}

/** Where 'Open on YouTube' goes, or null when the item has no readable YouTube link. */
export function youtubeLinkOf(item: Media): string | null {
  if (item.url && looksLikeYoutubeUrl(item.url)) return item.url;
  const id = youtubeIdOf(item);
  return id ? youtubeWatchUrl(id) : null;
}

/**
 * Images to try in order: the stored thumbnail, then the YouTube one. When all fail the
 * card shows a 'No thumbnail' box.
 */
export function thumbnailCandidates(item: Media & Pick<ContentItem, 'thumbnail_url'>): string[] {
  const id = youtubeIdOf(item);
  const list = [item.thumbnail_url, id ? youtubeThumbnailUrl(id) : null];
  return list.filter((u, i): u is string => !!u && list.indexOf(u) === i);
}

/** 'YouTube' or 'Hosted', as the badges say. */
export const sourceLabel = (item: Media) => (isYoutubeItem(item) ? 'YouTube' : 'Hosted');
