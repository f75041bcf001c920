/**
 * The bridge against a real anvil (docs/decisions/045-bridge-vouchers.md): withdrawals
 * redeemed on chain, the refusals, exactly-once under a burst of retries, refunds only
 * after expiry plus the confirmations, deposits credited once across restarts, replays and
 * a reorganisation, and the reconciliation that proves both sides agree.
 */
import { eq, sql } from 'drizzle-orm';
import { createPublicClient, http, parseUnits, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bridgeStatusSchema, withdrawalSchema, type Withdrawal } from '@/domain/api/bridge';
import { depositAccountOf } from '@/domain/bridge/deposit-account';
import { qttTokenAbi } from '@/domain/chain/qtt-token-abi';
import { qtt } from '@/domain/money/qtt';
import { signedInAdmin, signedInUser, type SignedIn } from '@/test/admin-helpers';
import { startTestChain, type TestChain } from '@/test/anvil-chain';
import { bridgeEnv, chainWallet } from '@/test/bridge-helpers';
import { grantWholeQtt } from '@/test/factories';
import { createTestApp, type TestApp } from '@/test/test-app';
import {
  bridgeCursor,
  bridgeDeposit,
  bridgeWithdrawal,
  ledgerTransfer,
  rewardHold,
} from '../db/schema';
import type { AppServices } from '../app-services';
import { withTransaction } from '../db/transaction';
import { watchBridge } from '../jobs/watch-bridge-job';
import { systemAccounts, walletAccountId } from '../ledger/ledger-accounts';
import { postTransfer } from '../ledger/post-transfer';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { createLogger } from '../logger';
import { reconcileBridge } from './reconcile-bridge';
import { bridgeResolver, type BridgeOn } from './resolve-bridge';
import { watchBridgeOnce } from './watch-bridge';

let chain: TestChain;
let t: TestApp;
let bridge: BridgeOn;
let alice: SignedIn;
let bob: SignedIn;
let keys = 0;
const newKey = () => `bridge-test-key-${++keys}`;
const ttl = 60;

beforeAll(async () => {
  chain = await startTestChain();
  t = await createTestApp({
    env: bridgeEnv(chain, { BRIDGE_VOUCHER_TTL_S: String(ttl), BRIDGE_DAILY_MAX_QTT: '1000' }),
  });
  const resolved = await bridgeResolver(t.config)();
  if (!resolved.enabled) throw new Error(`bridge off: ${resolved.offReason}`);
  bridge = resolved;
  alice = await signedInUser(t);
  bob = await signedInUser(t);
  await grant(alice.id, 2000);
  await grant(bob.id, 100);
}, 120_000);
afterAll(async () => {
  if (t) expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t?.close();
  await chain?.stop();
});

const grant = (userId: string, whole: number) => grantWholeQtt(t.database.db, userId, whole);

const withdraw = (who: SignedIn, body: object, key: string | null = newKey()) =>
  who.post('/api/bridge/withdrawals', body, key ? { 'idempotency-key': key } : {});
const balance = async (who: SignedIn) => (await who.get('/api/wallet')).json().balance as string;
const pass = () => watchBridgeOnce(t.database.db, bridge, t.clock.now());
const publicClient = () => createPublicClient({ transport: http(chain.rpcUrl) });
const onChainQtt = (address: Hex) =>
  publicClient().readContract({
    address: chain.deployment.token,
    abi: qttTokenAbi,
    functionName: 'balanceOf',
    args: [address],
  });
const voucherOf = (w: Withdrawal) => {
  if (!w.voucher) throw new Error(`withdrawal ${w.id} has no voucher`);
  return w.voucher;
};
const withdrawalRow = async (id: string) =>
  (await t.database.db.select().from(bridgeWithdrawal).where(eq(bridgeWithdrawal.id, id)))[0];

