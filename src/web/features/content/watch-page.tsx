import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { ContentItem } from '@/domain/api/content';
import { errorMessage, hasErrorCode } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth-context';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { paths } from '@/web/lib/paths';
import { LoadError } from '@/web/components/ui/load-error';
import { ButtonLink } from '@/web/components/ui/button';
import { useContentItem } from './api/get-content-item';
import { useRelatedContent } from './api/get-related-content';
import { MoreToWatch } from './components/more-to-watch';
import { RewardBanners } from './components/reward-banners';
import { ShareButtons } from './components/share-buttons';
import { SignInNote } from './components/sign-in-note';
import { WatchHeading } from './components/watch-heading';
import { WatchPlayer } from './components/watch-player';
import { WatchProgress } from './components/watch-progress';
import { WatchSkeleton } from './components/watch-states';
import { useEarnedReward } from './api/get-watch-earned';
import { useWatchTracker } from './hooks/use-watch-tracker';

/** The watch page (/watch/{id}). A new id is a new page: its tracker starts afresh. */
export function WatchPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <WatchContent key={id} id={id} />
    </div>
  );
}

function errorText(error: unknown) {
  if (hasErrorCode(error, 'NOT_FOUND')) return 'Content not found.';
  return errorMessage(error, 'Failed to load content');
}

function WatchContent({ id }: { id: string }) {
  const item = useContentItem(id);
  useDocumentTitle(item.data?.title ?? (item.isError ? errorText(item.error) : undefined));
  if (item.isPending) return <WatchSkeleton />;
  if (item.isError)
    return (
      <>
        {/* The page's h1 stays 'Watch & Earn' when there is no title to show. */}
        <h1 className="sr-only">Watch &amp; Earn</h1>
        <LoadError
          layout="page"
          message={errorText(item.error)}
          action={
            <ButtonLink to={paths.content} variant="secondary">
              <ArrowLeft className="size-4" aria-hidden />
              Back to Browse
            </ButtonLink>
          }
        />
      </>
    );
  return <LoadedWatch item={item.data} />;
}

function LoadedWatch({ item }: { item: ContentItem }) {
  const { status } = useAuth();
  const related = useRelatedContent(item.id);
  const earnedBefore = useEarnedReward(item.id);
  const tracker = useWatchTracker({
    contentId: item.id,
    canTrack: status === 'signed-in',
    durationHint: item.duration_seconds,
  });

  return (
    <>
      <Link
        to={paths.content}
        className="mb-5 inline-flex items-center gap-2 rounded-lg text-sm font-medium text-slate-400 transition hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to videos
      </Link>
      <WatchPlayer item={item} events={tracker} />
      <div className="mt-6 flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        <WatchHeading item={item} />
        <ShareButtons item={item} />
      </div>
      {item.description && (
        <p className="mt-5 max-w-3xl text-sm leading-relaxed whitespace-pre-line text-slate-300">
          {item.description}
        </p>
      )}
      <div className="mt-6 space-y-4 rounded-2xl bg-ink-800/80 p-5 ring-1 ring-white/10">
        <WatchProgress progress={tracker.progress} isPlaying={tracker.isPlaying} />
        {status === 'signed-in' && (
          <RewardBanners
            rewardEligible={item.reward_eligible}
            reward={item.qtt_reward}
            durationSeconds={item.duration_seconds}
            verifiedSeconds={tracker.verifiedSeconds}
            outcome={tracker.outcome}
            earnedBefore={earnedBefore}
          />
        )}
        {status === 'signed-out' && <SignInNote />}
        {/* Its space is kept while the session loads: visitors (most first loads) see
            nothing move when it appears (decision 025). */}
        {status === 'loading' && <SignInNote placeholder />}
      </div>
      <MoreToWatch items={related.data ?? []} />
    </>
  );
}
