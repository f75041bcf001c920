import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/components/ui/cn';

export function CheckList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <ul className={cn('space-y-3 text-sm leading-relaxed text-slate-300', className)}>
      {items.map((item, i) => (
        <li key={i} className="flex gap-3">
          <Check className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
