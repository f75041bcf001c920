/**
 * Sending QTT between members (docs/decisions/041): exactly once per key, the limits and
 * refusals, and both wallets' view of it. Each test checks that the ledger reconciles.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { signedInAdmin, signedInUser, type SignedIn } from '@/test/admin-helpers';
import { grantWholeQtt, insertUser } from '@/test/factories';
import { createTestApp, type TestApp } from '@/test/test-app';
import { ledgerTransfer, rewardHold, user } from '../db/schema';
import { walletAccountId } from '../ledger/ledger-accounts';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { sendQtt, type SendLimits } from './send-qtt';

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let keys = 0;
const newKey = () => `send-test-key-${++keys}`;

beforeAll(async () => {
  t = await createTestApp({ env: { SEND_DAILY_LIMIT_QTT: '100', SEND_FUNNEL_SENDERS: '3' } });
  alice = await signedInUser(t);
  bob = await signedInUser(t);
  await grant(alice.id, 200);
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

const grant = (userId: string, whole: number) => grantWholeQtt(t.database.db, userId, whole);

const send = (from: SignedIn, body: object, key: string | null = newKey()) =>
  from.post('/api/wallet/send', body, key ? { 'idempotency-key': key } : {});

async function balance(who: SignedIn) {
  return (await who.get('/api/wallet')).json().balance as string;
}

describe('sending QTT to a member', () => {
  it('says what is wrong with the Idempotency-Key header: missing, or too short', async () => {
    const body = { to: bob.user.displayName, amount: '1' };
    const missing = await send(alice, body, null);
    expect([missing.statusCode, missing.json().error.message]).toEqual([
      400,
      'Send an Idempotency-Key header: one per attempt.',
    ]);
    const short = await send(alice, body, 'k1');
    expect([short.statusCode, short.json().error.message]).toEqual([
      400,
      'Idempotency-Key is too short.',
    ]);
  });

  it('moves the amount once, by username in any case, and both wallets list it with the note', async () => {
    const before = { alice: await balance(alice), bob: await balance(bob) };
    const res = await send(alice, {
      to: bob.user.displayName.toUpperCase(),
      amount: '5',
      note: 'For the pizza',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      amount: '5',
      to: { displayName: bob.user.displayName },
      note: 'For the pizza',
      balance: String(Number(before.alice) - 5),
      sentToday: '5',
      dailyLimit: '100',
    });
    expect(await balance(alice)).toBe(String(Number(before.alice) - 5));
    expect(await balance(bob)).toBe(String(Number(before.bob) + 5));

    const sent = (await alice.get('/api/wallet/transactions?filter=sent')).json().items;
    expect(sent[0]).toMatchObject({ type: 'transfer', direction: 'out', amount: '5' });
    expect(sent[0].metadata).toMatchObject({ kind: 'send', note: 'For the pizza' });
    const received = (await bob.get('/api/wallet/transactions?filter=received')).json().items;
    expect(received[0]).toMatchObject({ id: sent[0].id, direction: 'in', amount: '5' });
    expect(received[0].metadata).toMatchObject({
      fromName: alice.user.displayName,
      note: 'For the pizza',
    });
    // The sender's email never travels to the recipient.
    expect(JSON.stringify(received)).not.toContain(alice.user.email);
  });

  it('moves money once under 50 parallel submits of one key, all answering the same transfer', async () => {
    const before = await balance(alice);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send(alice, { to: bob.user.displayName, amount: '1.25' }, key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(Number(await balance(alice))).toBeCloseTo(Number(before) - 1.25, 8);
    const rows = await t.database.db
      .select()
      .from(ledgerTransfer)
      .where(eq(ledgerTransfer.idempotencyKey, `send:${alice.id}:${key}`));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key for another amount, and a missing key, moving nothing', async () => {
    const key = newKey();
    expect((await send(alice, { to: bob.user.displayName, amount: '1' }, key)).statusCode).toBe(
      201,
    );
    const before = await balance(alice);
    const reused = await send(alice, { to: bob.user.displayName, amount: '2' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const missing = await send(alice, { to: bob.user.displayName, amount: '1' }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/Idempotency-Key/);
    expect(await balance(alice)).toBe(before);
  });

  it('answers clear errors for an unknown name, an email, yourself and bad amounts', async () => {
    const before = await balance(alice);
    const unknown = await send(alice, { to: 'nobody-here', amount: '1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      code: 'RECIPIENT_NOT_FOUND',
      message: 'No QTN member has the username “nobody-here”.',
    });
    // An email address finds nobody, so the answer cannot tell whether it has an account.
    const byEmail = await send(alice, { to: bob.user.email, amount: '1' });
    expect(byEmail.json().error).toEqual({
      code: 'RECIPIENT_NOT_FOUND',
      message: `No QTN member has the username “${bob.user.email}”.`,
    });
    const self = await send(alice, { to: alice.user.displayName, amount: '1' });
    expect(self.json().error).toMatchObject({ code: 'SEND_TO_SELF' });
    for (const amount of ['0', '-1', '1.005', 'abc', '']) {
      expect((await send(alice, { to: bob.user.displayName, amount })).statusCode).toBe(400);
    }
    expect((await send(alice, { to: bob.user.displayName, amount: 5 })).statusCode).toBe(400);
    expect(await balance(alice)).toBe(before);
  });

  it('refuses more than the balance and more than the daily limit, saying what is left', async () => {
    const carol = await signedInUser(t);
    await grant(carol.id, 50);
    const over = await send(carol, { to: bob.user.displayName, amount: '50.01' });
    expect(over.json().error).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Not enough QTT: your balance is 50.00 QTT.',
    });
    await grant(carol.id, 100);
    expect((await send(carol, { to: bob.user.displayName, amount: '96' })).statusCode).toBe(201);
    const limit = await send(carol, { to: bob.user.displayName, amount: '4.01' });
    expect(limit.statusCode).toBe(422);
    expect(limit.json().error.message).toBe(
      'You can send up to 100.00 QTT a day; 4.00 QTT is left today.',
    );
    const allowance = (await carol.get('/api/wallet/send-allowance')).json();
    expect(allowance).toEqual({
      balance: '54',
      sentToday: '96',
      dailyLimit: '100',
      available: '4',
    });
    expect((await send(carol, { to: bob.user.displayName, amount: '4' })).statusCode).toBe(201);
    const done = await send(carol, { to: bob.user.displayName, amount: '0.01' });
    expect(done.json().error.message).toMatch(/^You have sent today's limit of 100.00 QTT/);
  });

  it('refuses a held sender and a held recipient', async () => {
    const dave = await signedInUser(t);
    await grant(dave.id, 10);
    const hold = (userId: string) =>
      t.database.db
        .insert(rewardHold)
        .values({ userId, reason: 'test', heldBy: 'admin-key', heldAt: new Date() });
    await hold(dave.id);
    const held = await send(dave, { to: bob.user.displayName, amount: '1' });
    expect(held.statusCode).toBe(403);
    expect(held.json().error.message).toMatch(/on hold/);
    await t.database.db.delete(rewardHold).where(eq(rewardHold.userId, dave.id));
    await hold(bob.id);
    const toHeld = await send(dave, { to: bob.user.displayName, amount: '1' });
    expect(toHeld.json().error).toEqual({
      code: 'SEND_REFUSED',
      message: `${bob.user.displayName} cannot receive QTT right now.`,
    });
    await t.database.db.delete(rewardHold).where(eq(rewardHold.userId, bob.id));
    expect((await send(dave, { to: bob.user.displayName, amount: '1' })).statusCode).toBe(201);
  });

  it('shows the recipient’s name before sending, never an email, to members only', async () => {
    const found = await alice.get(
      `/api/wallet/recipient?username=${encodeURIComponent(bob.user.displayName)}`,
    );
    expect(found.json()).toEqual({
      username: bob.user.displayName.toLowerCase(),
      displayName: bob.user.displayName,
    });
    const missing = await alice.get('/api/wallet/recipient?username=nobody-here');
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: '/api/wallet/recipient?username=x' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('funnels', () => {
  it('flags a member who receives from 3 new accounts in 24 h, and refuses sends to and from it', async () => {
    const collector = await signedInUser(t);
    const farm = await Promise.all([1, 2, 3, 4].map(() => signedInUser(t)));
    for (const a of farm) await grant(a.id, 10);
    for (const a of farm.slice(0, 3)) {
      expect((await send(a, { to: collector.user.displayName, amount: '9' })).statusCode).toBe(201);
    }
    const fourth = await send(nth(farm, 3), { to: collector.user.displayName, amount: '9' });
    expect(fourth.json().error).toEqual({
      code: 'SEND_REFUSED',
      message: `${collector.user.displayName} cannot receive QTT right now.`,
    });
    const onward = await send(collector, { to: bob.user.displayName, amount: '1' });
    expect(onward.json().error.message).toMatch(/under review/);

    const admin = await signedInAdmin(t);
    const flags = (await admin.get('/api/security-flags')).json().flags as Array<{
      userId: string;
      kind: string;
      reason: string;
    }>;
    const flag = flags.find((f) => f.userId === collector.id && f.kind === 'send_funnel');
    expect(flag?.reason).toBe(
      'Received 27.00 QTT from 3 accounts under 7 days old within 24 hours (limit 3); sends to and from this account are refused while this lasts.',
    );
  });

  it('counts only accounts under 7 days old', async () => {
    const db = t.database.db;
    const collector = await insertUser(db);
    const limits: SendLimits = {
      dailyUnits: qtt(100),
      funnelSenders: 2,
      requireConfirmedEmail: false,
    };
    const [target] = await db.select().from(user).where(eq(user.id, collector));
    const old = await Promise.all([1, 2, 3].map(() => insertUser(db)));
    await db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(user.id, nth(old, 0)));
    await db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(user.id, nth(old, 1)));
    for (const id of old) await grant(id, 5);
    for (const id of old) {
      await sendQtt(db, {
        fromUserId: id,
        input: { to: target?.username ?? '', amount: qtt(1), note: null },
        idempotencyKey: newKey(),
        now: new Date(),
        limits,
      });
    }
    const wallet = walletAccountId(collector);
    const rows = await db
      .select()
      .from(ledgerTransfer)
      .where(eq(ledgerTransfer.creditAccountId, wallet));
    expect(rows).toHaveLength(3);
  });

  it('refuses an unconfirmed sender where confirmation is required', async () => {
    const db = t.database.db;
    const sender = await insertUser(db);
    await grant(sender, 5);
    await expect(
      sendQtt(db, {
        fromUserId: sender,
        input: { to: bob.user.displayName, amount: qtt(1), note: null },
        idempotencyKey: newKey(),
        now: new Date(),
        limits: { dailyUnits: qtt(100), funnelSenders: 0, requireConfirmedEmail: true },
      }),
    ).rejects.toMatchObject({ code: 'EMAIL_NOT_CONFIRMED' });
  });
});

function nth<T>(xs: T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`no item ${i}`);
  return x;
}
