import { Coins, Lock, LogIn } from 'lucide-react';
import {
  piPerQtt,
  qttPerPi,
  vaultMultiplierTiers,
  watchRateQttPerSecond,
} from '@/domain/constants';
import { ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Page } from '@/web/components/ui/page';

const topMultiplier = Math.max(...vaultMultiplierTiers.map((t) => t.multiplier));

const qttFacts = [
  `Earn ${watchRateQttPerSecond} QTT per second of verified watch time (Proof of Watch Time).`,
  'Earn more by playing games that reward skill and memory.',
  `Lock QTT in a vault for a reward multiplier of up to\u00a0${topMultiplier}×.`,
  `Exchange with Pi at 1\u00a0Pi\u00a0=\u00a0${qttPerPi}\u00a0QTT (1\u00a0QTT\u00a0=\u00a0${piPerQtt}\u00a0Pi).`,
];

/**
 * Accounts do not exist yet, so every visitor is anonymous and sees the sign-in notice.
 * The ledger work replaces this with the balance, transactions, earn and vault tabs.
 */
export function WalletPage() {
  return (
    <Page eyebrow="QTT Wallet" title="QualityTime Token Wallet">
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card className="flex flex-col items-center gap-4 py-10 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/30">
            <Lock className="size-7" aria-hidden />
          </span>
          <h2 className="text-xl font-semibold text-white">Authentication required</h2>
          <p className="max-w-sm text-slate-400">
            Please sign in to view your QTT balance and transactions.
          </p>
          <ButtonLink to="/login">
            <LogIn className="size-4" aria-hidden />
            Sign In
          </ButtonLink>
        </Card>

        <Card>
          <div className="flex items-center gap-3">
            <Coins className="size-5 text-accent-400" aria-hidden />
            <h2 className="text-lg font-semibold text-white">About QTT</h2>
          </div>
          <p className="mt-2 text-sm text-slate-400">
            QTT, the QualityTime Token, rewards the attention you give.
          </p>
          <ul className="mt-4 space-y-2.5 text-sm text-slate-300">
            {qttFacts.map((fact) => (
              <li key={fact} className="flex gap-2.5">
                <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-accent-400" aria-hidden />
                {fact}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </Page>
  );
}
