import type { RewardHold } from '@/domain/api/reward-holds';
import { Button } from '@/web/components/ui/button';
import { exactQtt, formatDateTime } from '@/web/lib/amount';
import { DataTable, shortId, Td } from './data-table';

const columns = [
  { label: 'User' },
  { label: 'Reason' },
  { label: 'Held by' },
  { label: 'Held at' },
  { label: 'Withheld', end: true },
  { label: 'Action' },
];

/** Accounts whose rewards are on hold, what each has been denied so far, and Release. */
export function RewardHoldsTable({
  holds,
  onRelease,
  releasing,
}: {
  holds: RewardHold[] | null;
  onRelease: (hold: RewardHold) => void;
  /** The user id being released, if any. */
  releasing: string | null;
}) {
  return (
    <DataTable
      title="Rewards on hold"
      columns={columns}
      empty="No account's rewards are on hold."
      rows={
        holds?.map((h) => {
          const name = h.userName ?? shortId(h.userId);
          return (
            <tr key={h.userId}>
              <Td title={h.userId} clip="max-w-40" className="text-slate-200">
                {name}
              </Td>
              <Td className="min-w-56 text-slate-200">{h.reason}</Td>
              <Td title={h.heldBy} clip="max-w-32" className="text-slate-300">
                {h.heldBy === 'admin-key' ? 'Admin key' : shortId(h.heldBy)}
              </Td>
              <Td className="whitespace-nowrap text-slate-400">
                <time dateTime={h.heldAt}>{formatDateTime(h.heldAt)}</time>
              </Td>
              <Td end className="whitespace-nowrap text-white">
                {exactQtt(h.withheldTotal)} QTT ({h.withheldCount})
              </Td>
              <Td>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Release rewards of ${name}`}
                  disabled={releasing === h.userId}
                  onClick={() => onRelease(h)}
                >
                  Release
                </Button>
              </Td>
            </tr>
          );
        }) ?? null
      }
    />
  );
}
