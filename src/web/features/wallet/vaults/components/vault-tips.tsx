import { Lightbulb } from 'lucide-react';
import {
  eliteStakerThresholdQtt,
  vaultDurationRangeDays,
  vaultEarlyWithdrawalPenaltyPercent,
} from '@/domain/constants';
import { multiplierBpsFor } from '@/domain/vaults/vault-rules';
import { Card } from '@/web/components/ui/card';
import { formatMultiplier } from '../lib/vault-status';

const top = formatMultiplier(multiplierBpsFor(vaultDurationRangeDays.max));

const tips = [
  `Longer locks earn higher multipliers, up to ${top}× for 180 days or more.`,
  `Withdrawing early costs a ${vaultEarlyWithdrawalPenaltyPercent}% penalty on the principal, and the reward is forfeited.`,
  'Claim your vault once it unlocks to receive the principal plus the reward.',
  `Lock ${eliteStakerThresholdQtt.toLocaleString('en-US')} or more QTT for Elite staker status.`,
];

export function VaultTips() {
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 text-base font-semibold text-white">
        <Lightbulb className="size-5 text-amber-300" aria-hidden />
        Vault tips
      </h3>
      <ul className="mt-3 space-y-2 text-sm text-slate-300">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-2.5">
            <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-accent-400" aria-hidden />
            {tip}
          </li>
        ))}
      </ul>
    </Card>
  );
}
