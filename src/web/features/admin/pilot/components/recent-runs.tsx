import type { PilotRun } from '@/domain/api/pilot';
import { Badge } from '@/web/components/ui/badge';
import { exactQtt, formatDateTime } from '@/web/lib/amount';
import { formatFactor } from '../lib/pilot-format';
import { ScrollTable, Td } from './scroll-table';

const columns = [
  { label: 'Day (UTC)' },
  { label: 'State' },
  { label: 'Users', end: true },
  { label: 'Paid', end: true },
  { label: 'Asked', end: true },
  { label: 'Scale', end: true },
  { label: 'Started' },
];

/** The latest run in a sentence, then the recent runs, newest first. */
export function RecentRuns({ latest, runs }: { latest: PilotRun | null; runs: PilotRun[] }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-300" data-testid="latest-run">
        {latest
          ? `Latest run: ${latest.day} (UTC), ${latest.state === 'completed' ? 'completed' : 'still allocating'}.`
          : 'No allocation has run yet. The first runs after midnight UTC, or press Run Now.'}
      </p>
      {runs.length > 0 && (
        <ScrollTable
          title="Recent runs"
          columns={columns}
          rows={runs.map((r) => (
            <tr key={r.day}>
              <Td className="whitespace-nowrap">{r.day}</Td>
              <Td>
                <Badge tone={r.state === 'completed' ? 'success' : 'warning'}>{r.state}</Badge>
              </Td>
              <Td end>{r.processed}</Td>
              <Td end>{exactQtt(r.totalQtt)} QTT</Td>
              <Td end>{exactQtt(r.demandQtt)} QTT</Td>
              <Td end>{r.scaled ? formatFactor(r.scale) : 'Full'}</Td>
              <Td className="whitespace-nowrap">
                {formatDateTime(r.startedAt)} · {r.startedBy}
              </Td>
            </tr>
          ))}
        />
      )}
    </div>
  );
}
