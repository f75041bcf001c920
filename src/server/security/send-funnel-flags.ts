import { formatQtt, unitsToDecimal } from '@/domain/money/qtt';
import { funnelWindow, sendFreshAccountDays } from '@/domain/wallet/send-rules';
import type { Database } from '../db/open-database';
import { funnels } from '../ledger/member-sends';
import type { RawFlag } from './raw-flag';

/**
 * Members who received QTT from `minSenders` or more accounts under 7 days old within 24
 * hours (docs/decisions/041): a farm funnels its accounts' earnings to one collector. While
 * the flag stands the wallet refuses sends to and from that member.
 */
export async function sendFunnelFlags(
  db: Database,
  now: Date,
  minSenders: number,
): Promise<RawFlag[]> {
  if (minSenders <= 0) return [];
  const rows = await funnels(db, { ...funnelWindow(now), minSenders });
  return rows.map((r) => ({
    userId: r.userId,
    kind: 'send_funnel' as const,
    reason:
      `Received ${formatQtt(r.total)} QTT from ${r.senders} accounts under ` +
      `${sendFreshAccountDays} days old within 24 hours (limit ${minSenders}); sends to and ` +
      `from this account are refused while this lasts.`,
    address: null,
    figures: { senders: r.senders, 'received QTT': Number(unitsToDecimal(r.total)) },
    firstSeen: r.first,
    lastSeen: r.last,
  }));
}
