import type { ReactNode } from 'react';
import { cn } from './cn';

const tones = {
  neutral: 'bg-white/5 text-slate-300 ring-white/10',
  brand: 'bg-brand-500/15 text-brand-300 ring-brand-400/30',
  accent: 'bg-accent-500/15 text-accent-300 ring-accent-400/30',
  success: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  warning: 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
} as const;

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
