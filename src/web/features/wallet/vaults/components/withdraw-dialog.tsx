import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { onchainEarlyExit } from '@/domain/chain/onchain-vault-rules';
import { vaultEarlyWithdrawalPenaltyPercent } from '@/domain/constants';
import { parseQtt } from '@/domain/money/qtt';
import { earlyWithdrawalSplit } from '@/domain/vaults/vault-rules';
import { Button } from '@/web/components/ui/button';
import { Modal } from '@/web/components/ui/modal';
import { formatWeiQtt } from '../chain/format-chain';
import { formatAmount } from '../lib/format-amount';
import type { VaultRowModel } from '../lib/vault-row-model';

/** The exact split the server will apply, so the dialog never promises a different amount. */
export function withdrawalWarning(amount: string): string {
  const { returned, penalty } = earlyWithdrawalSplit(parseQtt(amount));
  return (
    `You will get back ${formatAmount(returned)} QTT. The ${formatAmount(penalty)} QTT penalty ` +
    `(${vaultEarlyWithdrawalPenaltyPercent} %) goes to the penalty pool, and the reward is forfeited.`
  );
}

const weiPerUnit = 10n ** 10n;

/** The contract's own split (to the wei) for a chain row; mock mode's plain unlock for a mock one. */
function unlockWarning(v: VaultRowModel): string {
  if (v.origin === 'mock') {
    return (
      `Mock mode returns the whole ${formatAmount(v.amount)} QTT now and makes the simulated ` +
      'reward claimable at once: no penalty is simulated.'
    );
  }
  const { returned, penalty } = onchainEarlyExit(parseQtt(v.amount) * weiPerUnit);
  return (
    `The vault contract returns ${formatWeiQtt(returned)} QTT to your wallet and keeps ` +
    `${formatWeiQtt(penalty)} QTT (${vaultEarlyWithdrawalPenaltyPercent} %) as the penalty; ` +
    'the reward is forfeited.'
  );
}

export function WithdrawDialog({
  vault,
  busy,
  onCancel,
  onConfirm,
}: {
  vault: VaultRowModel;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const id = useId();
  const chain = vault.origin !== undefined;
  return (
    <Modal labelledBy={`${id}-title`} onClose={() => !busy && onCancel()}>
      <div className="p-6">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-500/15 text-amber-300 ring-1 ring-amber-400/30">
            <TriangleAlert className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
              {chain ? 'Unlock early?' : 'Withdraw early?'}
            </h2>
            <p className="mt-1 font-mono text-xs break-all text-slate-400">{vault.id}</p>
          </div>
        </div>
        <p className="mt-4 text-sm text-slate-300">
          {chain ? unlockWarning(vault) : withdrawalWarning(vault.amount)}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {chain ? (busy ? 'Unlocking…' : 'Unlock') : busy ? 'Withdrawing…' : 'Withdraw Early'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
