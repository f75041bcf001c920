import type { SecurityBridgeWithdrawal } from '@/domain/api/security-center';
import { Badge } from '@/web/components/ui/badge';
import { exactQtt, formatDateTime } from '@/web/lib/amount';
import { DataTable, shortHex, shortId, Td } from './data-table';

const columns = [
  { label: 'Member' },
  { label: 'Amount', end: true },
  { label: 'Recipient' },
  { label: 'State' },
  { label: 'Time' },
  { label: 'Redeemed in' },
];

const tones = {
  issued: 'accent',
  redeemed: 'success',
  expired: 'warning',
  refunded: 'neutral',
} as const;

const toneOf = (state: string) => (state in tones ? tones[state as keyof typeof tones] : 'neutral');

/** The latest withdrawals to the chain: who, how much, to which address, and how it ended. */
export function BridgeWithdrawalsTable({
  withdrawals,
}: {
  withdrawals: SecurityBridgeWithdrawal[];
}) {
  return (
    <DataTable
      level={3}
      title="Withdrawals to the chain"
      columns={columns}
      empty="No withdrawals yet."
      rows={withdrawals.map((w) => (
        <tr key={w.id}>
          <Td title={w.userId} clip="max-w-40" className="text-slate-200">
            {w.userName ?? shortId(w.userId)}
          </Td>
          <Td end className="font-semibold whitespace-nowrap text-white">
            {exactQtt(w.amount)} QTT
          </Td>
          <Td title={w.recipient} className="font-mono text-xs whitespace-nowrap text-slate-300">
            {shortHex(w.recipient)}
          </Td>
          <Td>
            <Badge tone={toneOf(w.state)}>{w.state}</Badge>
          </Td>
          <Td className="whitespace-nowrap text-slate-400">
            <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time>
          </Td>
          <Td
            title={w.redeemedTx ?? undefined}
            className="font-mono text-xs whitespace-nowrap text-slate-400"
          >
            {w.redeemedTx ? `TX ${shortHex(w.redeemedTx)}` : '—'}
          </Td>
        </tr>
      ))}
    />
  );
}
