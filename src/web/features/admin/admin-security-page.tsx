import { Page } from '@/web/components/ui/page';
import { useAuth } from '@/web/lib/auth-context';
import { HoldAccountForm } from './components/hold-account-form';
import { useForgetSecurityData } from './security/api/get-security-center';
import { AdminKeyPanel } from './security/components/admin-key-panel';
import { SecurityCenter } from './security/components/security-center';
import { useAdminKey } from './security/lib/admin-key';

/**
 * Watch sessions and rewards at a glance. An admin account reads it with its session; anyone
 * else needs the admin key (product rules R8, R12), so this page is not
 * behind AdminGuard: a signed-out visitor with the key must be able to use it.
 */
export function AdminSecurityPage() {
  return (
    <Page
      eyebrow="Admin"
      title="Security Center"
      lead="Watch sessions and rewards at a glance, to spot anything that does not add up."
    >
      <SecurityAccess />
    </Page>
  );
}

function SecurityAccess() {
  const { status, user } = useAuth();
  const adminKey = useAdminKey();
  const forgetData = useForgetSecurityData();
  if (status === 'loading') {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-400">
        Checking your session…
      </p>
    );
  }
  if (status === 'signed-in' && user?.role === 'admin') {
    return <SecurityCenter credential={{ kind: 'session' }} holdAccount={<HoldAccountForm />} />;
  }
  return (
    <div className="space-y-8">
      <AdminKeyPanel
        storedKey={adminKey.key}
        onSave={adminKey.save}
        onForget={() => {
          adminKey.forget();
          forgetData();
        }}
      />
      {adminKey.key && (
        // Keyed by the key, so a new key never shows the last key's state.
        <SecurityCenter key={adminKey.key} credential={{ kind: 'key', key: adminKey.key }} />
      )}
    </div>
  );
}
