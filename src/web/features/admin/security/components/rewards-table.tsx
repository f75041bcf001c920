import type { SecurityReward } from '@/domain/api/security-center';
import { exactQtt, formatDateTime } from '@/web/lib/amount';
import { DataTable, shortId, Td } from './data-table';

const columns = [
  { label: 'User' },
  { label: 'Content' },
  { label: 'Reward', end: true },
  { label: 'Seconds', end: true },
  { label: 'Heartbeats', end: true },
  { label: 'Time' },
];

/** Recent watch rewards; `rewards` is null while loading. */
export function RewardsTable({ rewards }: { rewards: SecurityReward[] | null }) {
  return (
    <DataTable
      title="Recent Rewards"
      columns={columns}
      empty="No rewards paid yet."
      rows={
        rewards?.map((r, i) => (
          // Rewards have no id of their own; one user is paid once per content.
          <tr key={`${r.userId}:${r.contentId}:${r.createdAt}:${i}`}>
            <Td title={r.userId} clip="max-w-40" className="text-slate-200">
              {r.userName ?? shortId(r.userId)}
            </Td>
            <Td title={r.contentTitle ?? r.contentId} clip="max-w-48" className="text-slate-200">
              {r.contentTitle ?? shortId(r.contentId)}
            </Td>
            <Td end className="font-semibold whitespace-nowrap text-white">
              {exactQtt(r.reward)} QTT
            </Td>
            <Td end className="text-slate-200">
              {r.seconds.toLocaleString('en-US')}
            </Td>
            <Td end className="text-slate-200">
              {r.heartbeats.toLocaleString('en-US')}
            </Td>
            <Td className="whitespace-nowrap text-slate-400">
              <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
            </Td>
          </tr>
        )) ?? null
      }
    />
  );
}
