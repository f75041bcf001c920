import { ChevronDown, Eye } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/components/ui/cn';
import { paths } from '@/web/lib/paths';
import type { WatchRewardsSummary } from '../api/get-watch-rewards';
import { formatAgo, formatAmount } from '../wallet-format';

export function WatchRewardsBox({ summary }: { summary: WatchRewardsSummary }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { total, count, recent } = summary;
  return (
    // min-w-0: a long title must truncate, not widen the grid on a phone.
    <Card className="min-w-0">
      <div className="flex items-center gap-3">
        <Eye className="size-5 text-accent-400" aria-hidden />
        <h2 className="text-lg font-semibold text-white">Proof of Watch Time Rewards</h2>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-ink-900/80 p-3 ring-1 ring-white/10">
          <dt className="text-xs text-slate-500">Total rewards</dt>
          <dd className="mt-0.5 font-semibold text-white">{formatAmount(total)} QTT</dd>
        </div>
        <div className="rounded-xl bg-ink-900/80 p-3 ring-1 ring-white/10">
          <dt className="text-xs text-slate-500">Sessions</dt>
          <dd className="mt-0.5 font-semibold text-white">
            {count} {count === 1 ? 'session' : 'sessions'}
          </dd>
        </div>
      </dl>
      {recent.length === 0 ? (
        <p className="mt-4 text-sm text-slate-400">No watch rewards yet</p>
      ) : (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
            className="mt-4 flex min-h-11 w-full items-center justify-between rounded-xl px-3 text-sm font-medium text-slate-300 ring-1 ring-white/10 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-accent-400"
          >
            Recent sessions ({recent.length})
            <ChevronDown className={cn('size-4 transition', open && 'rotate-180')} aria-hidden />
          </button>
          <ul id={listId} hidden={!open} className="mt-2 divide-y divide-white/5 text-sm">
            {recent.map((r) => (
              <li key={`${r.contentId}-${r.createdAt}`} className="flex items-center gap-3 py-2">
                <span className="font-semibold text-emerald-300 tabular-nums">
                  +{formatAmount(r.reward)} QTT
                </span>
                <Link
                  to={paths.watch(r.contentId)}
                  title={`Content ${r.contentId}`}
                  className="min-w-0 flex-1 truncate text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400"
                >
                  {r.contentTitle ?? `Content ${r.contentId}`}
                </Link>
                <time dateTime={r.createdAt} className="shrink-0 text-xs text-slate-500">
                  {formatAgo(r.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
