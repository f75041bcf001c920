import {
  eliteStakerThresholdQtt,
  vaultEarlyWithdrawalPenaltyPercent,
  vaultMinimumQtt,
} from '@/domain/constants';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';
import { ArrowLink } from './arrow-link';
import { formatMultiplier } from './format';
import { SectionHeading } from './section-heading';
import { topVaultMultiplier } from './vault-figures';
import { VaultTierBars } from './vault-tier-bars';

export function HomeVaultTeaser() {
  const rules = [
    `Minimum ${vaultMinimumQtt} QTT per vault`,
    `The reward is reserved the moment you lock, so every vault can be paid`,
    `Leaving early costs ${vaultEarlyWithdrawalPenaltyPercent}% of the principal`,
    `Lock ${eliteStakerThresholdQtt} QTT or more to become an elite staker`,
  ];
  return (
    <section aria-labelledby="vault-teaser" className="mt-20 sm:mt-28">
      <Card className="grid gap-10 p-6 sm:p-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="vault-teaser"
            eyebrow="Vaults"
            title={
              <>
                Lock longer, earn up to{' '}
                <span className="text-gradient">{formatMultiplier(topVaultMultiplier)}</span>
              </>
            }
            lead="Put QTT in a vault for a fixed time. When it unlocks, you claim it back multiplied."
          />
          <ul className="mt-6 space-y-2 text-sm text-slate-300">
            {rules.map((rule) => (
              <li key={rule} className="flex gap-2">
                <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-400" />
                {rule}
              </li>
            ))}
          </ul>
          <ArrowLink to={`${paths.features}#vaults`} className="mt-6">
            See the full vault rules
          </ArrowLink>
        </div>
        <VaultTierBars />
      </Card>
    </section>
  );
}
