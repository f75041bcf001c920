import { useId } from 'react';
import { AmountField, FieldError } from '@/web/components/ui/text-field';
import type { ContentSource } from '../lib/content-form';

/**
 * Reward eligible and the QTT it pays. A YouTube item can never be eligible (product
 * rules R5), so there the box is unchecked and disabled.
 */
export function RewardFields({
  source,
  eligible,
  onEligibleChange,
  reward,
  onRewardChange,
  eligibleError,
  rewardError,
}: {
  source: ContentSource;
  eligible: boolean;
  onEligibleChange: (value: boolean) => void;
  reward: string;
  onRewardChange: (value: string) => void;
  eligibleError?: string | undefined;
  rewardError?: string | undefined;
}) {
  const id = useId();
  const youtube = source === 'youtube';
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
      <div className="grid gap-1.5">
        <label
          htmlFor={id}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-ink-900/80 px-3 text-sm font-medium text-slate-200 ring-1 ring-white/10 has-disabled:cursor-not-allowed has-disabled:opacity-60"
        >
          <input
            id={id}
            type="checkbox"
            checked={!youtube && eligible}
            disabled={youtube}
            onChange={(e) => onEligibleChange(e.target.checked)}
            aria-describedby={`${id}-note`}
            className="size-4 accent-accent-400"
          />
          Reward eligible
        </label>
        {eligibleError ? (
          <FieldError id={`${id}-note`} message={eligibleError} />
        ) : (
          <p id={`${id}-note`} className="text-xs text-slate-400">
            {youtube
              ? 'Only hosted items can pay QTT.'
              : 'Pays the reward once per viewer who watches 90%.'}
          </p>
        )}
      </div>
      <AmountField
        label="QTT reward"
        hint="Paid on completion; 0 if not a number."
        error={rewardError}
        value={reward}
        onChange={(e) => onRewardChange(e.target.value)}
      />
    </div>
  );
}
