import type { PiPaymentStatus } from '@/domain/api/pi';
import { Badge } from '@/web/components/ui/badge';

const looks: Record<PiPaymentStatus, { label: string; tone: Parameters<typeof Badge>[0]['tone'] }> =
  {
    created: { label: 'Waiting for approval', tone: 'warning' },
    approved: { label: 'Waiting for completion', tone: 'warning' },
    completed: { label: 'Completed', tone: 'success' },
    cancelled: { label: 'Cancelled', tone: 'neutral' },
    failed: { label: 'Failed', tone: 'neutral' },
  };

/** A payment's state in words a payer understands. */
export function PiPaymentStatusBadge({ status }: { status: PiPaymentStatus }) {
  const { label, tone } = looks[status];
  return <Badge tone={tone}>{label}</Badge>;
}
