import { useState } from 'react';
import type { FormNotice } from '@/web/components/ui/form-message';
import { toast } from '@/web/lib/toast';
import { useClaimVault } from '../api/claim-vault';
import { useWithdrawVault } from '../api/withdraw-vault';
import { useChainWallet } from '../chain/chain-wallet-context';
import { useChainVaultActions } from '../chain/use-chain-vault-actions';
import { vaultErrorText } from '../lib/vault-error-text';
import type { VaultRowModel } from '../lib/vault-row-model';
import { formatAmount } from '../lib/format-amount';

const qttText = (decimal: string | null) => formatAmount(decimal ?? '0');

/**
 * Claim and early withdrawal for the whole list. They live here, not in a row, because a
 * row can vanish when its vault changes state (a filter on "active"), and the outcome must
 * still be reported. One action at a time: no double submit. Chain and mock rows (those
 * with an origin) go to the connected VaultChain instead of the server.
 */
export function useVaultActions(onAction?: () => void) {
  const claim = useClaimVault();
  const withdraw = useWithdrawVault();
  const [notice, setNotice] = useState<FormNotice>(null);
  const [confirming, setConfirming] = useState<VaultRowModel | null>(null);
  const report = (kind: 'success' | 'error', text: string) => {
    setNotice({ kind, text });
    toast[kind](text);
  };
  const onChain = useChainVaultActions(useChainWallet(), report);
  const busy = claim.isPending || withdraw.isPending || onChain.pendingId !== null;
  const pendingId = claim.isPending
    ? claim.variables
    : withdraw.isPending
      ? withdraw.variables
      : onChain.pendingId;

  return {
    notice,
    busy,
    pendingId: pendingId ?? null,
    confirming,
    claim(vault: VaultRowModel) {
      if (busy) return;
      onAction?.();
      setNotice(null);
      if (vault.origin) return void onChain.claim(vault);
      claim.mutate(vault.id, {
        onSuccess: (v) =>
          report('success', `Vault claimed! You received ${qttText(v.payout)} QTT.`),
        onError: (err) => report('error', `Failed to claim vault: ${vaultErrorText(err)}`),
      });
    },
    askWithdraw: (vault: VaultRowModel) => !busy && setConfirming(vault),
    cancelWithdraw: () => !busy && setConfirming(null),
    confirmWithdraw() {
      if (busy || !confirming) return;
      onAction?.();
      setNotice(null);
      if (confirming.origin) {
        return void onChain.unlock(confirming).finally(() => setConfirming(null));
      }
      withdraw.mutate(confirming.id, {
        onSuccess: (v) =>
          report(
            'success',
            `Vault withdrawn early. Returned ${qttText(v.payout)} QTT (Penalty: ${qttText(v.penalty)} QTT).`,
          ),
        onError: (err) => report('error', `Failed to withdraw vault: ${vaultErrorText(err)}`),
        onSettled: () => setConfirming(null),
      });
    },
  };
}

export type VaultActionsState = ReturnType<typeof useVaultActions>;
