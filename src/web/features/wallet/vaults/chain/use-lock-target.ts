import { useState } from 'react';
import type { VaultChain } from '@/web/lib/chain/vault-chain';
import type { LockTarget } from './components/lock-target-picker';

/**
 * Where the form locks: in mock mode the mock chain unless the person picks the QTN wallet
 * (the banner says the QTN wallet is untouched, so the default must not touch it); with a
 * real wallet, the QTN wallet unless they pick the chain. A pick holds until the chain changes.
 */
export function useLockTarget(kind: VaultChain['kind'] | undefined) {
  const [pick, setPick] = useState<{ kind: typeof kind; target: LockTarget } | null>(null);
  const target: LockTarget =
    pick && pick.kind === kind ? pick.target : kind === 'mock' ? 'chain' : 'offchain';
  return [target, (next: LockTarget) => setPick({ kind, target: next })] as const;
}
