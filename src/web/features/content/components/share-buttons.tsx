import { Link2, Share2 } from 'lucide-react';
import type { ContentItem } from '@/domain/api/content';
import { Button } from '@/web/components/ui/button';
import { isYoutubeItem, youtubeLinkOf } from '../lib/content-media';
import { copyLink, shareLink } from '../lib/share-link';
import { OpenOnYoutube } from './open-on-youtube';

export function ShareButtons({ item }: { item: ContentItem }) {
  const pageUrl = `${window.location.origin}/watch/${encodeURIComponent(item.id)}`;
  const youtube = isYoutubeItem(item) ? youtubeLinkOf(item) : null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => void shareLink(item.title, pageUrl)}>
        <Share2 className="size-4" aria-hidden />
        Share
      </Button>
      <Button variant="secondary" size="sm" onClick={() => void copyLink(pageUrl)}>
        <Link2 className="size-4" aria-hidden />
        Copy link
      </Button>
      {youtube && <OpenOnYoutube href={youtube} />}
    </div>
  );
}
