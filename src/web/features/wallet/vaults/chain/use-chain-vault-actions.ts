import { useState } from 'react';
import { chainMessages } from '@/domain/chain/chain-messages';
import type { VaultChain } from '@/web/lib/chain/vault-chain';
import { vaultErrorText } from '../lib/vault-error-text';
import type { VaultRowModel } from '../lib/vault-row-model';
import type { ChainWallet } from './chain-wallet-context';
import { formatGas, formatWeiQtt } from './format-chain';

type Report = (kind: 'success' | 'error', text: string) => void;

/**
 * Unlock and claim for chain (and mock) rows, reported through the list's own `report`
 * (a notice under the list and a toast). The gas a transaction used follows the message.
 */
export function useChainVaultActions(wallet: ChainWallet | null, report: Report) {
  const chain = wallet?.chain ?? null;
  const detail = wallet?.errorDetail ?? vaultErrorText;
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function run(
    v: VaultRowModel,
    act: (chain: VaultChain, id: bigint) => Promise<{ gasUsed: bigint; text: string }>,
    failed: (detail: string) => string,
  ) {
    if (pendingId || v.chainVaultId === undefined) return;
    setPendingId(v.id);
    try {
      if (!chain) throw new Error(chainMessages.notConnected);
      const { gasUsed, text } = await act(chain, v.chainVaultId);
      report('success', `${text} Gas used: ${formatGas(gasUsed)}`);
    } catch (err) {
      report('error', failed(detail(err)));
    } finally {
      setPendingId(null);
      await wallet?.refresh();
    }
  }

  return {
    pendingId,
    unlock: (v: VaultRowModel) =>
      run(
        v,
        async (c, id) => ({ gasUsed: (await c.unlock(id)).gasUsed, text: chainMessages.unlocked }),
        chainMessages.unlockFailed,
      ),
    claim: (v: VaultRowModel) =>
      run(
        v,
        async (c, id) => {
          const r = await c.claim(id);
          return { gasUsed: r.gasUsed, text: chainMessages.claimed(formatWeiQtt(r.reward)) };
        },
        chainMessages.claimFailed,
      ),
  };
}
