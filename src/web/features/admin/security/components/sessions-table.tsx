import type { SecuritySession } from '@/domain/api/security-center';
import { Badge } from '@/web/components/ui/badge';
import { DataTable, shortId, Td } from './data-table';

const columns = [
  { label: 'Session' },
  { label: 'User' },
  { label: 'Content' },
  { label: 'Seconds', end: true },
  { label: 'Heartbeats', end: true },
  { label: 'Status' },
  { label: 'IP' },
  { label: 'User agent' },
];

const tones = {
  active: 'accent',
  completed: 'success',
  expired: 'warning',
} as const;

const toneOf = (status: string) =>
  status in tones ? tones[status as keyof typeof tones] : 'neutral';

/** Recent watch sessions; `sessions` is null while loading. */
export function SessionsTable({ sessions }: { sessions: SecuritySession[] | null }) {
  return (
    <DataTable
      title="Recent Sessions"
      columns={columns}
      empty="No watch sessions yet."
      rows={
        sessions?.map((s) => (
          <tr key={s._id}>
            <Td title={s._id} className="font-mono text-xs whitespace-nowrap text-slate-300">
              {shortId(s._id)}
            </Td>
            <Td title={s.userId} clip="max-w-40" className="text-slate-200">
              {s.userName ?? shortId(s.userId)}
            </Td>
            <Td title={s.contentTitle ?? s.contentId} clip="max-w-48" className="text-slate-200">
              {s.contentTitle ?? shortId(s.contentId)}
            </Td>
            <Td end className="text-slate-200">
              {s.seconds.toLocaleString('en-US')}
            </Td>
            <Td end className="text-slate-200">
              {s.heartbeats.toLocaleString('en-US')}
            </Td>
            <Td>
              <Badge tone={toneOf(s.status)}>{s.status}</Badge>
            </Td>
            <Td className="font-mono text-xs whitespace-nowrap text-slate-400">{s.ip ?? '—'}</Td>
            <Td title={s.ua ?? undefined} clip="max-w-56" className="text-xs text-slate-400">
              {s.ua ?? '—'}
            </Td>
          </tr>
        )) ?? null
      }
    />
  );
}
