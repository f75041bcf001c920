import type { PilotReportRow, PilotSeriesPoint } from '@/domain/api/pilot';
import { formatMinutes } from '../lib/pilot-format';
import { ScrollTable, Td } from './scroll-table';

const minuteColumns = [
  { label: 'Watch min', end: true },
  { label: 'Game min', end: true },
  { label: 'Total min', end: true },
];

function MinuteCells({ row }: { row: { watchMins: number; gameMins: number; totalMins: number } }) {
  return (
    <>
      <Td end>{formatMinutes(row.watchMins)}</Td>
      <Td end>{formatMinutes(row.gameMins)}</Td>
      <Td end className="font-semibold text-white">
        {formatMinutes(row.totalMins)}
      </Td>
    </>
  );
}

export function UsersTable({ rows }: { rows: PilotReportRow[] }) {
  return (
    <ScrollTable
      title="Per user"
      columns={[{ label: 'User' }, ...minuteColumns]}
      rows={rows.map((r) => (
        <tr key={r.userId}>
          <Td>
            <span className="block font-medium text-white">{r.userName ?? 'Unnamed user'}</span>
            <span className="block font-mono text-xs whitespace-nowrap text-slate-400">
              {r.userId}
            </span>
          </Td>
          <MinuteCells row={r} />
        </tr>
      ))}
    />
  );
}

/** Newest day first: the day an operator asks about is usually the last one. */
export function DaysTable({ series }: { series: PilotSeriesPoint[] }) {
  return (
    <ScrollTable
      title="Per day"
      minWidth="min-w-[22rem]"
      columns={[{ label: 'Day (UTC)' }, ...minuteColumns]}
      rows={[...series].reverse().map((p) => (
        <tr key={p.day}>
          <Td className="whitespace-nowrap">{p.day}</Td>
          <MinuteCells row={p} />
        </tr>
      ))}
    />
  );
}
