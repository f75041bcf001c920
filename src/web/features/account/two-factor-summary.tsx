import { KeyRound, ShieldOff, Smartphone } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** The card at rest: what two-factor does, and the actions its current state allows. */
export function TwoFactorSummary({
  enabled,
  onTurnOn,
  onNewCodes,
  onTurnOff,
}: {
  enabled: boolean;
  onTurnOn(): void;
  onNewCodes(): void;
  onTurnOff(): void;
}) {
  if (!enabled) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-400">
          Protect your QTT with a second step at sign-in: a 6-digit code from an authenticator app
          on your phone. Even someone who learns your password cannot get in without it.
        </p>
        <Button onClick={onTurnOn}>
          <Smartphone className="size-4" aria-hidden />
          Turn on
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-400">
        Signing in asks for a code from your authenticator app. If you lose the app, sign in with
        one of your recovery codes; each works once.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onNewCodes}>
          <KeyRound className="size-4" aria-hidden />
          New recovery codes
        </Button>
        <Button variant="ghost" onClick={onTurnOff}>
          <ShieldOff className="size-4" aria-hidden />
          Turn off
        </Button>
      </div>
    </div>
  );
}
