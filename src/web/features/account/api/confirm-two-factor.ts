import { authClient } from '@/web/lib/auth-client';
import { runAuthCall } from './run-auth-call';

/** Verifies a code from the app; the first success turns two-factor on. */
export const confirmTwoFactor = (code: string) =>
  runAuthCall(() => authClient.twoFactor.verifyTotp({ code }));
