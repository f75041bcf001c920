import { Coins, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/web/lib/paths';
import { useWalletBalance } from '../api/get-wallet-balance';
import { formatAmount } from '../wallet-format';
import { balanceGain } from './balance-gain';

/** How long "+N QTT" shows after the balance rises. */
export const gainShownMs = 4_000;

export interface HeaderBalanceProps {
  /**
   * Where it sits: a pill in the header, or an item of the games bar (the header under
   * /games), where it is that bar's one wallet link, styled by `className`.
   */
  layout?: 'pill' | 'bar';
  className?: string;
}

/**
 * The signed-in member's balance in the header, on every page, with a brief "+N QTT" when it
 * rises (a reward, the usage bonus, a received send). The pill shows nothing until the
 * balance is known; the bar's item says "Wallet" until then.
 */
export function HeaderBalance({ layout = 'pill', className }: HeaderBalanceProps) {
  const { data } = useWalletBalance();
  const balance = data?.balance;
  // The last balance seen, and the latest rise: derived while rendering, not in an effect.
  const [seen, setSeen] = useState(balance);
  const [gain, setGain] = useState<{ amount: string; turn: number } | null>(null);
  if (balance !== seen) {
    const amount = balanceGain(seen, balance);
    if (amount) setGain({ amount, turn: (gain?.turn ?? 0) + 1 });
    setSeen(balance);
  }
  useEffect(() => {
    if (!gain) return;
    const id = setTimeout(() => setGain(null), gainShownMs);
    return () => clearTimeout(id);
  }, [gain]);

  if (balance === undefined && layout === 'pill') return null;
  const amount = balance === undefined ? undefined : formatAmount(balance);
  const gainBadge = (
    <span
      role="status"
      className={
        layout === 'pill'
          ? 'absolute top-full right-0 mt-1 whitespace-nowrap'
          : 'absolute top-full left-1/2 z-10 -translate-x-1/2 whitespace-nowrap sm:top-1/2 sm:left-full sm:ml-1 sm:translate-x-0 sm:-translate-y-1/2'
      }
    >
      {gain && (
        <span
          key={gain.turn}
          className="animate-credit-rise inline-block rounded-full bg-emerald-500/20 px-2 py-0.5 text-xs font-semibold text-emerald-300 ring-1 ring-emerald-400/30"
        >
          +{formatAmount(gain.amount)} QTT
        </span>
      )}
    </span>
  );
  if (layout === 'bar') {
    return (
      <div className="relative">
        <Link
          to={paths.wallet}
          aria-label={amount === undefined ? 'Wallet' : `Wallet: ${amount} QTT`}
          className={className}
        >
          <Wallet className="size-5" aria-hidden />
          <span className="tabular-nums">{amount ?? 'Wallet'}</span>
        </Link>
        {gainBadge}
      </div>
    );
  }
  return (
    <div className="relative shrink-0">
      <Link
        to={paths.wallet}
        aria-label={`Wallet: ${amount} QTT`}
        className="inline-flex h-9 items-center gap-1.5 rounded-full bg-white/5 px-3 text-sm font-semibold text-white tabular-nums ring-1 ring-white/10 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-400"
      >
        <Coins className="size-4 text-accent-300" aria-hidden />
        {amount}
        <span className="hidden text-accent-300 2xl:inline">QTT</span>
      </Link>
      {gainBadge}
    </div>
  );
}
