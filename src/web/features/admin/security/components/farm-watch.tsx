import { useState, type ReactNode } from 'react';
import { LoadError } from '@/web/components/ui/load-error';
import type { AdminCredential } from '@/web/lib/admin-credential';
import { requestErrorText } from '../lib/request-error-text';
import { useSecurityFlags } from '../api/get-security-flags';
import { useRewardHolds } from '../api/get-reward-holds';
import { useHoldRewards } from '../api/hold-rewards';
import { useReleaseRewards } from '../api/release-rewards';
import { FlaggedAccountsTable } from './flagged-accounts-table';
import { HoldForm, type HoldTarget } from './hold-form';
import { RewardHoldsTable } from './reward-holds-table';
import { WithheldTable } from './withheld-table';

/**
 * Flagged accounts, and holding or releasing an account's rewards (docs/decisions/013).
 * `holdAccount` is the page's form for holding any account, shown above the holds.
 */
export function FarmWatch({
  credential,
  holdAccount,
}: {
  credential: AdminCredential;
  holdAccount?: ReactNode;
}) {
  const flags = useSecurityFlags(credential);
  const holds = useRewardHolds(credential);
  const hold = useHoldRewards(credential);
  const release = useReleaseRewards(credential);
  const [target, setTarget] = useState<HoldTarget | null>(null);
  const choose = (next: HoldTarget | null) => {
    hold.reset();
    setTarget(next);
  };
  return (
    <div className="space-y-8">
      {flags.isError ? (
        <LoadError
          title="Flags request failed"
          message={requestErrorText(flags.error)}
          onRetry={() => void flags.refetch()}
        />
      ) : (
        <FlaggedAccountsTable
          flags={flags.data?.flags ?? null}
          onHold={(f) =>
            choose({ userId: f.userId, name: f.userName ?? f.userId, reason: f.reason })
          }
        />
      )}
      {target ? (
        <HoldForm
          key={target.userId}
          target={target}
          pending={hold.isPending}
          error={hold.error?.message ?? null}
          onCancel={() => choose(null)}
          onSubmit={(reason) =>
            hold.mutate({ userId: target.userId, reason }, { onSuccess: () => setTarget(null) })
          }
        />
      ) : null}
      {holds.isError ? (
        <LoadError
          title="Holds request failed"
          message={requestErrorText(holds.error)}
          onRetry={() => void holds.refetch()}
        />
      ) : (
        <>
          {release.isError && (
            <p role="alert" className="text-sm text-rose-200">
              {release.error.message}
            </p>
          )}
          {holdAccount}
          <RewardHoldsTable
            holds={holds.data?.holds ?? null}
            releasing={release.isPending ? (release.variables ?? null) : null}
            onRelease={(h) => release.mutate(h.userId)}
          />
          <WithheldTable withheld={holds.data?.withheld ?? null} />
        </>
      )}
    </div>
  );
}
