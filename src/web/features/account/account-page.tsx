import { CloudOff, LogIn, Lock, RotateCw } from 'lucide-react';
import { isPiPlaceholderEmail } from '@/domain/pi/pi-account';
import { Button, ButtonLink } from '@/web/components/ui/button';
import { Page } from '@/web/components/ui/page';
import { authClient } from '@/web/lib/auth-client';
import { paths } from '@/web/lib/paths';
import { AccountDetails } from './account-details';
import { AccountNotice } from './account-notice';
import { PiLinkCard } from './pi-link-card';
import { PiOnlySecurity } from './pi-only-security';
import { TwoFactorCard } from './two-factor-card';

/** Account & Security: who you are, and two-factor authentication with recovery codes. */
export function AccountPage() {
  const { data, isPending, error, refetch } = authClient.useSession();
  const user = data?.user;

  let body;
  if (user) {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="grid gap-6">
          <AccountDetails user={user} />
          <PiLinkCard />
        </div>
        {isPiPlaceholderEmail(user.email) ? (
          // No password to protect: a second step is what Pi's own sign-in gives.
          <PiOnlySecurity />
        ) : (
          <TwoFactorCard
            enabled={user.twoFactorEnabled === true}
            onChanged={() => void refetch()}
          />
        )}
      </div>
    );
  } else if (isPending) {
    body = (
      <div role="status" className="flex min-h-48 flex-col items-center justify-center gap-4">
        <span
          className="size-10 animate-spin rounded-full border-4 border-white/10 border-t-accent-400"
          aria-hidden
        />
        <p className="text-sm text-slate-400">Loading your account…</p>
      </div>
    );
  } else if (error && error.status !== 401) {
    body = (
      <AccountNotice
        icon={CloudOff}
        title="Your account could not be loaded"
        action={
          <Button variant="secondary" onClick={() => void refetch()}>
            <RotateCw className="size-4" aria-hidden />
            Try again
          </Button>
        }
      >
        QTN did not answer. Check your connection and try again.
      </AccountNotice>
    );
  } else {
    body = (
      <AccountNotice
        icon={Lock}
        title="Log in to see your account"
        action={
          <ButtonLink to={paths.login}>
            <LogIn className="size-4" aria-hidden />
            Log in
          </ButtonLink>
        }
      >
        Your account details and security settings appear here once you are logged in.
      </AccountNotice>
    );
  }

  return (
    <Page
      eyebrow="Your account"
      title="Account & Security"
      lead="Your details, and a second step at sign-in that keeps your QTT safe."
    >
      {body}
    </Page>
  );
}
