import { ShieldCheck } from 'lucide-react';
import { Card } from '@/web/components/ui/card';

/**
 * An account opened with Sign in with Pi has no password, so QTN's two-factor step (which
 * guards password sign-in) does not apply: the Pi Browser's own sign-in protects it.
 */
export function PiOnlySecurity() {
  return (
    <Card role="region" aria-labelledby="pi-only-security-title" className="p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/30">
          <ShieldCheck className="size-5" aria-hidden />
        </span>
        <h2 id="pi-only-security-title" className="text-lg font-semibold text-white">
          Sign-in security
        </h2>
      </div>
      <p className="mt-4 text-sm text-slate-300">
        You sign in to this account with Pi Network, which has no QTN password. Pi&apos;s own
        sign-in in the Pi Browser protects it, so QTN&apos;s two-factor step (a second step after a
        password) is not needed here.
      </p>
    </Card>
  );
}
