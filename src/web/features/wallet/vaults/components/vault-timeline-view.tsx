import { CheckCircle2, Circle, CircleDot, History } from 'lucide-react';
import { cn } from '@/web/components/ui/cn';
import { vaultTimeline, type TimelineEventStatus } from '../lib/vault-timeline';
import { formatDate } from '../lib/vault-time';
import { formatAmount } from '../lib/format-amount';
import type { VaultRowModel } from '../lib/vault-row-model';
import { VaultOriginBadge } from './vault-origin-badge';

const marks: Record<
  TimelineEventStatus,
  { icon: typeof Circle; className: string; label: string }
> = {
  completed: { icon: CheckCircle2, className: 'text-emerald-400', label: 'Completed' },
  active: { icon: CircleDot, className: 'text-accent-400', label: 'In progress' },
  pending: { icon: Circle, className: 'text-slate-500', label: 'Pending' },
};

/** One lifecycle timeline per vault (`lib/vault-timeline.ts`), each by its own clock. */
export function VaultTimelineView({
  vaults,
  nowOf,
}: {
  vaults: readonly VaultRowModel[];
  nowOf: (v: VaultRowModel) => Date;
}) {
  return (
    <section aria-label="Vault timelines" className="grid gap-3">
      {vaults.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-2xl bg-ink-900/60 px-4 py-8 text-center ring-1 ring-white/10">
          <History className="size-8 text-slate-500" aria-hidden />
          <h4 className="font-semibold text-white">No Vault History</h4>
          <p className="text-sm text-slate-400">
            Create your first vault to see its lifecycle timeline here.
          </p>
        </div>
      ) : (
        vaults.map((v) => (
          <article
            key={v.id}
            aria-label={`Timeline of ${v.id}`}
            className="rounded-2xl bg-ink-900/60 p-4 ring-1 ring-white/10"
          >
            <h4 className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="flex items-center gap-2">
                <span className="font-mono text-slate-300">{v.id}</span>
                <VaultOriginBadge vault={v} />
              </span>
              <span className="font-semibold text-white">{formatAmount(v.amount)} QTT</span>
            </h4>
            <ol className="mt-3 grid gap-0">
              {vaultTimeline(v, nowOf(v)).map((e, i, all) => {
                const mark = marks[e.status];
                return (
                  <li
                    key={e.kind}
                    data-status={e.status}
                    className="relative flex gap-3 pb-3 last:pb-0"
                  >
                    {i < all.length - 1 && (
                      <span
                        className="absolute top-5 bottom-0 left-[9px] w-px bg-white/10"
                        aria-hidden
                      />
                    )}
                    <mark.icon
                      className={cn('mt-0.5 size-5 shrink-0', mark.className)}
                      aria-hidden
                    />
                    <div className="min-w-0">
                      <p
                        className={cn(
                          'text-sm font-medium',
                          e.status === 'pending' ? 'text-slate-400' : 'text-white',
                        )}
                      >
                        {e.title}
                        <span className="sr-only"> ({mark.label})</span>
                      </p>
                      <p className="text-xs text-slate-400">
                        {e.detail} · {formatDate(e.at)}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </article>
        ))
      )}
    </section>
  );
}
