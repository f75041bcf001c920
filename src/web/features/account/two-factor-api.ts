import type { AuthFailure } from '@/domain/auth/messages';
import { authClient } from '@/web/lib/auth-client';
import { accountMessages, twoFactorErrorMessage } from './account-messages';

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

interface Answer<T> {
  data: T | null;
  error: AuthFailure | null;
}

/** Runs one auth call and turns its answer, or a network failure, into an Outcome. */
async function run<T>(call: () => Promise<Answer<T>>): Promise<Outcome<T>> {
  try {
    const { data, error } = await call();
    if (error) return { ok: false, message: twoFactorErrorMessage(error) };
    if (data === null) return { ok: false, message: accountMessages.failed };
    return { ok: true, data };
  } catch {
    return { ok: false, message: accountMessages.offline };
  }
}

export interface TotpSetup {
  totpURI: string;
  backupCodes: string[];
}

/** Starts enrolment. Two-factor stays off until the first code is verified. */
export async function startTwoFactor(password: string): Promise<Outcome<TotpSetup>> {
  const outcome = await run(() => authClient.twoFactor.enable({ password }));
  if (!outcome.ok) return outcome;
  const data = outcome.data;
  if (!('totpURI' in data)) return { ok: false, message: accountMessages.failed };
  return { ok: true, data: { totpURI: data.totpURI, backupCodes: data.backupCodes } };
}

/** Verifies a code from the app; the first success turns two-factor on. */
export function confirmTwoFactor(code: string) {
  return run(() => authClient.twoFactor.verifyTotp({ code }));
}

export function turnOffTwoFactor(password: string) {
  return run(() => authClient.twoFactor.disable({ password }));
}

/** Replaces every recovery code with ten new ones. */
export async function renewRecoveryCodes(password: string): Promise<Outcome<string[]>> {
  const outcome = await run(() => authClient.twoFactor.generateBackupCodes({ password }));
  return outcome.ok ? { ok: true, data: outcome.data.backupCodes } : outcome;
}
