import { useId, useState, type FormEvent } from 'react';
import { sendNoteMaxLength } from '@/domain/api/send';
import { parseQtt } from '@/domain/money/qtt';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { AmountField, Field, inputClass, TextField } from '@/web/components/ui/text-field';
import { useSendAllowance } from '../api/get-send-allowance';
import { formatAmount } from '../wallet-format';
import { RecipientLine } from './recipient-line';
import { checkDraft, type DraftErrors, type SendDraft } from './send-draft';

/** The first step: whom, how much, and a note; Review checks it before anything is sent. */
export function SendForm({
  initial,
  onReview,
}: {
  initial: SendDraft;
  onReview: (draft: SendDraft) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [checking, setChecking] = useState(false);
  const allowance = useSendAllowance({ enabled: true });
  const recipientId = useId();
  const availableId = useId();
  const available = allowance.data ? parseQtt(allowance.data.available) : null;

  const set = (field: keyof SendDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let known = available;
    // Review pressed before the allowance arrived: wait for it, so more than can be sent is
    // said here and not only by the server after Confirm.
    if (known === null && Object.keys(checkDraft(draft, null)).length === 0) {
      setChecking(true);
      const fetched = await allowance.refetch();
      setChecking(false);
      known = fetched.data ? parseQtt(fetched.data.available) : null;
    }
    const found = checkDraft(draft, known);
    setErrors(found);
    if (Object.keys(found).length === 0) onReview({ ...draft, to: draft.to.trim() });
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Send QTT" noValidate className="space-y-5">
      <Field label="Recipient" error={errors.to} describedBy={recipientId} requiredMark>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            name="to"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="Their username"
            value={draft.to}
            onChange={(e) => set('to')(e.target.value)}
            required
          />
        )}
      </Field>
      <RecipientLine username={draft.to} id={recipientId} />
      <AmountField
        name="amount"
        placeholder="0.00"
        value={draft.amount}
        onChange={(e) => set('amount')(e.target.value)}
        error={errors.amount}
        requiredMark
        required
        hint="Up to two decimals, e.g. 12.50"
        describedBy={availableId}
      />
      <p id={availableId} className="-mt-3 text-xs text-slate-400">
        {allowance.data
          ? `Available: ${formatAmount(allowance.data.available)} QTT (balance ${formatAmount(allowance.data.balance)} QTT; up to ${formatAmount(allowance.data.dailyLimit)} QTT a day, ${formatAmount(allowance.data.sentToday)} sent today)`
          : 'Available: …'}
      </p>
      <TextField
        label="Note (optional)"
        name="note"
        placeholder="What is it for?"
        maxLength={sendNoteMaxLength}
        value={draft.note}
        onChange={(e) => set('note')(e.target.value)}
        error={errors.note}
        hint={`${draft.note.length}/${sendNoteMaxLength}: both of you see it.`}
      />
      <SubmitButton busy={checking}>Review</SubmitButton>
    </form>
  );
}
