import { useState } from 'react';
import { chainMessages } from '@/domain/chain/chain-messages';
import { mockMultiplierBps, onchainMultiplierBps } from '@/domain/chain/onchain-vault-rules';
import { qttToWei } from '@/domain/chain/qtt-wei';
import type { LockStep } from '@/web/lib/chain/vault-chain';
import { toast } from '@/web/lib/toast';
import type { ChainWallet } from './chain-wallet-context';
import { explorerTxUrl, formatGas, shortHash } from './format-chain';

export const lockStepText: Record<LockStep, string> = {
  approving: 'Approving QTT…',
  locking: 'Locking…',
  confirming: 'Waiting for confirmation…',
};

export type ChainCreateOutcome =
  | { kind: 'success'; text: string; explorerUrl: string | null; rowId: string }
  | { kind: 'error'; text: string };

/** The chain's multiplier table: the contract's tiers, or mock mode's presets. */
export const chainMultiplierOf = (wallet: ChainWallet) =>
  wallet.chain?.kind === 'mock' ? mockMultiplierBps : onchainMultiplierBps;

/** Locks QTT on the connected chain, with the lock's steps as progress. */
export function useChainCreate(wallet: ChainWallet | null) {
  const [step, setStep] = useState<LockStep | null>(null);

  async function create(amountText: string, durationDays: number): Promise<ChainCreateOutcome> {
    const amount = qttToWei(amountText);
    const fail = (detail: string): ChainCreateOutcome => {
      const text = chainMessages.createFailed(detail);
      toast.error(text);
      return { kind: 'error', text };
    };
    if (!wallet?.chain) return fail(chainMessages.notConnected);
    if (amount === null || amount <= 0n) return fail(chainMessages.invalidAmount);
    setStep('locking');
    try {
      const r = await wallet.chain.lock(amount, durationDays, setStep);
      const text = `${chainMessages.created(shortHash(r.hash))} Gas used: ${formatGas(r.gasUsed)}`;
      toast.success(text);
      const prefix = wallet.chain.kind === 'mock' ? 'mock' : 'chain';
      const explorerUrl =
        wallet.chain.kind === 'mock' ? null : explorerTxUrl(wallet.config, r.hash);
      return { kind: 'success', text, explorerUrl, rowId: `${prefix}-${r.vaultId}` };
    } catch (err) {
      return fail(wallet.errorDetail(err));
    } finally {
      setStep(null);
      await wallet.refresh();
    }
  }

  return { step, create };
}
