import { and, count, eq } from 'drizzle-orm';
import type { PiOrder, PiPayment } from '@/domain/api/pi';
import { ledgerAccount, ledgerTransfer, piIdentity } from '@/server/db/schema';
import { systemAccounts, walletAccountId } from '@/server/ledger/ledger-accounts';
import { signedInUser } from './admin-helpers';
import type { PiPlatformStandIn } from './pi-stand-in';
import { testOrigin, type TestApp } from './test-app';

type NewPayment = Parameters<PiPlatformStandIn['control']['createPayment']>[1];

/**
 * A signed-in account with a linked Pi identity (the pi_identity row written directly, as
 * sign-in with Pi would), and the calls a Pi Browser user makes to buy QTT.
 */
export async function piBuyer(t: TestApp, standIn: PiPlatformStandIn) {
  const me = await signedInUser(t);
  const { cookie } = me;
  const pioneer = standIn.control.signUpPioneer(`pioneer_${me.user.displayName}`);
  await t.database.db
    .insert(piIdentity)
    .values({ userId: me.id, piUid: pioneer.uid, piUsername: pioneer.username });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie, origin: testOrigin, ...headers },
    });
  const buyer = {
    userId: me.id,
    cookie,
    pioneer,
    post,
    /** POST /api/pi-orders; throws unless 201. */
    async order(amount = '1', type: 'qtt_exchange' | 'test_payment' = 'qtt_exchange') {
      const res = await post('/api/pi-orders', { amount, type });
      if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
      return res.json() as PiOrder;
    },
    /** What the Pi Browser does on Pi.createPayment, with the order's fields unless overridden. */
    pay(order: PiOrder, overrides: Partial<NewPayment> = {}) {
      return standIn.control.createPayment(pioneer.accessToken, { ...order.payment, ...overrides });
    },
    approve: (paymentId: string, headers: Record<string, string> = {}) =>
      post('/api/pi-payment-approve', { paymentId }, headers),
    complete: (paymentId: string, txid: string, headers: Record<string, string> = {}) =>
      post('/api/pi-payment-complete', { paymentId, txid }, headers),
    incomplete: (paymentId: string) => post('/api/pi-payment-incomplete', { paymentId }),
    /** Order, pay, approve and sign the transaction: ready for completion. */
    async approvedPayment(amount = '1') {
      const order = await buyer.order(amount);
      const payment = buyer.pay(order);
      const res = await buyer.approve(payment.identifier);
      if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.body}`);
      const txid = standIn.control.submitTransaction(payment.identifier);
      return { order, paymentId: payment.identifier, txid };
    },
  };
  return buyer;
}

export const paymentOf = (res: { json(): unknown }) =>
  (res.json() as { payment: PiPayment }).payment;

/** The ledger as the Pi tests check it: the buyer's wallet, clearing:pi and 'pi' transfers. */
export async function piLedger(t: TestApp, userId: string) {
  const db = t.database.db;
  const balance = async (id: string) => {
    const [row] = await db.select().from(ledgerAccount).where(eq(ledgerAccount.id, id));
    return row?.balance ?? 0n;
  };
  const [mine] = await db
    .select({ n: count() })
    .from(ledgerTransfer)
    .where(
      and(
        eq(ledgerTransfer.type, 'pi'),
        eq(ledgerTransfer.creditAccountId, walletAccountId(userId)),
      ),
    );
  return {
    wallet: await balance(walletAccountId(userId)),
    clearing: await balance(systemAccounts.piExchange),
    piTransfers: mine?.n ?? 0,
  };
}

/** QTT units: 20 QTT (one Pi's worth) is 20 × 10^8. */
export const qttUnits = (whole: number) => BigInt(Math.round(whole * 1e8));
