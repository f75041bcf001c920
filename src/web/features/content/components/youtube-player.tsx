import { Play } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { ContentItem } from '@/domain/api/content';
import type { WatchPlayerEvents } from '../hooks/use-watch-tracker';
import { youtubeIdOf, youtubeLinkOf } from '../lib/content-media';
import { ContentThumbnail } from './content-thumbnail';
import { OpenOnYoutube } from './open-on-youtube';
import { YoutubeFrame } from './youtube-frame';

type State = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * A facade: the thumbnail and a play button until clicked, so no YouTube frame or cookie
 * loads for people who only look. The player frame then loads under the thumbnail and
 * shows once it answers; when it cannot load (offline, blocked), the thumbnail stays with
 * a note and 'Open on YouTube' instead of a broken frame.
 */
export function YoutubePlayer({ item, events }: { item: ContentItem; events: WatchPlayerEvents }) {
  const videoId = youtubeIdOf(item);
  const link = youtubeLinkOf(item);
  const [state, setState] = useState<State>(videoId ? 'idle' : 'failed');
  const ready = useCallback(() => setState('ready'), []);
  const fail = useCallback(() => {
    console.warn('YouTube player unavailable');
    setState('failed');
  }, []);
  const framed = (state === 'loading' || state === 'ready') && videoId;

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-black ring-1 ring-white/10">
      {framed && (
        <YoutubeFrame
          videoId={videoId}
          title={item.title}
          events={events}
          onReady={ready}
          onFailed={fail}
        />
      )}
      {state !== 'ready' && (
        <div className="absolute inset-0">
          <ContentThumbnail item={item}>
            {state === 'failed' ? (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink-950/90 p-4 text-center backdrop-blur-sm">
                <p role="status" className="max-w-xs text-sm text-slate-200">
                  The YouTube player could not be loaded here. You can still watch this video on
                  YouTube.
                </p>
                {link && <OpenOnYoutube href={link} variant="primary" />}
              </div>
            ) : (
              <button
                type="button"
                onClick={state === 'loading' ? undefined : () => setState('loading')}
                aria-busy={state === 'loading'}
                aria-label={
                  state === 'loading' ? 'Loading the YouTube player' : `Play ${item.title}`
                }
                className="group absolute inset-0 grid place-items-center bg-black/20 transition hover:bg-black/10"
              >
                <span className="grid size-16 place-items-center rounded-full bg-rose-600 text-white shadow-xl ring-4 ring-black/20 transition group-hover:scale-105 sm:size-20">
                  {state === 'loading' ? (
                    <span className="size-7 animate-spin rounded-full border-4 border-white/30 border-t-white" />
                  ) : (
                    <Play className="ml-1 size-8 fill-current sm:size-9" aria-hidden />
                  )}
                </span>
              </button>
            )}
          </ContentThumbnail>
        </div>
      )}
    </div>
  );
}
