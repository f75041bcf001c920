import { sql } from 'drizzle-orm';
import {
  statementCreditLines,
  statementDebitLines,
  type Statement,
  type StatementCreditLine,
  type StatementDebitLine,
} from '@/domain/api/statement';
import { unitsToDecimal, type Units } from '@/domain/money/qtt';
import { periodEnd, startOfDay, type StatementPeriod } from '@/domain/wallet/statement-period';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { isSubAccountOf } from '../ledger/hot-accounts';
import { systemAccounts, walletAccountId, walletAccountPrefix } from '../ledger/ledger-accounts';
import { usageBonusSql } from './list-transactions';

interface LineRow {
  side: 'in' | 'out';
  line: string;
  /** Before the period: what the opening balance is made of. */
  before: string;
  during: string;
  gains: string;
  penalties: string;
  movements: number;
}

/**
 * The wallet's statement over whole UTC days (product rules R2, docs/decisions/042): the
 * ledger balance at the first instant of the period, every transfer that touched the wallet
 * in it summed into exactly one line by a CASE (the last branch, `other`, catches what no
 * rule names), and the balance at the first instant after it. A transfer stamped exactly at
 * a bound belongs to the period that starts there.
 *
 * Two lines are parts of one transfer: a vault claim's payout is principal back plus the
 * vault's gain (its `reward`), and an early withdrawal's return is the principal less the
 * penalty (its `penalty`), so the principal comes back whole under vaultReturns and the
 * penalty shows as a debit; the parts still sum to the transfer.
 */
export async function getStatement(
  db: Database,
  userId: string,
  period: StatementPeriod,
): Promise<Statement> {
  const wallet = walletAccountId(userId);
  const start = startOfDay(period.from).toISOString();
  const end = periodEnd(period).toISOString();
  const otherWallet = (column: string) =>
    sql`${sql.identifier(column)} like ${`${walletAccountPrefix}%`}`;
  const isVaultClaim = sql`(type = 'reward' and metadata->>'kind' = 'vault')`;
  const isVaultWithdrawal = sql`(metadata->>'kind' = 'vault_withdrawal')`;
  // Each side reads its own index ((credit|debit)_account_id, …) up to the period's end.
  const rows = await queryRows<LineRow>(
    db,
    sql`select side, line,
          coalesce(sum(amount) filter (where created_at < ${start}), 0)::text as before,
          coalesce(sum(amount) filter (where created_at >= ${start}), 0)::text as during,
          coalesce(sum(gain) filter (where created_at >= ${start}), 0)::text as gains,
          coalesce(sum(penalty) filter (where created_at >= ${start}), 0)::text as penalties,
          (count(*) filter (where created_at >= ${start}))::int as movements
        from (
          select 'in' as side,
            case
              when ${otherWallet('debit_account_id')} then 'received'
              when ${isSubAccountOf('debit_account_id', systemAccounts.vaultEscrow)} then 'vault'
              when type = 'watch' then 'watch'
              when type in ('game', 'quiz') then 'games'
              when ${usageBonusSql} then 'usageBonus'
              when type = 'pi' then 'pi'
              when debit_account_id = ${systemAccounts.bridgeInbound} then 'chainDeposits'
              when debit_account_id = ${systemAccounts.bridgeOutbound} then 'chainRefunds'
              else 'other'
            end as line,
            amount, created_at,
            case when ${isVaultClaim} then coalesce((metadata->>'reward')::bigint, 0) else 0 end as gain,
            case when ${isVaultWithdrawal} then coalesce((metadata->>'penalty')::bigint, 0) else 0 end as penalty
          from ledger_transfer
          where credit_account_id = ${wallet} and created_at < ${end}
          union all
          select 'out' as side,
            case
              when ${otherWallet('credit_account_id')} then 'sent'
              when ${isSubAccountOf('credit_account_id', systemAccounts.vaultEscrow)} then 'vaultLocks'
              when credit_account_id = ${systemAccounts.bridgeOutbound} then 'chainWithdrawals'
              else 'other'
            end as line,
            amount, created_at, 0 as gain, 0 as penalty
          from ledger_transfer
          where debit_account_id = ${wallet} and created_at < ${end}
        ) as moves
        group by side, line`,
  );
  return statementOf(period, rows);
}

/** Adds the rows up in bigint units; the lines sum to the change by construction. */
function statementOf(period: StatementPeriod, rows: LineRow[]): Statement {
  const credits = zeros(statementCreditLines);
  const debits = zeros(statementDebitLines);
  let opening = 0n;
  let movements = 0;
  for (const r of rows) {
    const during = BigInt(r.during);
    opening += r.side === 'in' ? BigInt(r.before) : -BigInt(r.before);
    movements += r.movements;
    if (r.side === 'out') {
      debits[r.line as StatementDebitLine] += during;
    } else if (r.line === 'vault') {
      const gains = BigInt(r.gains);
      const penalties = BigInt(r.penalties);
      credits.vaultGains += gains;
      credits.vaultReturns += during - gains + penalties;
      debits.penalties += penalties;
    } else {
      credits[r.line as StatementCreditLine] += during;
    }
  }
  const totalCredits = sum(Object.values(credits));
  const totalDebits = sum(Object.values(debits));
  return {
    period,
    opening: unitsToDecimal(opening),
    credits: decimals(credits),
    debits: decimals(debits),
    totalCredits: unitsToDecimal(totalCredits),
    totalDebits: unitsToDecimal(totalDebits),
    closing: unitsToDecimal(opening + totalCredits - totalDebits),
    movements,
  };
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0n])) as Record<K, Units>;

const sum = (values: Units[]) => values.reduce((a, b) => a + b, 0n);

const decimals = <K extends string>(units: Record<K, Units>) =>
  Object.fromEntries(
    Object.entries<Units>(units).map(([k, v]) => [k, unitsToDecimal(v)]),
  ) as Record<K, string>;
