import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl bg-ink-800/80 p-6 ring-1 ring-white/10 backdrop-blur-sm',
        className,
      )}
      {...rest}
    />
  );
}
