import type { SecurityWithheldGame } from '@/domain/api/security-center';
import { formatDateTime } from '@/web/lib/amount';
import { DataTable, shortId, Td } from './data-table';

const columns = [
  { label: 'User' },
  { label: 'Game' },
  { label: 'Reason' },
  { label: 'Verified s', end: true },
  { label: 'Time' },
];

/** Game results judged implausible: never paid, no account banned, kept to be looked at. */
export function WithheldGamesTable({ withheld }: { withheld: SecurityWithheldGame[] | null }) {
  return (
    <DataTable
      title="Withheld Game Results"
      columns={columns}
      empty="No game result has been withheld."
      rows={
        withheld?.map((w) => (
          <tr key={w._id}>
            <Td title={w.userId} clip="max-w-40" className="text-slate-200">
              {w.userName ?? shortId(w.userId)}
            </Td>
            <Td title={w.gameId} clip="max-w-48" className="text-slate-200">
              {w.gameTitle ?? w.gameId}
            </Td>
            <Td className="min-w-56 text-amber-200">{w.reason}</Td>
            <Td end className="text-slate-200">
              {w.seconds.toLocaleString('en-US')}
            </Td>
            <Td className="whitespace-nowrap text-slate-400">
              {w.finishedAt ? (
                <time dateTime={w.finishedAt}>{formatDateTime(w.finishedAt)}</time>
              ) : (
                '—'
              )}
            </Td>
          </tr>
        )) ?? null
      }
    />
  );
}
