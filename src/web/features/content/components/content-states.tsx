import { Film, RefreshCw, RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';

function StateCard({
  icon: Icon,
  tone,
  message,
  action,
  onAction,
  isAlert,
  busy,
}: {
  icon: typeof Film;
  tone: string;
  message: string;
  action: string;
  onAction: () => void;
  isAlert?: boolean;
  busy?: boolean;
}) {
  const ActionIcon = isAlert ? RotateCw : RefreshCw;
  return (
    <Card
      role={isAlert ? 'alert' : undefined}
      className="flex flex-col items-center gap-4 py-12 text-center"
    >
      <span className={`grid size-14 place-items-center rounded-2xl ring-1 ${tone}`}>
        <Icon className="size-7" aria-hidden />
      </span>
      <p className="max-w-sm text-slate-300">{message}</p>
      <Button variant="secondary" onClick={onAction} aria-busy={busy}>
        <ActionIcon className={busy ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
        {action}
      </Button>
    </Card>
  );
}

export function ContentLoadError({ onRetry, busy }: { onRetry: () => void; busy?: boolean }) {
  return (
    <StateCard
      isAlert
      icon={TriangleAlert}
      tone="bg-rose-500/15 text-rose-300 ring-rose-400/30"
      message="Failed to load content. Please try again."
      action="Try Again"
      onAction={onRetry}
      busy={busy}
    />
  );
}

export function ContentEmpty({ onRefresh, busy }: { onRefresh: () => void; busy?: boolean }) {
  return (
    <StateCard
      icon={Film}
      tone="bg-brand-500/15 text-brand-300 ring-brand-400/30"
      message="No content available at the moment."
      action="Refresh"
      onAction={onRefresh}
      busy={busy}
    />
  );
}
