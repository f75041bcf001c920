import type { SendAllowance } from '@/domain/api/send';
import { unitsToDecimal } from '@/domain/money/qtt';
import { startOfUtcDay } from '../clock';
import type { Database } from '../db/open-database';
import { walletAccountId } from '../ledger/ledger-accounts';
import { sentSince } from '../ledger/member-sends';
import { accountBalance } from '../ledger/account-balance';
import type { SendLimits } from './send-qtt';

/** What the member may still send today: the smaller of the balance and the day's headroom. */
export async function sendAllowance(
  db: Database,
  userId: string,
  limits: Pick<SendLimits, 'dailyUnits'>,
  now: Date,
): Promise<SendAllowance> {
  const balance = await accountBalance(db, walletAccountId(userId));
  const sentToday = await sentSince(db, userId, startOfUtcDay(now));
  const headroom = limits.dailyUnits > sentToday ? limits.dailyUnits - sentToday : 0n;
  return {
    balance: unitsToDecimal(balance),
    sentToday: unitsToDecimal(sentToday),
    dailyLimit: unitsToDecimal(limits.dailyUnits),
    available: unitsToDecimal(balance < headroom ? balance : headroom),
  };
}
