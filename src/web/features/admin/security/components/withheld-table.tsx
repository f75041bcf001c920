import type { WithheldReward } from '@/domain/api/reward-holds';
import { exactQtt, formatDateTime } from '@/web/lib/amount';
import { DataTable, shortId, Td } from './data-table';

const columns = [
  { label: 'User' },
  { label: 'Kind' },
  { label: 'Withheld', end: true },
  { label: 'Time' },
];

/** Rewards earned while on hold and never paid (they stay unpaid after a release). */
export function WithheldTable({ withheld }: { withheld: WithheldReward[] | null }) {
  return (
    <DataTable
      title="Withheld rewards"
      columns={columns}
      empty="Nothing has been withheld."
      rows={
        withheld?.map((w, i) => (
          <tr key={`${w.userId}:${w.createdAt}:${i}`}>
            <Td title={w.userId} clip="max-w-40" className="text-slate-200">
              {w.userName ?? shortId(w.userId)}
            </Td>
            <Td className="text-slate-300">{w.type}</Td>
            <Td end className="whitespace-nowrap text-white">
              {exactQtt(w.amount)} QTT
            </Td>
            <Td className="whitespace-nowrap text-slate-400">
              <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time>
            </Td>
          </tr>
        )) ?? null
      }
    />
  );
}
