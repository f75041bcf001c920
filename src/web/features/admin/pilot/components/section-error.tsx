import { RotateCw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';

/** A section that could not load: what failed, and a Retry. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-4">
      <p className="text-sm text-rose-200">{message}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        Retry
      </Button>
    </Card>
  );
}

export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card className="min-w-0 px-4 py-3 sm:p-4">
      <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-white tabular-nums [overflow-wrap:anywhere]">
        {value}
        {hint && <span className="ml-2 text-sm font-medium text-slate-400">{hint}</span>}
      </dd>
    </Card>
  );
}

export function FiguresSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3 sm:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-20 animate-pulse rounded-2xl bg-white/5" />
      ))}
    </div>
  );
}
