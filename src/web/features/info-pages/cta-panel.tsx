import type { ReactNode } from 'react';
import { cn } from '@/web/components/ui/cn';

/** The closing call to action at the foot of an info page. */
export function CtaPanel({
  id,
  title,
  children,
  actions,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600/30 via-ink-800 to-accent-500/20 px-6 py-12 text-center ring-1 ring-white/10 sm:px-12 sm:py-16',
        className,
      )}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 left-1/2 size-72 -translate-x-1/2 rounded-full bg-brand-500/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-2xl">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <div className="mt-4 text-base leading-relaxed text-slate-300 sm:text-lg">{children}</div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </section>
  );
}
