import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { BridgeStatus } from '@/domain/api/bridge';
import { qttToWei } from '@/domain/chain/qtt-wei';
import { Card } from '@/web/components/ui/card';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { AmountField } from '@/web/components/ui/text-field';
import type { BridgeChain, DepositStep } from '@/web/lib/chain/bridge-chain';
import { queryKeys } from '@/web/lib/query-keys';
import { toast } from '@/web/lib/toast';
import { useChainWallet } from '../vaults/chain/chain-wallet-context';
import { formatWeiQtt } from '../vaults/chain/format-chain';
import { bridgeChainErrorText, checkDepositAmount } from './bridge-rules';

const stepText: Record<DepositStep, string> = {
  approving: 'Approve in your wallet…',
  depositing: 'Confirm the deposit in your wallet…',
  confirming: 'Waiting for the chain…',
};

/**
 * Deposit from chain: the member's deposit account, the connected wallet's QTT, and
 * Approve (only when the allowance is short) + Deposit in the wallet. The server credits the
 * QTN wallet after the network's confirmations; `onSent` lets the list poll until it sees it.
 */
export function DepositCard({
  status,
  bridge,
  onSent,
}: {
  status: BridgeStatus;
  bridge: BridgeChain | null;
  onSent: (txHash: string) => void;
}) {
  const wallet = useChainWallet();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<DepositStep | null>(null);
  const balanceId = useId();
  const onChain = wallet?.account.data?.balance ?? null;
  const wei = qttToWei(amount, 2);
  const allowance = useQuery({
    queryKey: queryKeys.chain.bridgeAllowance(
      wallet?.chain?.kind ?? 'none',
      wallet?.chain?.account ?? '',
    ),
    queryFn: () => (bridge ? bridge.allowance() : 0n),
    enabled: bridge !== null,
  });
  const needsApproval = wei !== null && wei > 0n && (allowance.data ?? 0n) < wei;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!bridge || step) return;
    const problem = checkDepositAmount(amount, onChain);
    setError(problem);
    const value = qttToWei(amount, 2);
    if (problem || value === null) return;
    try {
      const { hash } = await bridge.deposit(status.depositAccount as `0x${string}`, value, setStep);
      toast.success(
        `Deposit sent: ${formatWeiQtt(value)} QTT reach your QTN wallet after ${status.confirmations} confirmations.`,
      );
      setAmount('');
      onSent(hash);
    } catch (err) {
      const detail = wallet?.errorDetail(err) ?? 'Unknown error';
      toast.error(`Deposit failed: ${bridgeChainErrorText(detail)}`);
    } finally {
      setStep(null);
      void allowance.refetch();
      void wallet?.refresh();
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.bridgeDeposits() });
    }
  };

  return (
    <Card id="deposit" role="region" aria-labelledby="deposit-heading" className="space-y-4">
      <h2 id="deposit-heading" className="text-lg font-semibold text-white">
        Deposit from chain
      </h2>
      <p className="text-sm text-slate-400">
        A deposit names your QTN account, so it reaches your QTN wallet after {status.confirmations}{' '}
        confirmations.
      </p>
      <div className="grid gap-2 rounded-xl bg-ink-900/60 p-3 text-sm ring-1 ring-white/10">
        <span className="text-slate-400">Your deposit account</span>
        <code
          className="font-mono text-xs break-all text-white select-all"
          aria-label="Deposit account"
        >
          {status.depositAccount}
        </code>
      </div>
      <form
        onSubmit={(e) => void submit(e)}
        aria-label="Deposit from chain"
        noValidate
        className="space-y-4"
      >
        <AmountField
          name="deposit-amount"
          placeholder="0.00"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setError(null);
          }}
          error={error}
          disabled={!bridge || step !== null}
          requiredMark
          required
          describedBy={balanceId}
        />
        <p id={balanceId} className="-mt-2 text-xs text-slate-400">
          {bridge
            ? `On chain: ${onChain === null ? '…' : `${formatWeiQtt(onChain)} QTT`}`
            : 'Connect your wallet above to deposit from it.'}
        </p>
        {bridge && (
          <SubmitButton busy={step !== null}>
            {step ? stepText[step] : needsApproval ? 'Approve and deposit' : 'Deposit'}
          </SubmitButton>
        )}
      </form>
    </Card>
  );
}
