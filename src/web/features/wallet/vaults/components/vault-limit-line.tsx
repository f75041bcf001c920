import { Info, TriangleAlert } from 'lucide-react';
import type { LockLimit } from '../hooks/use-lock-limit';

/**
 * 'You can lock at most N QTT for D days now.' under the preview; amber once the amount typed
 * is more (the server still decides, and its refusal says the same). The amount field names
 * it in its description, so it is read where the amount is typed, not announced on every
 * keystroke.
 */
export function VaultLimitLine({ id, limit }: { id: string; limit: LockLimit }) {
  const Icon = limit.exceeded ? TriangleAlert : Info;
  return (
    <p
      id={id}
      className={
        limit.exceeded
          ? 'flex items-start gap-2 text-xs text-amber-300'
          : 'flex items-start gap-2 text-xs text-slate-400'
      }
    >
      <Icon className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>{limit.text}</span>
    </p>
  );
}
