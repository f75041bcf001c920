import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/components/ui/cn';

const tones = {
  brand: 'bg-brand-500/15 text-brand-300 ring-brand-400/30',
  accent: 'bg-accent-500/15 text-accent-300 ring-accent-400/30',
  amber: 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
  emerald: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
} as const;

export type IconTone = keyof typeof tones;

export function IconBadge({
  icon: Icon,
  tone = 'brand',
  className,
}: {
  icon: LucideIcon;
  tone?: IconTone;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-xl ring-1',
        tones[tone],
        className,
      )}
    >
      <Icon className="size-5" aria-hidden />
    </span>
  );
}

/** A card with an icon, an h3 and a short text; `footer` sits at the bottom edge. */
export function IconCard({
  icon,
  tone,
  title,
  aside,
  children,
  footer,
  className,
}: {
  icon: LucideIcon;
  tone?: IconTone;
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('flex flex-col', className)}>
      <div className="flex items-start justify-between gap-3">
        <IconBadge icon={icon} tone={tone} />
        {aside}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
      <div className="mt-2 flex-1 text-sm leading-relaxed text-slate-400">{children}</div>
      {footer && <div className="mt-5">{footer}</div>}
    </Card>
  );
}
