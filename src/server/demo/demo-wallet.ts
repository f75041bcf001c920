import { eq } from 'drizzle-orm';
import { vaultReserveShareDefaultBps } from '@/domain/constants';
import { qtt } from '@/domain/money/qtt';
import { demoAccount } from './demo-account';
import { user } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { withTransaction } from '../db/transaction';
import { grantQtt } from '../ledger/grant-qtt';
import { claimVault, withdrawVault } from '../vaults/close-vault';
import { createVault } from '../vaults/create-vault';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
// The seed does not read the configuration: the demo's four small vaults (48 QTT of reward)
// fit the default share of any reward pool above 480 QTT.
const reserveShareBps = vaultReserveShareDefaultBps;

/**
 * A living wallet for the demo account: a grant, and vaults in every state. Lives with the
 * seed, not the ledger: the money module knows no product area.
 */
export const demoWalletStep: SeedStep = {
  name: 'demo-wallet',
  run: async ({ db }) => {
    const [demo] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, demoAccount.email));
    if (!demo) return;
    const userId = demo.id;
    await withTransaction(db, (tx) =>
      grantQtt(tx, {
        userId,
        amount: qtt(750),
        reason: 'Demo grant',
        idempotencyKey: 'demo:grant',
      }),
    );
    await createVault(db, {
      userId,
      amount: qtt(120),
      durationDays: 30,
      now: daysAgo(3),
      reserveShareBps,
      idempotencyKey: 'demo:vault:active',
    });
    await createVault(db, {
      userId,
      amount: qtt(50),
      durationDays: 7,
      now: daysAgo(9),
      reserveShareBps,
      idempotencyKey: 'demo:vault:ready',
    });
    const claimed = await createVault(db, {
      userId,
      amount: qtt(40),
      durationDays: 7,
      now: daysAgo(20),
      reserveShareBps,
      idempotencyKey: 'demo:vault:claimed',
    });
    await claimVault(db, { userId, vaultId: claimed.id, now: daysAgo(12) });
    const early = await createVault(db, {
      userId,
      amount: qtt(30),
      durationDays: 90,
      now: daysAgo(15),
      reserveShareBps,
      idempotencyKey: 'demo:vault:withdrawn',
    });
    await withdrawVault(db, { userId, vaultId: early.id, now: daysAgo(5) });
  },
};