describe('the bridge', () => {
  it('is on with the development signer and says why when it is off', async () => {
    const res = await alice.get('/api/bridge');
    expect(res.statusCode).toBe(200);
    const status = bridgeStatusSchema.parse(res.json());
    expect(status).toMatchObject({
      enabled: true,
      offReason: null,
      chainId: 31_337,
      confirmations: 2,
      minWithdrawal: '10',
      dailyMax: '1000',
      balance: '2000',
      depositAccount: depositAccountOf(alice.id),
    });
    const other = `0x${'7'.repeat(64)}`;
    const off = (env: object) => bridgeResolver({ ...t.config, ...env })();
    expect((await off({ BRIDGE_SIGNER_KEY: undefined })).offReason).toBe('not-configured');
    expect((await off({ BRIDGE_SIGNER_KEY: other })).offReason).toBe('signer-mismatch');
    expect((await off({ CHAIN_DEPLOYMENT_FILE: '/nonexistent.json' })).offReason).toBe(
      'not-deployed',
    );
    // A server without the key: the status says so and a withdrawal is refused, not a 5xx.
    const plain = await createTestApp();
    try {
      const member = await signedInUser(plain);
      expect((await member.get('/api/bridge')).json()).toMatchObject({
        enabled: false,
        offReason: 'not-configured',
      });
      const res = await member.post(
        '/api/bridge/withdrawals',
        { amount: '10', recipient: chainWallet(chain, 1).address },
        { 'idempotency-key': newKey() },
      );
      expect([res.statusCode, res.json().error.code]).toEqual([409, 'BRIDGE_OFF']);
    } finally {
      await plain.close();
    }
  });
});

