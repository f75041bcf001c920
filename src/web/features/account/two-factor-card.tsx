import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { TwoFactorStepView, type TwoFactorStep } from './two-factor-step-view';

/**
 * Turns TOTP two-factor on and off and renews recovery codes. `enabled` comes from the
 * session; `onChanged` asks for the session again after the server changed it.
 */
export function TwoFactorCard({ enabled, onChanged }: { enabled: boolean; onChanged(): void }) {
  const titleId = useId();
  const [step, setStep] = useState<TwoFactorStep>({ name: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const go = (next: TwoFactorStep) => {
    moved.current = true;
    setStep(next);
  };

  // Back at rest after a step, keyboard focus returns to the card's heading.
  useEffect(() => {
    if (step.name === 'idle' && moved.current) headingRef.current?.focus();
  }, [step]);

  return (
    <Card role="region" aria-labelledby={titleId} className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/30">
          <ShieldCheck className="size-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1 pt-1.5">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-white outline-none"
          >
            Two-factor authentication
          </h2>
          {enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
        </div>
      </div>
      <div className="mt-5 border-t border-white/10 pt-5">
        <TwoFactorStepView step={step} enabled={enabled} go={go} onChanged={onChanged} />
      </div>
    </Card>
  );
}
