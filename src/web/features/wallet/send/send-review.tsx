import { useEffect, useRef } from 'react';
import type { SendDraft } from './send-draft';
import { Button } from '@/web/components/ui/button';
import { FormMessage } from '@/web/components/ui/form-message';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { errorMessage } from '@/web/lib/api-client';
import { formatAmount } from '../wallet-format';
import { useRecipient } from '../api/get-recipient';

/**
 * The second step: the recipient's name as QTN knows it, the amount and the note, then
 * Confirm. Nothing moves before Confirm; a failed Confirm can be pressed again with the
 * same attempt (the server moves the money once).
 */
export function SendReview({
  draft,
  busy,
  error,
  onConfirm,
  onEdit,
}: {
  draft: SendDraft;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  const recipient = useRecipient(draft.to);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const name = recipient.data?.displayName ?? draft.to;
  return (
    <form
      aria-label="Confirm sending"
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) onConfirm();
      }}
    >
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-white focus:outline-none"
      >
        Send {formatAmount(draft.amount)} QTT to {name}?
      </h2>
      <dl className="grid gap-3 rounded-xl bg-ink-900/80 p-4 text-sm ring-1 ring-white/10">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">To</dt>
          <dd className="min-w-0 text-right break-words text-white">
            {name}
            {recipient.data && (
              <span className="block text-xs text-slate-500">@{recipient.data.username}</span>
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">Amount</dt>
          <dd className="font-semibold text-white tabular-nums">
            {formatAmount(draft.amount)} QTT
          </dd>
        </div>
        {draft.note.trim() && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-400">Note</dt>
            <dd className="min-w-0 text-right break-words text-white">{draft.note.trim()}</dd>
          </div>
        )}
      </dl>
      <p className="text-xs text-slate-400">A sent amount cannot be taken back.</p>
      <FormMessage
        notice={error ? { kind: 'error', text: errorMessage(error, 'Could not send QTT.') } : null}
      />
      <SubmitButton busy={busy}>{error ? 'Try again' : 'Confirm and send'}</SubmitButton>
      <Button variant="ghost" className="w-full" onClick={onEdit} disabled={busy}>
        Edit
      </Button>
    </form>
  );
}