describe('withdrawing to the chain', () => {
  it('issues a voucher the recipient redeems, and the watcher marks it redeemed', async () => {
    const wallet = chainWallet(chain, 1);
    const before = await onChainQtt(wallet.address);
    const res = await withdraw(alice, { amount: '50', recipient: wallet.address });
    expect(res.statusCode).toBe(201);
    const w = withdrawalSchema.parse(res.json());
    expect(w).toMatchObject({ amount: '50', state: 'issued', recipient: wallet.address });
    expect(w.voucher?.amountWei).toBe(parseUnits('50', 18).toString());
    expect(await balance(alice)).toBe('1950');

    const { hash } = await wallet.redeem(voucherOf(w));
    expect(await onChainQtt(wallet.address)).toBe(before + parseUnits('50', 18));
    // A second redemption of the same voucher reverts on chain.
    await expect(wallet.redeem(voucherOf(w))).rejects.toThrow(/NonceUsed/);

    await pass(); // seen at depth 1: not yet confirmed
    expect((await withdrawalRow(w.id))?.state).toBe('issued');
    await chain.mine(1);
    await pass();
    const list = (await alice.get('/api/bridge/withdrawals')).json().withdrawals as Withdrawal[];
    expect(list.find((x) => x.id === w.id)).toMatchObject({
      state: 'redeemed',
      redeemedTx: hash,
      voucher: null,
    });
    expect((await reconcileBridge(t.database.db, bridge)).problems).toEqual([]);
  });

  it('issues one voucher and moves the amount once for 50 parallel requests with one key', async () => {
    const key = newKey();
    const body = { amount: '12.5', recipient: chainWallet(chain, 2).address };
    const before = await balance(alice);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(alice, body, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((r) => r.json().id as string)).size).toBe(1);
    expect(new Set(answers.map((r) => r.json().voucher.nonce as string)).size).toBe(1);
    expect(Number(await balance(alice))).toBe(Number(before) - 12.5);
    const rows = await t.database.db
      .select()
      .from(bridgeWithdrawal)
      .where(eq(bridgeWithdrawal.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const again = await withdraw(alice, { ...body, amount: '13' }, key);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses forged fields, other members’ keys, the limits, holds and no key', async () => {
    const recipient = chainWallet(chain, 3).address;
    const code = async (res: Promise<{ statusCode: number; json: () => unknown }>) => {
      const r = await res;
      return [r.statusCode, (r.json() as { error?: { code: string } }).error?.code];
    };
    expect(await code(withdraw(alice, { amount: 10.125, recipient }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect(await code(withdraw(alice, { amount: '10.125', recipient }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    const zero = `0x${'0'.repeat(40)}`;
    expect(await code(withdraw(alice, { amount: '10', recipient: zero }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    // The bridge paying itself would count a redemption and keep the QTT.
    for (const contract of [chain.deployment.bridge, chain.deployment.token]) {
      expect(
        await code(withdraw(alice, { amount: '10', recipient: contract.toLowerCase() })),
      ).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await code(withdraw(alice, { amount: '10', recipient: '0x1234' }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect(await code(withdraw(alice, { amount: '10', recipient }, null))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect(await code(withdraw(alice, { amount: '9.99', recipient }))).toEqual([
      422,
      'BRIDGE_LIMIT',
    ]);
    expect(await code(withdraw(alice, { amount: '990', recipient }))).toEqual([
      422,
      'BRIDGE_LIMIT',
    ]);
    expect(await code(withdraw(bob, { amount: '101', recipient }))).toEqual([
      422,
      'INSUFFICIENT_FUNDS',
    ]);

    // Bob's request with Alice's key is Bob's own withdrawal: never Alice's voucher.
    const key = newKey();
    const first = await withdraw(alice, { amount: '10', recipient }, key);
    const his = await withdraw(bob, { amount: '10', recipient }, key);
    expect(his.statusCode).toBe(201);
    expect(his.json().id).not.toBe(first.json().id);
    expect(his.json().voucher.nonce).not.toBe(first.json().voucher.nonce);

    await t.database.db
      .insert(rewardHold)
      .values({ userId: bob.id, reason: 'test', heldBy: 'admin-key', heldAt: new Date() });
    expect(await code(withdraw(bob, { amount: '10', recipient }))).toEqual([403, 'BRIDGE_REFUSED']);
    await t.database.db.delete(rewardHold).where(eq(rewardHold.userId, bob.id));
  });

  it('refunds an unredeemed voucher once, only after its expiry is confirmed; never a redeemed one', async () => {
    const wallet = chainWallet(chain, 1);
    const redeemed = withdrawalSchema.parse(
      (await withdraw(alice, { amount: '20', recipient: wallet.address })).json(),
    );
    const lapsed = withdrawalSchema.parse(
      (await withdraw(alice, { amount: '30', recipient: wallet.address })).json(),
    );
    await wallet.redeem(voucherOf(redeemed));
    const before = await balance(alice);

    await chain.advance(ttl + 30); // one block past the expiry: not yet confirmed
    await expect(wallet.redeem(voucherOf(lapsed))).rejects.toThrow(/VoucherExpired/);
    await pass();
    expect((await withdrawalRow(lapsed.id))?.state).toBe('issued');
    expect(await balance(alice)).toBe(before);

    await chain.mine(1);
    // This one and the three earlier tests left unredeemed (12.5 and 10 of Alice's, 10 of Bob's).
    expect((await pass()).refunded).toBe(4);
    await chain.mine(3);
    expect((await pass()).refunded).toBe(0);
    expect(Number(await balance(alice))).toBe(Number(before) + 30 + 12.5 + 10);
    expect(await withdrawalRow(redeemed.id)).toMatchObject({
      state: 'redeemed',
      refundTransferId: null,
    });
    expect(await withdrawalRow(lapsed.id)).toMatchObject({ state: 'refunded', redeemedTx: null });
    const refunds = await t.database.db
      .select()
      .from(ledgerTransfer)
      .where(eq(ledgerTransfer.idempotencyKey, `bridge:refund:${voucherOf(lapsed).nonce}`));
    expect(refunds).toHaveLength(1);
    const list = (await alice.get('/api/bridge/withdrawals')).json().withdrawals as Withdrawal[];
    expect(list.find((x) => x.id === lapsed.id)?.state).toBe('refunded');
  });
});

describe('a chain whose clock runs ahead', () => {
  it('starts the voucher’s life at the chain’s time, so it is not born expired', async () => {
    await chain.advance(3 * 3600);
    const payee = chainWallet(chain, 3);
    const res = await withdraw(bob, { amount: '10', recipient: payee.address });
    expect(res.statusCode).toBe(201);
    const voucher = voucherOf(res.json() as Withdrawal);
    const block = await publicClient().getBlock();
    expect(voucher.expiry).toBeGreaterThanOrEqual(Number(block.timestamp) + ttl);
    await payee.redeem(voucher);
    await chain.mine(2);
    await pass();
    const list = (await bob.get('/api/bridge/withdrawals')).json().withdrawals as Withdrawal[];
    expect(list[0]?.state).toBe('redeemed');
  });
});

describe('depositing from the chain', () => {
  it('credits a deposit once after the confirmations, across restarts and a replayed pass', async () => {
    const wallet = chainWallet(chain, 2);
    const before = await balance(alice);
    const { hash } = await wallet.deposit(depositAccountOf(alice.id), '20');
    await pass();
    const pending = (await alice.get('/api/bridge/deposits')).json().deposits;
    expect(pending[0]).toMatchObject({
      txHash: hash,
      state: 'pending',
      confirmations: 1,
      required: 2,
    });
    expect(await balance(alice)).toBe(before);

    await chain.mine(1);
    // Two passes at once, as from two processes: the cursor lets one of them write.
    const both = await Promise.all([pass(), pass()]);
    expect(both.reduce((s, p) => s + p.credited, 0)).toBe(1);
    expect(Number(await balance(alice))).toBe(Number(before) + 20);

    // A restarted watcher whose cursor went back (a replayed range) credits nothing more.
    await t.database.db.update(bridgeCursor).set({ lastBlock: 0 });
    await chain.mine(2);
    expect((await pass()).credited).toBe(0);
    expect(Number(await balance(alice))).toBe(Number(before) + 20);
    const credited = (await alice.get('/api/bridge/deposits')).json().deposits[0];
    expect(credited).toMatchObject({ txHash: hash, state: 'credited', amount: '20' });
  });

  it('starts a contract it has not watched at BRIDGE_START_BLOCK, not at the first block', async () => {
    const head = Number(await publicClient().getBlockNumber());
    await t.database.db.delete(bridgeCursor);
    const late = await watchBridgeOnce(
      t.database.db,
      { ...bridge, startBlock: head },
      t.clock.now(),
    );
    // The deposit of the test before lies below the start block: not read at all.
    expect(late).toMatchObject({ seen: 0, credited: 0 });
    // From the first block, it is read again, and credited no second time.
    await t.database.db.delete(bridgeCursor);
    const all = await pass();
    expect(all.seen).toBeGreaterThan(0);
    expect(all.credited).toBe(0);
  });

  it('starts over when the local chain was restarted under it (its head behind the cursor)', async () => {
    const head = Number(await publicClient().getBlockNumber());
    await t.database.db.update(bridgeCursor).set({ lastBlock: head + 100 });
    const after = await pass();
    expect(after.seen).toBeGreaterThan(0);
    expect(after.credited).toBe(0);
    expect(after.cursor).toBeLessThanOrEqual(head);
  });

  it('the watcher job credits a deposit once, and once more after it restarts, nothing', async () => {
    const services = {
      config: { ...t.config, BRIDGE_WATCHER: 'on' as const, BRIDGE_WATCH_MS: 100 },
      db: t.database.db,
      clock: t.clock,
      logger: createLogger({ LOG_LEVEL: 'silent' }),
    } as unknown as AppServices;
    const before = Number(await balance(bob));
    const { hash } = await chainWallet(chain, 3).deposit(depositAccountOf(bob.id), '3');
    const credited = async () =>
      (await t.database.db.select().from(bridgeDeposit).where(eq(bridgeDeposit.txHash, hash)))[0]
        ?.creditTransferId ?? null;
    const first = watchBridge.start(services);
    await chain.mine(1);
    await vi.waitFor(async () => expect(await credited()).not.toBeNull(), { timeout: 30_000 });
    await first?.stop();
    // A restarted server's watcher, with its cursor taken back: it replays, credits nothing.
    await t.database.db.update(bridgeCursor).set({ lastBlock: 0 });
    const second = watchBridge.start(services);
    await chain.mine(2);
    await vi.waitFor(
      async () => {
        const [cursor] = await t.database.db.select().from(bridgeCursor);
        expect(cursor?.lastBlock).toBeGreaterThan(0);
      },
      { timeout: 30_000 },
    );
    await second?.stop();
    expect(Number(await balance(bob))).toBe(before + 3);
  });

  it('keeps a deposit naming no member uncredited, and the Security Center lists it', async () => {
    await chainWallet(chain, 3).deposit(`0x${'0'.repeat(32)}${'f'.repeat(32)}`, '5');
    await chain.mine(2);
    await pass();
    const [row] = await t.database.db
      .select()
      .from(bridgeDeposit)
      .where(sql`${bridgeDeposit.userId} is null`);
    expect(row).toMatchObject({ creditTransferId: null, amount: qtt(5) });
    // The Security Center lists it, and the latest movements each way.
    const admin = await signedInAdmin(t);
    const center = (await admin.get('/api/security-center')).json().bridge;
    expect(center.unclaimedDeposits).toEqual([
      expect.objectContaining({ state: 'unclaimed', amount: '5', userId: null }),
    ]);
    expect(center.deposits).toContainEqual(
      expect.objectContaining({ state: 'credited', amount: '20', userId: alice.id }),
    );
    expect(center.withdrawals).toContainEqual(
      expect.objectContaining({ state: 'redeemed', amount: '50', userId: alice.id }),
    );
  });

  it('credits nothing for a deposit a reorganisation removed before its confirmations', async () => {
    const before = await balance(alice);
    const wallet = chainWallet(chain, 2);
    await wallet.approve('7');
    const snapshot = await chain.rpc('evm_snapshot');
    const { hash } = await wallet.depositApproved(depositAccountOf(alice.id), '7');
    await pass();
    const seen = await t.database.db
      .select()
      .from(bridgeDeposit)
      .where(eq(bridgeDeposit.txHash, hash));
    expect(seen).toHaveLength(1);
    await chain.rpc('evm_revert', [snapshot]);
    await chain.mine(3);
    expect((await pass()).dropped).toBeGreaterThanOrEqual(1);
    await chain.mine(2);
    await pass();
    expect(
      await t.database.db.select().from(bridgeDeposit).where(eq(bridgeDeposit.txHash, hash)),
    ).toEqual([]);
    expect(await balance(alice)).toBe(before);
  });
});

describe('the reconciliation', () => {
  it('passes after all of that and names what disagrees when one side is broken', async () => {
    await chain.mine(2);
    await pass();
    const good = await reconcileBridge(t.database.db, bridge);
    expect(good.problems).toEqual([]);
    expect(good.figures.redemptions).toBe(3);
    expect(good.figures.depositsCredited).toBe(2);

    // A second credit of the same deposit, as a bug would post it.
    const [deposit] = await t.database.db
      .select()
      .from(bridgeDeposit)
      .where(sql`${bridgeDeposit.creditTransferId} is not null`);
    if (!deposit) throw new Error('no credited deposit');
    await withTransaction(t.database.db, (tx) =>
      postTransfer(tx, {
        debit: systemAccounts.bridgeInbound,
        credit: walletAccountId(alice.id),
        amount: deposit.amount,
        type: 'bridge',
        reason: 'a double credit',
        metadata: { kind: 'bridge_deposit', txHash: deposit.txHash, logIndex: deposit.logIndex },
        idempotencyKey: 'a-second-key-for-the-same-deposit',
      }),
    );
    const bad = await reconcileBridge(t.database.db, bridge);
    expect(bad.ok).toBe(false);
    expect(bad.problems.join('\n')).toMatch(/credited 2 times/);
    expect(bad.problems.join('\n')).toMatch(/bridge:inbound paid out/);
  });
});
