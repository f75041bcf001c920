import type { ReactNode } from 'react';
import { cn } from './cn';

/** The standard page frame: an optional eyebrow, the one h1, a lead paragraph, then content. */
export function Page({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14', className)}>
      <header className="mb-8 max-w-3xl">
        {eyebrow && (
          <p className="mb-2 text-xs font-semibold tracking-[0.2em] text-accent-300 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 text-base text-slate-400 sm:text-lg">{lead}</p>}
      </header>
      {children}
    </div>
  );
}
