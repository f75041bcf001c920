import { symmetricDecrypt } from 'better-auth/crypto';
import type { SingleUseCodes } from '../shared-state/shared-state';
import type { Auth } from './create-auth';
import { secondFactorPolicy } from './throttle/sign-in-policies';
import { createThrottle } from './throttle/throttle';
import type { ThrottleStore } from './throttle/throttle-store';
import { isValidTotp } from './totp-code';

/** Longer than the 90 seconds a code is valid for. */
const rememberMs = 2 * 60_000;

interface TwoFactorRow {
  secret: string;
  verified?: boolean | null;
}

/**
 * Whether an authenticator code lets a throttled password attempt through (docs/decisions/
 * 034): only for an account with two-factor on, only a valid code, each code once for this
 * purpose. Wrong codes are delayed per account on a key of their own, so a stranger
 * guessing codes here never slows the second step of the owner's ordinary sign-in.
 */
export function createTotpPass(deps: {
  auth: Auth;
  store: ThrottleStore;
  codes: SingleUseCodes;
  /** Times the delays (the app's clock). */
  now: () => number;
}) {
  const throttle = createThrottle(deps.store, secondFactorPolicy, deps.now);

  async function secretOf(userId: string): Promise<string | null> {
    const ctx = await deps.auth.$context;
    const user = await ctx.adapter.findOne<{ twoFactorEnabled?: boolean | null }>({
      model: 'user',
      where: [{ field: 'id', value: userId }],
    });
    if (!user?.twoFactorEnabled) return null;
    const row = await ctx.adapter.findOne<TwoFactorRow>({
      model: 'twoFactor',
      where: [{ field: 'userId', value: userId }],
    });
    if (!row || row.verified === false) return null;
    return symmetricDecrypt({ key: ctx.secretConfig, data: row.secret });
  }

  return {
    async passes(userId: string, code: string): Promise<boolean> {
      const secret = await secretOf(userId);
      if (!secret) return false;
      const key = `totp-pass:${userId}`;
      if ((await throttle.acquire(key)) > 0) return false;
      const claim = `totp-pass:${userId}:${code}`;
      if (!(await deps.codes.claim(claim, rememberMs))) return false;
      // Real time, as better-auth checks codes: both must accept the same code.
      if (isValidTotp(secret, code, Date.now())) {
        await throttle.forgive(key);
        return true;
      }
      await deps.codes.release(claim);
      return false;
    },
  };
}

export type TotpPass = ReturnType<typeof createTotpPass>;
