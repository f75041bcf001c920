import { Vault } from 'lucide-react';
import {
  eliteStakerThresholdQtt,
  vaultDurationPresetsDays,
  vaultEarlyWithdrawalPenaltyPercent,
  vaultMinimumQtt,
} from '@/domain/constants';
import { Badge } from '@/web/components/ui/badge';
import { CheckList } from './check-list';
import { FeatureSection } from './feature-section';
import { formatMultiplier } from './format';
import { longestLockDays, shortestLockDays, topVaultMultiplier } from './vault-figures';
import { VaultTierTable } from './vault-tier-table';

export function FeaturesVaults() {
  const keptPercent = 100 - vaultEarlyWithdrawalPenaltyPercent;
  return (
    <FeatureSection
      id="vaults"
      icon={Vault}
      tone="brand"
      eyebrow="Vault staking"
      title="Vault staking with multipliers"
      lead={`Lock QTT for ${shortestLockDays} to ${longestLockDays} days. The longer the lock, the higher the multiplier, up to ${formatMultiplier(topVaultMultiplier)} of what you put in.`}
      aside={
        <>
          <VaultTierTable />
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-400">
            <Badge tone="brand">Elite staker</Badge>
            <span>with {eliteStakerThresholdQtt} QTT or more locked</span>
          </div>
        </>
      }
    >
      <CheckList
        items={[
          `Minimum ${vaultMinimumQtt} QTT per vault, in steps of 0.01 QTT.`,
          `Pick ${vaultDurationPresetsDays.join(', ')} days, or any whole number of days from ${shortestLockDays} to ${longestLockDays} in Advanced Mode.`,
          'Your reward is reserved from the reward pool the moment you lock, so every vault can always be paid.',
          'Once it unlocks, claim once and receive your principal times the multiplier.',
          `Need it sooner? Withdraw early and keep ${keptPercent}%: a ${vaultEarlyWithdrawalPenaltyPercent}% early-withdrawal penalty applies to the principal.`,
        ]}
      />
    </FeatureSection>
  );
}
