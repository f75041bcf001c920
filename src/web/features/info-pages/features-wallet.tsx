import { History, ListFilter, ShieldCheck, Wallet } from 'lucide-react';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';
import { ArrowLink } from './arrow-link';
import { CheckList } from './check-list';
import { FeatureSection } from './feature-section';

const highlights = [
  { icon: Wallet, title: 'Balance', text: 'Your QTT at a glance, beside the Pi rate.' },
  { icon: History, title: 'Rewards', text: 'Your watch rewards: total, count and latest.' },
  { icon: ListFilter, title: 'History', text: 'Filter transactions by kind and by date.' },
  { icon: ShieldCheck, title: 'Ledger', text: 'Double-entry, append-only, never negative.' },
];

export function FeaturesWallet() {
  return (
    <FeatureSection
      id="wallet"
      icon={Wallet}
      tone="emerald"
      eyebrow="QTT Wallet"
      title="A wallet you can trust"
      lead="Everything you earn lands in your QTT Wallet, backed by a double-entry ledger: every movement debits one account and credits another, and a correction is a new entry rather than an edit."
      aside={
        <div className="grid gap-3 sm:grid-cols-2">
          {highlights.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="flex gap-4 p-5 sm:block">
              <Icon className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden />
              <div>
                <h3 className="font-semibold text-white sm:mt-3">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-400">{text}</p>
              </div>
            </Card>
          ))}
        </div>
      }
    >
      <CheckList
        items={[
          'See your balance, your recent watch rewards and your full transaction history.',
          'Manage your vaults from the same screen.',
          'Sign-in sessions survive a reload, and sign-out ends them on the server.',
          'Sending and receiving QTT between members is on the way.',
        ]}
      />
      <ArrowLink to={paths.wallet} className="mt-6">
        Open your wallet
      </ArrowLink>
    </FeatureSection>
  );
}
