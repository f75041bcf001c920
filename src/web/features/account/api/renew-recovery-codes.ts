import { authClient } from '@/web/lib/auth-client';
import { runAuthCall, type Outcome } from './run-auth-call';

/** Replaces every recovery code with ten new ones. */
export async function renewRecoveryCodes(password: string): Promise<Outcome<string[]>> {
  const outcome = await runAuthCall(() => authClient.twoFactor.generateBackupCodes({ password }));
  return outcome.ok ? { ok: true, data: outcome.data.backupCodes } : outcome;
}
