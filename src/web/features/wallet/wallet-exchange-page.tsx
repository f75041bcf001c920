import { ArrowLeftRight, ArrowRight, Lock, Sparkles, type LucideIcon } from 'lucide-react';
import { piPerQtt, qttPerPi, usdPerQtt } from '@/domain/constants';
import { Link } from 'react-router';
import { ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Page } from '@/web/components/ui/page';
import { paths } from '@/web/lib/paths';

function Option({
  icon: Icon,
  title,
  text,
  to,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <Card className="flex flex-col gap-4">
      <span className="grid size-11 place-items-center rounded-xl bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/30">
        <Icon className="size-5" aria-hidden />
      </span>
      <div>
        <h2 className="text-lg font-semibold text-white">{title}</h2>
        <p className="mt-1 text-sm text-slate-400">{text}</p>
      </div>
      <ButtonLink to={to} className="mt-auto self-start">
        {action}
        <ArrowRight className="size-4" aria-hidden />
      </ButtonLink>
    </Card>
  );
}

/**
 * What exchanging means here: QTT comes in for Pi, and moves on chain through the vaults.
 * QTT is not sold for Pi or money in QTN, and the page says so rather than show a form.
 */
export function WalletExchangePage() {
  return (
    <Page
      eyebrow="QTT Wallet"
      title="Exchange QTT"
      lead="Bring QTT in with Pi, or lock it on chain from a browser wallet."
    >
      <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
        <Option
          icon={Sparkles}
          title="Buy QTT with Pi"
          text={`Pay with Pi from the Pi Browser: 1 Pi buys ${qttPerPi} QTT, credited to this wallet.`}
          to={paths.earnExchange}
          action="Exchange Pi for QTT"
        />
        <Option
          icon={Lock}
          title="Lock QTT on chain"
          text="Connect a browser wallet in the Vault tab to lock ERC-20 QTT in an on-chain vault for a multiplier."
          to={`${paths.wallet}?tab=vault`}
          action="Open the Vault tab"
        />
      </div>
      <div className="mt-6 max-w-3xl space-y-2 text-sm text-slate-400">
        <p className="flex items-start gap-2">
          <ArrowLeftRight className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Rates: 1 QTT = {piPerQtt} Pi; indicative value 1 QTT = ${usdPerQtt} USD (QTT has no
            guaranteed monetary value).
          </span>
        </p>
        <p>
          QTT cannot be sold for Pi or money in QTN. To pay another member,{' '}
          <Link to={paths.walletSend} className="text-accent-300 underline hover:text-accent-200">
            send QTT
          </Link>
          .
        </p>
      </div>
    </Page>
  );
}
