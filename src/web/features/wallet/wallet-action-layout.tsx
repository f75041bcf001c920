import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Button, ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Page } from '@/web/components/ui/page';
import { paths } from '@/web/lib/paths';

// Every control is disabled, but Enter in a field could still submit in some browsers.
const ignoreSubmit = (e: FormEvent) => e.preventDefault();

/**
 * The frame of Send, Receive and Exchange while they are placeholders: a coming-soon notice,
 * a disabled form that previews the fields, and the way back to the wallet.
 */
export function WalletActionLayout({
  title,
  lead,
  icon: Icon,
  notice,
  submitLabel,
  aside,
  children,
}: {
  title: string;
  lead: string;
  icon: LucideIcon;
  notice: string;
  /** Omitted when the page has no form to submit. */
  submitLabel?: string;
  /** Shown above the form, e.g. the exchange rate. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page eyebrow="QTT Wallet" title={title} lead={lead}>
      <div className="max-w-xl">
        <Card>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/30">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <Badge tone="warning">Coming soon</Badge>
              <p className="mt-2 text-sm text-slate-400">{notice}</p>
            </div>
          </div>
          {aside}
          <form onSubmit={ignoreSubmit} aria-label={title} className="mt-6 space-y-5">
            {children}
            {submitLabel && (
              <Button type="submit" disabled className="w-full">
                {submitLabel}
              </Button>
            )}
          </form>
        </Card>
        <ButtonLink to={paths.wallet} variant="ghost" size="sm" className="mt-4">
          <ArrowLeft className="size-4" aria-hidden />
          Back to Wallet
        </ButtonLink>
      </div>
    </Page>
  );
}
