// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockVaultChain, mockAccount, mockStorageKey } from './mock-vault-chain';

const qtt = (n: number) => BigInt(n) * 10n ** 18n;
const day = 86_400_000;

/** Runs a mock action through its 1 s delay and answers its result. */
async function settle<T>(action: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(1000);
  return action;
}

/** Expects a mock action to fail after its delay (the expectation attaches first). */
async function refuses(action: Promise<unknown>, message: string) {
  const check = expect(action).rejects.toThrow(message);
  await vi.advanceTimersByTimeAsync(1000);
  await check;
}

describe('mock mode chain', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('starts with 1000 QTT on a fixed fake account and no vaults', async () => {
    const chain = createMockVaultChain();
    expect(chain.kind).toBe('mock');
    expect(chain.account).toBe(mockAccount);
    expect(await chain.balance()).toBe(qtt(1000));
    expect(await chain.vaults()).toEqual([]);
    // Mock mode models no reward reserve (product rules R4), so the form shows no reservation cap.
    expect(await chain.maxLockAmount(7)).toBeNull();
  });

  it('takes 1 s to lock, reports the steps and the spec’s 150,000 gas', async () => {
    const chain = createMockVaultChain();
    const steps: string[] = [];
    const lock = chain.lock(qtt(100), 30, (s) => steps.push(s));
    let done = false;
    void lock.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    const result = await settle(lock);
    expect(steps).toEqual(['locking', 'confirming']);
    expect(result.gasUsed).toBe(150_000n);
    expect(result.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await chain.balance()).toBe(qtt(900));
  });

  it.each([
    [7, 10_500],
    [30, 11_500],
    [90, 13_500],
    [180, 16_000],
    [45, 10_000],
  ])('a %i-day lock gets %i bps, and no reward while locked', async (days, bps) => {
    const chain = createMockVaultChain();
    await settle(chain.lock(qtt(100), days));
    const [v] = await chain.vaults();
    expect(v).toMatchObject({ multiplierBps: bps, isLocked: true, reward: 0n, durationDays: days });
    expect(v?.unlockTime.getTime()).toBe(Date.now() + days * day);
  });

  it('unlock sets isLocked false and frees the principal; claim pays the reward once', async () => {
    const chain = createMockVaultChain();
    const { vaultId } = await settle(chain.lock(qtt(100), 30));
    const unlocked = await settle(chain.unlock(vaultId));
    expect(unlocked).toMatchObject({ returned: qtt(100), penalty: 0n, gasUsed: 120_000n });
    const [v] = await chain.vaults();
    expect(v).toMatchObject({ isLocked: false, reward: qtt(15), claimed: false });
    expect(v?.unlockTime.getTime()).toBe(Date.now());
    expect(await chain.balance()).toBe(qtt(1000));
    const claimed = await settle(chain.claim(vaultId));
    expect(claimed).toMatchObject({ reward: qtt(15), gasUsed: 80_000n });
    expect(await chain.balance()).toBe(qtt(1015));
    await refuses(chain.claim(vaultId), 'Reward already claimed.');
  });

  it('refuses to claim a locked vault, an unknown one and a lock beyond the balance', async () => {
    const chain = createMockVaultChain();
    const { vaultId } = await settle(chain.lock(qtt(100), 7));
    await refuses(chain.claim(vaultId), 'Vault is still locked.');
    await refuses(chain.unlock(9n), 'Vault not found');
    await expect(chain.lock(qtt(901), 7)).rejects.toThrow('Not enough mock QTT');
    await expect(chain.lock(0n, 7)).rejects.toThrow('Invalid amount');
  });

  it('keeps its vaults in this tab’s storage, newest first, across instances', async () => {
    await settle(createMockVaultChain().lock(qtt(10), 7));
    await settle(createMockVaultChain().lock(qtt(20), 30));
    expect(sessionStorage.getItem(mockStorageKey)).toContain('"durationDays":30');
    const vaults = await createMockVaultChain().vaults();
    expect(vaults.map((v) => v.id)).toEqual([1n, 0n]);
  });
});
