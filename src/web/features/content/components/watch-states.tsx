import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';

const bar = 'animate-pulse rounded-lg bg-white/10';

/** Same boxes as the loaded page, so nothing moves when it arrives. */
export function WatchSkeleton() {
  return (
    <div role="status" aria-label="Loading video">
      <h1 className="sr-only">Watch &amp; Earn</h1>
      <div className={`${bar} mb-5 h-5 w-36`} />
      <div className="aspect-video animate-pulse rounded-2xl bg-white/10" />
      <div className="mt-6 flex gap-4">
        <div className="size-12 shrink-0 animate-pulse rounded-full bg-white/10" />
        <div className="flex-1 space-y-3">
          <div className={`${bar} h-6 w-3/4`} />
          <div className={`${bar} h-4 w-1/3`} />
        </div>
      </div>
    </div>
  );
}

/** The page's h1 stays 'Watch & Earn' when there is no title to show. */
export function WatchError({ message }: { message: string }) {
  return (
    <>
      <h1 className="sr-only">Watch &amp; Earn</h1>
      <Card role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-rose-500/15 text-rose-300 ring-1 ring-rose-400/30">
          <TriangleAlert className="size-7" aria-hidden />
        </span>
        <p className="max-w-sm text-slate-300">{message}</p>
        <ButtonLink to={paths.content} variant="secondary">
          <ArrowLeft className="size-4" aria-hidden />
          Back to Browse
        </ButtonLink>
      </Card>
    </>
  );
}
