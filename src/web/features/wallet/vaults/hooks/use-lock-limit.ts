import { useQuery } from '@tanstack/react-query';
import type { VaultList } from '@/domain/api/vaults';
import { vaultDurationRangeDays } from '@/domain/constants';
import { onchainLockLimitMessage } from '@/domain/chain/onchain-vault-rules';
import { qttToWei } from '@/domain/chain/qtt-wei';
import { parseQtt, unitsToDecimal, type Units } from '@/domain/money/qtt';
import { offchainLockLimit, offchainLockLimitMessage } from '@/domain/vaults/reservation-cap';
import { multiplierBpsFor } from '@/domain/vaults/vault-rules';
import { queryKeys } from '@/web/lib/query-keys';
import type { VaultChain } from '@/web/lib/chain/vault-chain';

export interface LockLimit {
  /** 'You can lock at most N QTT for D days now.' */
  text: string;
  /** The amount typed is more than that. */
  exceeded: boolean;
}

/**
 * The reservation cap for the form's chosen duration (docs/decisions/035-reservation-cap.md):
 * off-chain from the vault list's `reserveLimit` (or the balance, when that is lower), on chain from the contract's
 * getMaxLockAmount for the connected account. Null while the duration is not valid, and in
 * mock mode, which models no reserve. The server (or the contract) decides again at creation.
 */
export function useLockLimit(o: {
  reserveLimit: VaultList['reserveLimit'];
  /** The chain the lock goes to, or null for the ledger. */
  chain: VaultChain | null;
  /** As the picker stands (NaN while the advanced input is not a number). */
  durationDays: number;
  amount: Units | null;
}): LockLimit | null {
  const { chain, amount } = o;
  const { min, max: longest } = vaultDurationRangeDays;
  const valid =
    Number.isInteger(o.durationDays) && o.durationDays >= min && o.durationDays <= longest;
  const days = valid ? o.durationDays : null;
  const onChain = chain !== null;
  const maxLock = useQuery({
    queryKey: queryKeys.chain.maxLock(chain?.kind ?? 'none', chain?.account ?? '', days ?? 0),
    queryFn: () => {
      if (!chain || days === null) throw new Error('No chain connected.');
      return chain.maxLockAmount(days);
    },
    enabled: onChain && days !== null,
  });
  if (days === null) return null;
  if (onChain) {
    const max = maxLock.data;
    if (max == null) return null;
    const wei = amount === null ? null : qttToWei(unitsToDecimal(amount), 8);
    return { text: onchainLockLimitMessage(max, days), exceeded: wei !== null && wei > max };
  }
  const balance = parseQtt(o.reserveLimit.balance);
  const limit = offchainLockLimit(
    parseQtt(o.reserveLimit.headroom),
    balance,
    multiplierBpsFor(days),
  );
  return {
    text: offchainLockLimitMessage(limit, balance, days),
    exceeded: amount !== null && (limit.most === null || amount > limit.most),
  };
}
