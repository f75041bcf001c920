import { Send } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SentTransfer } from '@/domain/api/send';
import { useSendQtt } from './api/send-qtt';
import { SendDone } from './send/send-done';
import { draftFromLink, type SendDraft } from './send/send-draft';
import { SendForm } from './send/send-form';
import { SendReview } from './send/send-review';
import { WalletActionLayout } from './wallet-action-layout';

type Step =
  | { name: 'edit'; draft: SendDraft }
  | { name: 'review'; draft: SendDraft; attempt: string }
  | { name: 'done'; sent: SentTransfer };

const emptyDraft: SendDraft = { to: '', amount: '', note: '' };

/**
 * Send QTT to another member (docs/decisions/041): fill in, review, confirm. Each review
 * is one attempt with its own idempotency key, so a double press or a retry after a lost
 * answer moves the money once; editing starts a new attempt.
 */
export function WalletSendPage() {
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(() => ({ name: 'edit', draft: draftFromLink(params) }));
  const send = useSendQtt();

  let body;
  if (step.name === 'edit') {
    body = (
      <SendForm
        initial={step.draft}
        onReview={(draft) => {
          send.reset();
          setStep({ name: 'review', draft, attempt: crypto.randomUUID() });
        }}
      />
    );
  } else if (step.name === 'review') {
    body = (
      <SendReview
        draft={step.draft}
        busy={send.isPending}
        error={send.error}
        onEdit={() => setStep({ name: 'edit', draft: step.draft })}
        onConfirm={() =>
          send.mutate(
            {
              to: step.draft.to,
              amount: step.draft.amount.trim(),
              note: step.draft.note.trim() || null,
              idempotencyKey: step.attempt,
            },
            { onSuccess: (sent) => setStep({ name: 'done', sent }) },
          )
        }
      />
    );
  } else {
    body = (
      <SendDone sent={step.sent} onAnother={() => setStep({ name: 'edit', draft: emptyDraft })} />
    );
  }
  return (
    <WalletActionLayout
      title="Send QTT"
      lead="Send QTT to another QTN member by username."
      icon={Send}
    >
      {body}
    </WalletActionLayout>
  );
}
