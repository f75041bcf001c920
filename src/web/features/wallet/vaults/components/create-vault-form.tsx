import { PlusCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { VaultList } from '@/domain/api/vaults';
import { vaultDefaultDurationDays, vaultMinimumQtt } from '@/domain/constants';
import { unitsToDecimal } from '@/domain/money/qtt';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { FormMessage, type FormNotice } from '@/web/components/ui/form-message';
import { AmountField } from '@/web/components/ui/text-field';
import { toast } from '@/web/lib/toast';
import { useCreateVault } from '../api/create-vault';
import { useChainWallet } from '../chain/chain-wallet-context';
import { LockTargetPicker } from '../chain/components/lock-target-picker';
import { useLockTarget } from '../chain/use-lock-target';
import {
  chainMultiplierOf,
  lockStepText,
  useChainCreate,
  type ChainCreateOutcome,
} from '../chain/use-chain-create';
import { useLockLimit } from '../hooks/use-lock-limit';
import { checkVaultDraft, previewHint, previewVault } from '../lib/vault-draft';
import { vaultErrorText } from '../lib/vault-error-text';
import { DurationPicker, durationDaysOf, type DurationValue } from './duration-picker';
import { VaultLimitLine } from './vault-limit-line';
import { VaultPreviewLine } from './vault-preview-line';
import { formatAmount } from '../lib/format-amount';
import { formatWeiQtt } from '../chain/format-chain';
import { AvailableLine } from './available-line';

const initialDuration: DurationValue = {
  preset: vaultDefaultDurationDays,
  advanced: false,
  customDays: String(vaultDefaultDurationDays),
};

/**
 * Create a vault: amount, duration, a live preview and one status banner (product rules R11).
 * With a wallet (or mock mode) connected it can lock on the chain instead of the ledger. Under
 * the preview it says the most that can be locked for the duration now (the reservation cap,
 * docs/decisions/035-reservation-cap.md).
 */
export function CreateVaultForm({
  now,
  chainNow,
  reserveLimit,
  ledgerBalance,
  outcomeShown = true,
  onAction,
  onCreated,
}: {
  now: Date;
  chainNow?: Date | undefined;
  /** The off-chain cap from the vault list. */
  reserveLimit: VaultList['reserveLimit'];
  /** The QTN wallet's balance (decimal QTT), from the wallet summary. */
  ledgerBalance: string;
  /** False once another part of the section reported a later outcome: one banner at a time. */
  outcomeShown?: boolean;
  /** Called as a create starts, so older outcomes elsewhere give way to this one. */
  onAction?: () => void;
  onCreated: (id: string) => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [duration, setDuration] = useState(initialDuration);
  const [notice, setNotice] = useState<FormNotice>(null);
  const [explorerUrl, setExplorerUrl] = useState<string | null>(null);
  const create = useCreateVault();
  const wallet = useChainWallet();
  const [target, setTarget] = useLockTarget(wallet?.chain?.kind);
  const chainCreate = useChainCreate(wallet);
  const onChain = target === 'chain' && wallet?.chain != null;
  const multiplierOf = onChain && wallet ? chainMultiplierOf(wallet) : undefined;
  const inFlight = useRef(false);
  const check = checkVaultDraft(amount, durationDaysOf(duration));
  const preview = multiplierOf
    ? previewVault(check, chainNow ?? now, multiplierOf)
    : previewVault(check, now);
  const limit = useLockLimit({
    reserveLimit,
    chain: onChain && wallet ? wallet.chain : null,
    durationDays: durationDaysOf(duration),
    amount: check.ok ? check.amount : null,
  });
  const busy = create.isPending || chainCreate.step !== null;
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The result takes focus (the emptied amount disables the button), where a keyboard or
  // screen-reader user reads what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!check.ok || inFlight.current) return;
    inFlight.current = true;
    onAction?.();
    setNotice(null);
    setExplorerUrl(null);
    if (onChain) {
      void chainCreate.create(unitsToDecimal(check.amount), check.durationDays).then(finishChain);
      return;
    }
    const request = {
      amount: unitsToDecimal(check.amount),
      durationDays: check.durationDays,
      idempotencyKey: crypto.randomUUID(),
    };
    create.mutate(request, {
      onSuccess: (vault) => {
        const text = `Vault created! Locked ${formatAmount(vault.amount)} QTT for ${vault.durationDays} days.`;
        setNotice({ kind: 'success', text });
        toast.success(text);
        setAmount('');
        onCreated(vault.id);
      },
      onError: (err) => {
        const message = vaultErrorText(err);
        setNotice({ kind: 'error', text: message });
        toast.error(`Failed to create vault: ${message}`);
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  function finishChain(outcome: ChainCreateOutcome) {
    inFlight.current = false;
    setNotice({ kind: outcome.kind, text: outcome.text });
    if (outcome.kind === 'success') {
      setExplorerUrl(outcome.explorerUrl);
      setAmount('');
      onCreated(outcome.rowId);
    }
  }

  const amountError = check.ok ? null : check.amountError;
  const chainBalance = onChain ? wallet?.account.data?.balance : undefined;
  const available = !onChain
    ? `${formatAmount(ledgerBalance)} QTT in your QTN wallet`
    : chainBalance === undefined
      ? null
      : `${formatWeiQtt(chainBalance)} QTT ${wallet?.chain?.kind === 'mock' ? 'in mock mode' : 'in your connected wallet'}`;
  const describedBy = [available && `${id}-available`, limit && `${id}-limit`]
    .filter(Boolean)
    .join(' ');
  return (
    <Card className="p-5 sm:p-6">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-white">
        Create a vault
      </h3>
      <p className="mt-1 text-sm text-slate-400">
        Lock QTT for a while and earn a multiplier on it.
      </p>
      <form
        aria-labelledby={`${id}-title`}
        onSubmit={submit}
        className="mt-4 grid gap-4"
        noValidate
      >
        {wallet?.chain && (
          <LockTargetPicker
            chain={wallet.chain}
            value={target}
            onChange={setTarget}
            disabled={busy}
          />
        )}
        <AmountField
          type="number"
          min={vaultMinimumQtt}
          step={0.01}
          placeholder={`Minimum ${vaultMinimumQtt}`}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            // A refusal such as 'Not enough QTT…' was about the amount just changed.
            if (notice?.kind === 'error') setNotice(null);
          }}
          disabled={busy}
          hint={`Minimum amount is ${vaultMinimumQtt} QTT`}
          error={amountError}
          describedBy={describedBy || undefined}
        />
        {available && <AvailableLine id={`${id}-available`} text={available} />}
        <DurationPicker
          value={duration}
          onChange={setDuration}
          error={check.ok ? null : check.durationError}
          disabled={busy}
          multiplierOf={multiplierOf}
        />
        <VaultPreviewLine preview={preview} hint={previewHint(check, amount)} />
        {limit && <VaultLimitLine id={`${id}-limit`} limit={limit} />}
        <FormMessage notice={outcomeShown ? notice : null} ref={noticeRef} />
        {outcomeShown && explorerUrl && (
          <a
            href={explorerUrl}
            target="_blank"
            rel="noreferrer"
            className="text-sm text-accent-300 underline underline-offset-2"
          >
            View the transaction on the explorer
          </a>
        )}
        {/* Busy is aria-disabled, not disabled: a disabled button would drop the focus of
            whoever pressed Enter on it while the request runs. `inFlight` refuses repeats. */}
        <Button
          type="submit"
          size="lg"
          disabled={!check.ok}
          aria-disabled={busy || undefined}
          aria-busy={busy}
        >
          {busy ? (
            <span
              className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
              aria-hidden
            />
          ) : (
            <PlusCircle className="size-5" aria-hidden />
          )}
          {chainCreate.step ? lockStepText[chainCreate.step] : busy ? 'Creating…' : 'Create Vault'}
        </Button>
      </form>
    </Card>
  );
}
