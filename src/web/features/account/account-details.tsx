import { UserRound } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { isPiPlaceholderEmail } from '@/domain/pi/pi-account';
import type { AuthSession } from '@/web/lib/auth-client';

const roleLabel = (role: string | null | undefined) =>
  role === 'admin' ? 'Admin' : role ? role.charAt(0).toUpperCase() + role.slice(1) : 'User';

/** Who is signed in: display name, email address and role. */
export function AccountDetails({ user }: { user: AuthSession['user'] }) {
  const displayName = user.displayUsername || user.name || 'User';
  return (
    <Card role="region" aria-labelledby="account-details-title" className="p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-500/15 text-accent-300 ring-1 ring-accent-400/30">
          <UserRound className="size-5" aria-hidden />
        </span>
        <h2 id="account-details-title" className="text-lg font-semibold text-white">
          Your account
        </h2>
      </div>
      <dl className="mt-5 grid gap-4 border-t border-white/10 pt-5 text-sm">
        <div className="min-w-0">
          <dt className="text-slate-400">Display name</dt>
          <dd className="mt-0.5 font-medium break-words text-white">{displayName}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-400">Email</dt>
          <dd className="mt-0.5 font-medium break-all text-white">
            {isPiPlaceholderEmail(user.email)
              ? 'None: you sign in with Pi Network'
              : user.email || 'Not set'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">Role</dt>
          <dd className="mt-1">
            <Badge tone={user.role === 'admin' ? 'brand' : 'neutral'}>{roleLabel(user.role)}</Badge>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
