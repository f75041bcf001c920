import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { ContentItem } from '@/domain/api/content';
import { cn } from '@/web/components/ui/cn';
import { thumbnailCandidates } from '../lib/content-media';

type Props = {
  item: Pick<ContentItem, 'thumbnail_url' | 'source_type' | 'url' | 'youtube_id' | 'video_url'>;
  className?: string;
  children?: React.ReactNode;
  /** The page's first, largest image (its LCP): fetched at once and first, not lazily. */
  priority?: boolean;
};

/**
 * A 16:9 thumbnail that tries the stored image, then YouTube's, then shows a
 * 'No thumbnail' box. The box keeps its size throughout, so nothing jumps.
 */
export function ContentThumbnail({ item, className, children, priority = false }: Props) {
  const candidates = thumbnailCandidates(item);
  const [failed, setFailed] = useState(0);
  const src = candidates[failed];
  return (
    <div className={cn('relative aspect-video overflow-hidden bg-ink-700', className)}>
      {src ? (
        <img
          key={src}
          src={src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed((n) => n + 1)}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-1.5 text-slate-300">
          <ImageOff className="size-6" aria-hidden />
          <span className="text-xs">No thumbnail</span>
        </div>
      )}
      {children}
    </div>
  );
}
