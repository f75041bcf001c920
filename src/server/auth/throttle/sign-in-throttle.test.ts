import { describe, expect, it } from 'vitest';
import { signInPolicies } from './sign-in-policies';
import { addressKeyOf, createSignInThrottle, type SignInAttempt } from './sign-in-throttle';
import { createMemoryThrottleStore } from './throttle-store';

function setup() {
  let now = 1_000_000;
  const throttle = createSignInThrottle(createMemoryThrottleStore(), () => now);
  const fail = async (a: SignInAttempt) => {
    const ticket = await throttle.begin(a);
    if (ticket.allowed) await ticket.settle('failure');
    return ticket.allowed ? 0 : ticket.waitMs;
  };
  return { throttle, fail, advance: (ms: number) => (now += ms) };
}

const stranger = (i: number): SignInAttempt => ({
  account: 'u1',
  address: `198.51.100.${i}`,
  device: null,
});

describe('sign-in throttle', () => {
  it('slows strangers spread over many addresses, but not the owner’s known device', async () => {
    const { throttle, fail } = setup();
    const waits = [];
    for (let i = 0; i < 30; i++) waits.push(await fail(stranger(i)));
    expect(waits.slice(0, signInPolicies.account.free + 1).every((w) => w === 0)).toBe(true);
    expect(waits.at(-1)).toBeGreaterThan(0);
    const owner = await throttle.begin({ account: 'u1', address: '192.0.2.1', device: 'd1' });
    expect(owner.allowed).toBe(true);
  });

  it('makes the delay grow with each failure once it has passed', async () => {
    const { fail, advance } = setup();
    const a = stranger(1);
    for (let i = 0; i < signInPolicies.accountAddress.free; i++) expect(await fail(a)).toBe(0);
    const delays: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(await fail(a)).toBe(0);
      const wait = await fail(a);
      delays.push(wait);
      advance(wait);
    }
    expect(delays).toEqual([30_000, 60_000, 120_000]);
  });

  it('clears the (account, address) count on success and refunds attempts that tested nothing', async () => {
    const { throttle, fail, advance } = setup();
    const a = stranger(1);
    for (let i = 0; i <= signInPolicies.accountAddress.free; i++) await fail(a);
    advance(await fail(a));
    const right = await throttle.begin(a);
    expect(right.allowed).toBe(true);
    if (right.allowed) await right.settle('success');
    for (let i = 0; i < 3; i++) {
      const other = await throttle.begin(a);
      if (other.allowed) await other.settle('other');
    }
    for (let i = 0; i < signInPolicies.accountAddress.free - 1; i++) expect(await fail(a)).toBe(0);
  });
});

describe('the per-address counter', () => {
  it('counts an IPv6 /64 as one address, and IPv4 (mapped or not) as itself', () => {
    expect(addressKeyOf('2001:db8:1:2:aaaa::1')).toBe(addressKeyOf('2001:db8:1:2:bbbb::9'));
    expect(addressKeyOf('2001:db8:1:2::1')).not.toBe(addressKeyOf('2001:db8:1:3::1'));
    expect(addressKeyOf('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKeyOf('::ffff:198.51.100.7')).toBe('::ffff:198.51.100.7');
  });

  it('holds one IPv6 host to one address budget across its /64', async () => {
    const { fail } = setup();
    const waits = [];
    for (let i = 0; i < signInPolicies.address.free + 2; i++) {
      waits.push(
        await fail({ account: `a${i}`, address: `2001:db8:5:6::${i.toString(16)}`, device: null }),
      );
    }
    expect(waits.at(-1)).toBeGreaterThan(0);
  });
});

describe('an attempt carrying a valid authenticator code', () => {
  it('is counted apart from strangers, who stay throttled', async () => {
    const { throttle, fail } = setup();
    for (let i = 0; i < 30; i++) await fail(stranger(i));
    expect((await throttle.begin(stranger(31))).allowed).toBe(false);
    const holder = await throttle.begin({ ...stranger(31), holdsCode: true });
    expect(holder.allowed).toBe(true);
    expect((await throttle.begin(stranger(32))).allowed).toBe(false);
  });
});
