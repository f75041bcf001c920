import { useId } from 'react';
import { cn } from '@/web/components/ui/cn';
import type { VaultChain } from '@/web/lib/chain/vault-chain';
import { shortAddress } from '../format-chain';

export type LockTarget = 'offchain' | 'chain';

/** Where a new vault locks its QTT: the QTN wallet (the ledger) or the connected chain. */
export function LockTargetPicker({
  chain,
  value,
  onChange,
  disabled,
}: {
  chain: VaultChain;
  value: LockTarget;
  onChange: (next: LockTarget) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const options: Array<[LockTarget, string]> = [
    ['offchain', 'QTN wallet'],
    ['chain', chain.kind === 'mock' ? 'Mock' : `On-chain (${shortAddress(chain.account)})`],
  ];
  return (
    <fieldset className="grid gap-2" disabled={disabled} aria-labelledby={`${id}-legend`}>
      <span id={`${id}-legend`} className="text-sm font-medium text-slate-300">
        Lock in
      </span>
      <div className="grid gap-2 min-[400px]:grid-cols-2">
        {options.map(([target, label]) => (
          <label
            key={target}
            className={cn(
              'flex min-w-0 cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm ring-1 transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-400',
              value === target
                ? 'bg-brand-500/20 text-white ring-brand-400/60'
                : 'bg-ink-900/60 text-slate-300 ring-white/10 hover:bg-white/5',
            )}
          >
            <input
              type="radio"
              name={`${id}-target`}
              checked={value === target}
              onChange={() => onChange(target)}
              className="accent-brand-500"
            />
            <span className="truncate">{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
