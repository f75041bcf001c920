import type { DelayPolicy } from './progressive-delay';
import { signInPolicies } from './sign-in-policies';
import { createThrottle, type Throttle } from './throttle';
import type { ThrottleStore } from './throttle-store';

export interface SignInAttempt {
  /** The account id, or `unknown:<normalised identifier>` when no account has it. */
  account: string;
  address: string;
  /** The device id from a valid device cookie bound to this account, else null. */
  device: string | null;
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
 * Password sign-in throttling (decision 011). A known device is counted on its own, so
 * failures from other addresses and devices never slow its owner. Every other client is
 * counted per address, per (account, address) and per account.
 */
export function createSignInThrottle(store: ThrottleStore, now: () => number) {
  const make = (p: DelayPolicy) => createThrottle(store, p, now);
  const t = {
    account: make(signInPolicies.account),
    accountAddress: make(signInPolicies.accountAddress),
    address: make(signInPolicies.address),
    device: make(signInPolicies.device),
  };

  const scopes = (a: SignInAttempt): Scope[] =>
    a.device
      ? [{ throttle: t.device, key: `device:${a.account}:${a.device}`, clearedBySuccess: true }]
      : [
          { throttle: t.address, key: `address:${a.address}`, clearedBySuccess: false },
          {
            throttle: t.accountAddress,
            key: `account-address:${a.account}:${a.address}`,
            clearedBySuccess: true,
          },
          { throttle: t.account, key: `account:${a.account}`, clearedBySuccess: false },
        ];

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
