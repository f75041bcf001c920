import { Gift, LogOut } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import type { VaultActionsState } from '../hooks/use-vault-actions';
import type { VaultRowModel } from '../lib/vault-row-model';
import { vaultActions } from '../lib/vault-status';

/**
 * Claim only when unlocked; Withdraw Early only while locked (product rules R11). On a
 * chain row the early exit is the contract's Unlock.
 */
export function VaultActions({
  vault,
  now,
  actions,
}: {
  vault: VaultRowModel;
  now: Date;
  actions: VaultActionsState;
}) {
  const { canClaim, canWithdraw } = vaultActions(vault, now);
  if (!canClaim && !canWithdraw) return null;
  const mine = actions.pendingId === vault.id;
  return (
    <div className="flex flex-wrap gap-2">
      {canClaim && (
        <Button onClick={() => actions.claim(vault)} disabled={actions.busy} aria-busy={mine}>
          <Gift className="size-4" aria-hidden />
          {mine ? 'Claiming…' : 'Claim'}
        </Button>
      )}
      {canWithdraw && (
        <Button
          variant="secondary"
          onClick={() => actions.askWithdraw(vault)}
          disabled={actions.busy}
        >
          <LogOut className="size-4" aria-hidden />
          {vault.origin ? 'Unlock' : 'Withdraw Early'}
        </Button>
      )}
    </div>
  );
}
