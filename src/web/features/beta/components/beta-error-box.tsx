import { CircleAlert } from 'lucide-react';
import { betaMessages } from '@/domain/beta/beta-copy';

/** The error box of the specification: titled 'Error', announced at once. */
export function BetaErrorBox({ message }: { message: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-2xl bg-rose-500/10 p-4 ring-1 ring-rose-400/30">
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-rose-300" aria-hidden />
      <div>
        <p className="font-semibold text-rose-100">{betaMessages.errorTitle}</p>
        <p className="text-sm text-rose-200">{message}</p>
      </div>
    </div>
  );
}
