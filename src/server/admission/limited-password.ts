import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { currentRequestSignal } from './request-signal';
import type { WorkLimiter } from './work-limiter';

/** How a password is hashed and checked: better-auth's scrypt, unless a caller passes its own. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export const scryptPasswordHashing: PasswordHashing = {
  hash: hashPassword,
  verify: verifyPassword,
};

/**
 * The hash and check (better-auth's own scrypt unless `hashing` is given; the stored format
 * is unchanged), each run through the limiter, for sign-up, sign-in, reset and password
 * change alike.
 */
export function limitedPassword(limiter: WorkLimiter, hashing = scryptPasswordHashing) {
  return {
    hash: (password: string) => limiter.run(() => hashing.hash(password), currentRequestSignal()),
    verify: (data: { hash: string; password: string }) =>
      limiter.run(() => hashing.verify(data), currentRequestSignal()),
  };
}
