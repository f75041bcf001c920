import { Page } from '@/web/components/ui/page';
import { hasErrorCode } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth-context';
import { AdminGuard, AdminOnly, AdminSignedOut } from './components/admin-guard';
import { usePilotSummary } from './pilot/api/get-pilot-summary';
import { PilotDashboard } from './pilot/components/pilot-dashboard';
import { useAdminKey } from './security/lib/admin-key';

/**
 * The Pilot Rewards Dashboard. An admin session reads it; so does the bearer admin key
 * saved in the Security Center (product rules R8), which is why a visitor with the key passes.
 */
export function AdminPilotPage() {
  return (
    <Page
      eyebrow="Admin"
      title="Pilot Rewards"
      lead="The daily usage bonus: each day's allocation, and the verified minutes it is shared by."
    >
      <PilotAccess />
    </Page>
  );
}

function PilotAccess() {
  const { status, user } = useAuth();
  const { key } = useAdminKey();
  if (status === 'signed-in' && user?.role === 'admin') return <SessionDashboard />;
  if (status !== 'loading' && key) {
    // Keyed by the key, so a new key never shows the last key's figures.
    return <PilotDashboard key={key} credential={{ kind: 'key', key }} />;
  }
  // Loading, signed out, or not an admin: the guard says which.
  return <AdminGuard>{null}</AdminGuard>;
}

function SessionDashboard() {
  const summary = usePilotSummary({ kind: 'session' });
  // The session can end, or the role be taken away, while the page is open.
  if (hasErrorCode(summary.error, 'UNAUTHORIZED')) return <AdminSignedOut />;
  if (hasErrorCode(summary.error, 'FORBIDDEN')) return <AdminOnly />;
  return <PilotDashboard credential={{ kind: 'session' }} />;
}
