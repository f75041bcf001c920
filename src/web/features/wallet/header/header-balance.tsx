import { Coins } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/web/lib/paths';
import { useWalletBalance } from '../api/get-wallet-balance';
import { formatAmount } from '../wallet-format';
import { balanceGain } from './balance-gain';

/** How long "+N QTT" shows after the balance rises. */
export const gainShownMs = 4_000;

/**
 * The signed-in member's balance in the header, on every page, with a brief "+N QTT" when it
 * rises (a reward, the usage bonus, a received send). Nothing shows until it is known.
 */
export function HeaderBalance() {
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

  if (balance === undefined) return null;
  return (
    <div className="relative shrink-0">
      <Link
        to={paths.wallet}
        aria-label={`Wallet: ${formatAmount(balance)} QTT`}
        className="inline-flex h-9 items-center gap-1.5 rounded-full bg-white/5 px-3 text-sm font-semibold text-white tabular-nums ring-1 ring-white/10 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-400"
      >
        <Coins className="size-4 text-accent-300" aria-hidden />
        {formatAmount(balance)}
        <span className="hidden text-accent-300 2xl:inline">QTT</span>
      </Link>
      <span role="status" className="absolute top-full right-0 mt-1 whitespace-nowrap">
        {gain && (
          <span
            key={gain.turn}
            className="animate-credit-rise inline-block rounded-full bg-emerald-500/20 px-2 py-0.5 text-xs font-semibold text-emerald-300 ring-1 ring-emerald-400/30"
          >
            +{formatAmount(gain.amount)} QTT
          </span>
        )}
      </span>
    </div>
  );
}
