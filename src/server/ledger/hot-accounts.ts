import { sql, type SQL } from 'drizzle-orm';
import { systemAccounts } from './ledger-accounts';

/**
 * The shared accounts every money operation touched (the reward pool, vault escrow) are
 * split into sub-accounts (docs/decisions/048-hot-account-sub-accounts.md), so concurrent
 * operations of different members update different rows instead of queueing for one row
 * lock. Sub-account 0 keeps the account's own id (`pool:reward`); the others are
 * `pool:reward:1` … `pool:reward:15` (migration 0017). The account's balance is their sum.
 */
export const hotAccounts = [systemAccounts.rewardPool, systemAccounts.vaultEscrow] as const;
export type HotAccount = (typeof hotAccounts)[number];

/** One sub-account per hexadecimal digit: a member's is the last digit of their id. */
export const subAccountCount = 16;

const ids = (root: string) =>
  Array.from({ length: subAccountCount }, (_, i) => (i === 0 ? root : `${root}:${i}`));

const byRoot = new Map<string, readonly string[]>(hotAccounts.map((r) => [r, ids(r)]));

/** Every sub-account of `account`, sub-account 0 first; a plain account is its own only one. */
export function subAccountsOf(account: string): readonly string[] {
  return byRoot.get(account) ?? [account];
}

/** The split account a sub-account belongs to; any other account is its own. */
export function splitAccountOf(id: string): string {
  for (const [root, subs] of byRoot) if (subs.includes(id)) return root;
  return id;
}

/**
 * The member's sub-account of a split account: the one their id's last hexadecimal digit
 * names, the same in SQL (migration 0017 places open vaults' escrow by it). Member ids are
 * random UUIDs, so members spread evenly.
 */
export function subAccountFor(root: HotAccount, userId: string): string {
  const digit = Number.parseInt(userId.slice(-1), 16);
  const index = Number.isNaN(digit) ? 0 : digit % subAccountCount;
  return subAccountsOf(root)[index] ?? root;
}

/** SQL: `column` names one of `account`'s sub-accounts (the account itself when not split). */
export function isSubAccountOf(column: SQL | SQL.Aliased | string, account: string): SQL {
  const list = sql.join(
    subAccountsOf(account).map((id) => sql`${id}`),
    sql`, `,
  );
  return typeof column === 'string'
    ? sql`${sql.identifier(column)} in (${list})`
    : sql`${column} in (${list})`;
}
