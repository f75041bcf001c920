import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/open-database';
import { ledgerAccount, ledgerTransfer, vault } from '@/server/db/schema';
import { walletAccountId } from '@/server/ledger/ledger-accounts';
import { reconcileLedger } from '@/server/ledger/reconcile-ledger';
import {
  raceRewardQtt,
  vaultAmountQtt,
  type OutageAcks,
  type OutageAnswer,
  type OutageOp,
} from './outage-workload';

const unitsPerQtt = 100_000_000n;

/** Answers counted by status (0: no HTTP answer), overall and per operation. */
export function countAnswers(answers: OutageAnswer[]) {
  const byStatus: Record<string, number> = {};
  const byOp: Partial<Record<OutageOp, Record<string, number>>> = {};
  for (const a of answers) {
    byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    const op = (byOp[a.op] ??= {});
    op[a.status] = (op[a.status] ?? 0) + 1;
  }
  // Only 2xx, 4xx and 503 are acceptable during an outage: never a 500, never silence.
  const unexpected = answers.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503));
  return { total: answers.length, byStatus, byOp, unexpected: unexpected.slice(0, 10) };
}

/**
 * How the answers went after the database came back at `restartedAt` (performance.now()
 * time), up to answers before `until` (the next outage's start): seconds until the first
 * 2xx, seconds until the last 503 (steady state after it), and the requests sent after
 * the restart that were still refused.
 */
export function recoveryAfter(answers: OutageAnswer[], restartedAt: number, until = Infinity) {
  const after = answers.filter((a) => a.answeredAt >= restartedAt && a.answeredAt < until);
  const ok = after.filter((a) => a.status >= 200 && a.status < 300);
  const refused = after.filter((a) => a.status === 503 || a.status === 0);
  const seconds = (t: number) => Math.round((t - restartedAt) / 10) / 100;
  return {
    firstOkSeconds: ok.length ? seconds(Math.min(...ok.map((a) => a.answeredAt))) : null,
    lastRefusedSeconds: refused.length ? seconds(Math.max(...refused.map((a) => a.answeredAt))) : 0,
    refusedSentAfterRestart: refused.filter((a) => a.sentAt >= restartedAt).length,
  };
}

/**
 * What the database holds for the workload's users against what they were told: every
 * acknowledged vault and paid race is there, nothing else is (no write the client never
 * got a final answer for), each wallet holds exactly its grant plus the rewards minus the
 * vaults, and the ledger reconciles. A reward whose finish was answered with another
 * outcome is listed apart: the money is right, the answer was not the first result.
 */
export async function checkAcknowledgedWrites(
  db: Database,
  acks: OutageAcks,
  users: { id: string; grantedQtt: number }[],
) {
  const ids = users.map((u) => u.id);
  const vaults = await db
    .select({ id: vault.id, userId: vault.userId, amount: vault.amount })
    .from(vault)
    .where(inArray(vault.userId, ids));
  const rewards = await db
    .select({ key: ledgerTransfer.idempotencyKey, wallet: ledgerTransfer.creditAccountId })
    .from(ledgerTransfer)
    .where(
      and(
        eq(ledgerTransfer.type, 'game'),
        inArray(ledgerTransfer.creditAccountId, ids.map(walletAccountId)),
      ),
    );
  const wallets = await db
    .select({ id: ledgerAccount.id, balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(inArray(ledgerAccount.id, ids.map(walletAccountId)));

  const ackedVaults = [...acks.vaults.values()].flatMap((m) => [...m.keys()]);
  const told = new Map(
    [...acks.races.values()].flatMap((m) => [...m].map(([id, outcome]) => [`game:${id}`, outcome])),
  );
  const ackedRaces = [...told].filter(([, outcome]) => outcome === 'paid').map(([key]) => key);
  const storedVaults = new Set(vaults.map((v) => v.id));
  const storedRewards = new Set(rewards.map((r) => r.key));
  const balanceMismatches = users.flatMap((u) => {
    const vaultCount = vaults.filter((v) => v.userId === u.id).length;
    const paid = rewards.filter((r) => r.wallet === walletAccountId(u.id)).length;
    const expected =
      (BigInt(u.grantedQtt) + BigInt(paid * raceRewardQtt) - BigInt(vaultCount * vaultAmountQtt)) *
      unitsPerQtt;
    const stored = wallets.find((w) => w.id === walletAccountId(u.id))?.balance ?? 0n;
    return stored === expected ? [] : [{ userId: u.id, stored, expected }];
  });
  const reconciliation = await reconcileLedger(db);
  return {
    acknowledged: { vaults: ackedVaults.length, paidRaces: ackedRaces.length },
    missingVaults: ackedVaults.filter((id) => !storedVaults.has(id)),
    missingRewards: ackedRaces.filter((key) => !storedRewards.has(key)),
    unacknowledgedVaults: vaults.filter((v) => !ackedVaults.includes(v.id)).map((v) => v.id),
    // Paid, though the finish's final answer said otherwise: a retry after the first
    // attempt's commit lost its answer finds the session settled ('session_closed').
    rewardsAnsweredOtherwise: rewards
      .filter((r) => told.has(r.key) && told.get(r.key) !== 'paid')
      .map((r) => ({ key: r.key, told: told.get(r.key) })),
    unacknowledgedRewards: rewards.filter((r) => !told.has(r.key)).map((r) => r.key),
    balanceMismatches,
    ledger: {
      ok: reconciliation.ok,
      accounts: reconciliation.accounts,
      transfers: reconciliation.transfers,
      mismatches: reconciliation.mismatches.length,
    },
  };
}

export type AcknowledgedWritesCheck = Awaited<ReturnType<typeof checkAcknowledgedWrites>>;

/** True when nothing acknowledged is missing, nothing unacknowledged is there, and it all adds up. */
export function writesHold(c: AcknowledgedWritesCheck): boolean {
  return (
    c.missingVaults.length === 0 &&
    c.missingRewards.length === 0 &&
    c.unacknowledgedVaults.length === 0 &&
    c.unacknowledgedRewards.length === 0 &&
    c.balanceMismatches.length === 0 &&
    c.ledger.ok
  );
}
