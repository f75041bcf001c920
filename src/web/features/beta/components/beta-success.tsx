import { Check, Copy, PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { betaMessages } from '@/domain/beta/beta-copy';
import { Button } from '@/web/components/ui/button';

/** The thank-you with the Beta ID, which can be copied. It takes focus so it is read out;
 * keyed by the ID, a new signup starts it afresh. */
export function BetaSuccess({ betaId }: { betaId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  useEffect(() => box.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(betaId);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      className="grid gap-3 rounded-2xl bg-emerald-500/10 p-5 ring-1 ring-emerald-400/30"
    >
      <p className="flex items-start gap-2 text-sm text-emerald-100">
        <PartyPopper className="mt-0.5 size-4 shrink-0" aria-hidden />
        {betaMessages.success}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div>
          <p className="text-xs tracking-wide text-emerald-200/80 uppercase">
            {betaMessages.betaIdLabel}
          </p>
          <p className="font-mono text-lg font-semibold break-all text-white select-all">
            {betaId}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {copied === 'yes' ? (
            <Check className="size-4" aria-hidden />
          ) : (
            <Copy className="size-4" aria-hidden />
          )}
          {copied === 'yes' ? 'Copied' : 'Copy Beta ID'}
        </Button>
        {copied === 'no' && (
          <p className="text-xs text-slate-300">Copying was blocked: select the ID to copy it.</p>
        )}
      </div>
    </div>
  );
}
