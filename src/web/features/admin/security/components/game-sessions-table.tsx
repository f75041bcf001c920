import type { SecurityGameSession } from '@/domain/api/security-center';
import { Badge } from '@/web/components/ui/badge';
import { exactQtt, formatDateTime } from '@/web/lib/amount';
import { DataTable, shortId, Td } from './data-table';

const columns = [
  { label: 'Session' },
  { label: 'User' },
  { label: 'Game' },
  { label: 'Status' },
  { label: 'Verified s', end: true },
  { label: 'Reward', end: true },
  { label: 'Outcome' },
  { label: 'Started' },
];

const tones = {
  active: 'accent',
  finished: 'success',
  withheld: 'warning',
} as const;

const toneOf = (status: string) =>
  status in tones ? tones[status as keyof typeof tones] : 'neutral';

/** Recent game sessions; `sessions` is null while loading. */
export function GameSessionsTable({ sessions }: { sessions: SecurityGameSession[] | null }) {
  return (
    <DataTable
      title="Recent Game Sessions"
      columns={columns}
      empty="No game sessions yet."
      rows={
        sessions?.map((s) => (
          <tr key={s._id}>
            <Td title={s._id} className="font-mono text-xs whitespace-nowrap text-slate-300">
              {shortId(s._id)}
            </Td>
            <Td title={s.userId} clip="max-w-40" className="text-slate-200">
              {s.userName ?? shortId(s.userId)}
            </Td>
            <Td title={s.gameId} clip="max-w-48" className="text-slate-200">
              {s.gameTitle ?? s.gameId}
            </Td>
            <Td>
              <Badge tone={toneOf(s.status)}>{s.status}</Badge>
            </Td>
            <Td end className="text-slate-200">
              {s.seconds.toLocaleString('en-US')}
            </Td>
            <Td end className="whitespace-nowrap text-white">
              {exactQtt(s.reward)} QTT
            </Td>
            <Td className="text-slate-300">{s.outcome ?? '—'}</Td>
            <Td className="whitespace-nowrap text-slate-400">
              <time dateTime={s.startedAt}>{formatDateTime(s.startedAt)}</time>
            </Td>
          </tr>
        )) ?? null
      }
    />
  );
}
