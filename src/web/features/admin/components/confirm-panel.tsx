import { useEffect, useRef } from 'react';
import { Button } from '@/web/components/ui/button';
import { FormMessage } from '@/web/components/ui/form-message';

/** The last step before money moves: says exactly what will happen, then waits for a yes. */
export function ConfirmPanel({
  sentence,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onBack,
}: {
  sentence: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const actions = useRef<HTMLDivElement>(null);
  // Keyboard users land on the decision, not back at the top of the form.
  useEffect(() => actions.current?.querySelector('button')?.focus(), []);
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-accent-500/10 p-4 ring-1 ring-accent-400/30">
        <p className="text-xs font-semibold tracking-wide text-accent-300 uppercase">
          Please confirm
        </p>
        <p className="mt-1 break-words text-white" data-testid="confirm-sentence">
          {sentence}
        </p>
      </div>
      <FormMessage notice={error ? { kind: 'error', text: error } : null} />
      <div ref={actions} className="flex flex-wrap gap-3">
        <Button onClick={onConfirm} aria-busy={busy} disabled={busy}>
          {busy ? 'Working…' : confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Back
        </Button>
      </div>
    </div>
  );
}
