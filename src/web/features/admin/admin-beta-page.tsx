import { Page } from '@/web/components/ui/page';
import { BetaSignupsView } from './beta-signups/beta-signups-view';
import { AdminGuard } from './components/admin-guard';

/** /admin/beta: who signed up for the beta, searchable and exportable as CSV. */
export function AdminBetaPage() {
  return (
    <Page
      eyebrow="Admin"
      title="Beta Signups"
      lead="Everyone who asked to join the beta, newest first. Export the list as CSV."
    >
      <AdminGuard>
        <BetaSignupsView />
      </AdminGuard>
    </Page>
  );
}
