import { isIPv6 } from 'node:net';
import { subnetOf } from '../../http/address-subnet';
import type { DelayPolicy } from './progressive-delay';
import { signInPolicies } from './sign-in-policies';
import { createThrottle, type Throttle } from './throttle';
import type { ThrottleStore } from './throttle-store';

export interface SignInAttempt {
  /** The account id, or `unknown:<digest of the identifier>` when no account has it. */
  account: string;
  address: string;
  /** The device id from a valid device cookie bound to this account, else null. */
  device: string | null;
  /** A valid authenticator code of this account came with the attempt (a throttled one). */
  holdsCode?: boolean;
}

export type SignInOutcome = 'failure' | 'success' | 'other';

export type SignInTicket =
  | { allowed: false; waitMs: number }
  | { allowed: true; settle(outcome: SignInOutcome): Promise<void> };

interface Scope {
  throttle: Throttle;
  key: string;
  /** Does a right password clear it? Not for counters that strangers share. */
  clearedBySuccess: boolean;
}

/**
 * The key the per-address counter uses: the address itself, but for IPv6 its /64, which
 * one home or host holds whole; otherwise one machine could count as 2^64 addresses.
 */
export function addressKeyOf(address: string): string {
  const mappedIPv4 = /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address);
  return isIPv6(address) && !mappedIPv4 ? subnetOf(address) : address;
}

/**
 * Password sign-in throttling (docs/decisions/011, 034). A known device, and whoever holds
 * a valid authenticator code, are counted on their own, so failures from other addresses
 * and devices never slow the owner. Every other client is counted per address, per
 * (account, address) and per account.
 */
export function createSignInThrottle(store: ThrottleStore, now: () => number) {
  const make = (p: DelayPolicy) => createThrottle(store, p, now);
  const t = {
    account: make(signInPolicies.account),
    accountAddress: make(signInPolicies.accountAddress),
    address: make(signInPolicies.address),
    device: make(signInPolicies.device),
    codeHolder: make(signInPolicies.codeHolder),
  };

  const scopes = (a: SignInAttempt): Scope[] => {
    if (a.device)
      return [
        { throttle: t.device, key: `device:${a.account}:${a.device}`, clearedBySuccess: true },
      ];
    if (a.holdsCode)
      return [{ throttle: t.codeHolder, key: `code:${a.account}`, clearedBySuccess: true }];
    return [
      // First: an address past its budget creates no per-account keys, so however many
      // identifiers one address invents, it stores at most its own budget of them.
      { throttle: t.address, key: `address:${addressKeyOf(a.address)}`, clearedBySuccess: false },
      {
        throttle: t.accountAddress,
        key: `account-address:${a.account}:${a.address}`,
        clearedBySuccess: true,
      },
      { throttle: t.account, key: `account:${a.account}`, clearedBySuccess: false },
    ];
  };

  return {
    async begin(attempt: SignInAttempt): Promise<SignInTicket> {
      const taken: Scope[] = [];
      for (const scope of scopes(attempt)) {
        const wait = await scope.throttle.acquire(scope.key);
        if (wait > 0) {
          for (const s of taken) await s.throttle.refund(s.key);
          return { allowed: false, waitMs: wait };
        }
        taken.push(scope);
      }
      return {
        allowed: true,
        async settle(outcome) {
          if (outcome === 'failure') return;
          for (const s of taken) {
            if (outcome === 'success' && s.clearedBySuccess) await s.throttle.forgive(s.key);
            else await s.throttle.refund(s.key);
          }
        },
      };
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
