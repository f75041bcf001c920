import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';
import { cn } from './cn';

export interface LoadErrorProps {
  /** The place's own words for what failed (product rules R11 lists each screen's). */
  message: ReactNode;
  /** A heading above the message ('Request failed', 'QTT Wallet Unavailable'). */
  title?: string;
  /** The title's element: a page that lost its content keeps its one h1 here. */
  titleAs?: 'h1' | 'h2' | 'p';
  /** Loads again; without it (and without `action`) the error offers nothing to press. */
  onRetry?: () => void;
  retryLabel?: string;
  /** True while the new attempt runs. */
  busy?: boolean;
  /** Instead of Retry, e.g. a link back when trying again cannot help. */
  action?: ReactNode;
  /** `inline`: a row inside a page (a section, a table); `page`: in place of a page's content. */
  layout?: 'inline' | 'page';
  /** False inside a card that already frames it. */
  framed?: boolean;
  className?: string;
}

const frames = {
  inline: {
    framed:
      'flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-rose-500/10 p-4 ring-1 ring-rose-400/30',
    bare: 'flex flex-wrap items-center gap-3',
  },
  page: {
    framed: 'flex flex-col items-center gap-4 py-12 text-center',
    bare: 'flex flex-col items-center gap-4 py-8 text-center',
  },
};

/**
 * The one way a part of a screen says it could not load
 * (docs/decisions/038-one-way-per-web-concern.md): announced once as an alert, in the
 * place's own words, with Retry. Retry stays focusable while the new attempt runs
 * (aria-disabled, not disabled), so a keyboard user who pressed it keeps their place and
 * hears it busy.
 */
export function LoadError({
  message,
  title,
  titleAs: Title = 'p',
  onRetry,
  retryLabel = 'Retry',
  busy = false,
  action,
  layout = 'inline',
  framed = true,
  className,
}: LoadErrorProps) {
  const button =
    action ??
    (onRetry && (
      <Button
        variant="secondary"
        size={layout === 'inline' ? 'sm' : 'md'}
        aria-busy={busy}
        aria-disabled={busy || undefined}
        onClick={() => !busy && onRetry()}
        className="shrink-0 aria-busy:cursor-progress aria-busy:opacity-70"
      >
        <RotateCw className={cn('size-4', busy && 'animate-spin')} aria-hidden />
        {retryLabel}
      </Button>
    ));
  const frame = cn(frames[layout][framed ? 'framed' : 'bare'], className);

  if (layout === 'inline') {
    return (
      <div role="alert" className={frame}>
        {/* The icon is drawn at the start but written last: the title (or message) is the
            block's first element, as readers of the page's text expect. */}
        <div className="relative min-w-0 pl-7 text-sm break-words">
          {title && <Title className="font-semibold text-rose-100">{title}</Title>}
          <p className={cn('text-rose-200', title && 'mt-0.5')}>{message}</p>
          <TriangleAlert className="absolute top-0.5 left-0 size-4 text-rose-300" aria-hidden />
        </div>
        {button}
      </div>
    );
  }

  const Frame = framed ? Card : 'div';
  return (
    <Frame role="alert" className={frame}>
      <span className="grid size-14 place-items-center rounded-2xl bg-rose-500/15 text-rose-300 ring-1 ring-rose-400/30">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      {title && (
        <Title
          className={
            Title === 'h1' ? 'text-2xl font-bold text-white' : 'text-xl font-semibold text-white'
          }
        >
          {title}
        </Title>
      )}
      <p className="max-w-sm text-slate-300">{message}</p>
      {button}
    </Frame>
  );
}
