import type { VaultPreview } from '../lib/vault-draft';
import { formatMultiplier } from '../lib/vault-status';
import { formatDate } from '../lib/vault-time';
import { formatAmount } from '../lib/format-amount';

/** E.g. '1.2× · reward 20.00 QTT · you get back 120.00 QTT on Jun 3, 2025'. */
export function previewText(p: VaultPreview): string {
  return [
    `${formatMultiplier(p.multiplierBps)}×`,
    `reward ${formatAmount(p.reward)} QTT`,
    `you get back ${formatAmount(p.total)} QTT on ${formatDate(p.unlockAt)}`,
  ].join(' · ');
}

export function VaultPreviewLine({
  preview,
  hint,
}: {
  preview: VaultPreview | null;
  /** Shown instead of a preview: what to fix to get one. */
  hint: string | null;
}) {
  return (
    <p
      aria-live="polite"
      className={
        preview
          ? 'rounded-xl bg-accent-500/10 px-3 py-2.5 text-sm text-accent-200 ring-1 ring-accent-400/20'
          : 'rounded-xl px-3 py-2.5 text-sm text-slate-500 border border-dashed border-white/10'
      }
    >
      {preview ? (
        <>
          <span className="sr-only">Preview: </span>
          {previewText(preview)}
        </>
      ) : (
        hint
      )}
    </p>
  );
}
