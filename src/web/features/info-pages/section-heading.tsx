import type { ReactNode } from 'react';
import { cn } from '@/web/components/ui/cn';

/** The h2 block that opens each section of the info pages. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'start',
  className,
}: {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  className?: string;
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p className="mb-2 text-xs font-semibold tracking-[0.2em] text-accent-300 uppercase">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
        {title}
      </h2>
      {lead && <p className="mt-3 text-base leading-relaxed text-slate-400">{lead}</p>}
    </div>
  );
}
