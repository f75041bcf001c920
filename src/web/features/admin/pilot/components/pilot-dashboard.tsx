import type { AdminCredential } from '@/web/lib/admin-credential';
import { AllocationSummary } from './allocation-summary';
import { UsageSection } from './usage-section';

/** The Pilot Rewards Dashboard (product rules R7, R12), for an admin session or the admin key. */
export function PilotDashboard({ credential }: { credential: AdminCredential }) {
  return (
    <div className="space-y-10">
      <AllocationSummary credential={credential} />
      <UsageSection credential={credential} />
    </div>
  );
}
