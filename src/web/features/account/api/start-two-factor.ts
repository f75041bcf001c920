import { authClient } from '@/web/lib/auth-client';
import { accountMessages } from '../account-messages';
import { runAuthCall, type Outcome } from './run-auth-call';

export interface TotpSetup {
  totpURI: string;
  backupCodes: string[];
}

/** Starts enrolment. Two-factor stays off until the first code is verified. */
export async function startTwoFactor(password: string): Promise<Outcome<TotpSetup>> {
  const outcome = await runAuthCall(() => authClient.twoFactor.enable({ password }));
  if (!outcome.ok) return outcome;
  const data = outcome.data;
  if (!('totpURI' in data)) return { ok: false, message: accountMessages.failed };
  return { ok: true, data: { totpURI: data.totpURI, backupCodes: data.backupCodes } };
}
