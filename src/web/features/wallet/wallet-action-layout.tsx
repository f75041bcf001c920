import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Page } from '@/web/components/ui/page';
import { useAuth } from '@/web/lib/auth-context';
import { paths } from '@/web/lib/paths';
import { AuthLoading, SignedOutNotice } from './components/wallet-states';

/**
 * The frame of Send, Receive and Exchange: the page's heading, one card with the action
 * (for signed-in members; visitors are asked to sign in) and the way back to the wallet.
 */
export function WalletActionLayout({
  title,
  lead,
  icon: Icon,
  children,
}: {
  title: string;
  lead: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const { status } = useAuth();
  return (
    <Page eyebrow="QTT Wallet" title={title} lead={lead}>
      <div className="max-w-xl">
        {status === 'loading' && <AuthLoading />}
        {status === 'signed-out' && <SignedOutNotice />}
        {status === 'signed-in' && (
          <Card>
            <span className="mb-5 grid size-11 place-items-center rounded-xl bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/30">
              <Icon className="size-5" aria-hidden />
            </span>
            {children}
          </Card>
        )}
        <ButtonLink to={paths.wallet} variant="ghost" size="sm" className="mt-4">
          <ArrowLeft className="size-4" aria-hidden />
          Back to Wallet
        </ButtonLink>
      </div>
    </Page>
  );
}
