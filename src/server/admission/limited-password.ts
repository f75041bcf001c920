import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { currentRequestSignal } from './request-signal';
import type { WorkLimiter } from './work-limiter';

/**
 * better-auth's own scrypt hash and verify (the stored format is unchanged), each run
 * through the limiter, for sign-up, sign-in, reset and password change alike.
 */
export function limitedPassword(limiter: WorkLimiter) {
  return {
    hash: (password: string) => limiter.run(() => hashPassword(password), currentRequestSignal()),
    verify: (data: { hash: string; password: string }) =>
      limiter.run(() => verifyPassword(data), currentRequestSignal()),
  };
}
