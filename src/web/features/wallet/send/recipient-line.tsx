import { CircleCheck, UserX } from 'lucide-react';
import { hasErrorCode } from '@/web/lib/api-client';
import { useRecipient } from '../api/get-recipient';

/** Under the recipient field: who the typed username is, so the payer can check the name. */
export function RecipientLine({ username, id }: { username: string; id: string }) {
  const recipient = useRecipient(username);
  const typed = username.trim();
  let line = null;
  if (typed.length < 2)
    line = <span className="text-slate-400">Their QTN username, as they sign in with it.</span>;
  else if (recipient.isFetching && !recipient.data)
    line = <span className="text-slate-400">Looking up {typed}…</span>;
  else if (recipient.data && recipient.data.username === typed.toLowerCase())
    line = (
      <span className="flex items-center gap-1.5 text-emerald-300">
        <CircleCheck className="size-3.5 shrink-0" aria-hidden />
        QTN member <strong className="font-semibold">{recipient.data.displayName}</strong>
      </span>
    );
  else if (hasErrorCode(recipient.error, 'RECIPIENT_NOT_FOUND'))
    line = (
      <span className="flex items-center gap-1.5 text-amber-200">
        <UserX className="size-3.5 shrink-0" aria-hidden />
        No QTN member has that username.
      </span>
    );
  return (
    <p id={id} aria-live="polite" className="min-h-5 text-xs">
      {line}
    </p>
  );
}
