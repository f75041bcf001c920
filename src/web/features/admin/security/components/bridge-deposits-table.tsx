import type { SecurityBridgeDeposit } from '@/domain/api/security-center';
import { Badge } from '@/web/components/ui/badge';
import { exactQtt, formatDateTime } from '@/web/lib/amount';
import { DataTable, shortHex, shortId, Td } from './data-table';

const columns = [
  { label: 'From' },
  { label: 'Member' },
  { label: 'Amount', end: true },
  { label: 'State' },
  { label: 'Block', end: true },
  { label: 'Transaction' },
  { label: 'Seen' },
];

const tones = { pending: 'accent', credited: 'success', unclaimed: 'warning' } as const;

/**
 * Deposits from the chain. A pending one waits for the network's confirmations past its
 * block; an unclaimed one names no QTN account (its `account` shown instead of a member).
 */
export function BridgeDepositsTable({
  title,
  deposits,
  empty,
}: {
  title: string;
  deposits: SecurityBridgeDeposit[];
  empty: string;
}) {
  return (
    <DataTable
      level={3}
      title={title}
      columns={columns}
      empty={empty}
      rows={deposits.map((d) => (
        <tr key={`${d.txHash}:${d.logIndex}`}>
          <Td title={d.from} className="font-mono text-xs whitespace-nowrap text-slate-300">
            {shortHex(d.from)}
          </Td>
          {d.userId === null ? (
            <Td title={`Account ${d.account}`} className="whitespace-nowrap text-amber-200">
              no account <span className="font-mono text-xs">({shortHex(d.account)})</span>
            </Td>
          ) : (
            <Td title={d.userId} clip="max-w-40" className="text-slate-200">
              {d.userName ?? shortId(d.userId)}
            </Td>
          )}
          <Td end className="font-semibold whitespace-nowrap text-white">
            {exactQtt(d.amount)} QTT
          </Td>
          <Td>
            <Badge tone={tones[d.state]}>
              {d.state === 'pending' ? 'pending confirmations' : d.state}
            </Badge>
          </Td>
          <Td end className="text-slate-300">
            {d.blockNumber.toLocaleString('en-US')}
          </Td>
          <Td title={d.txHash} className="font-mono text-xs whitespace-nowrap text-slate-400">
            TX {shortHex(d.txHash)}
          </Td>
          <Td className="whitespace-nowrap text-slate-400">
            <time dateTime={d.seenAt}>{formatDateTime(d.seenAt)}</time>
          </Td>
        </tr>
      ))}
    />
  );
}
