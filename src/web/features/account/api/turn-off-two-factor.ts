import { authClient } from '@/web/lib/auth-client';
import { runAuthCall } from './run-auth-call';

export const turnOffTwoFactor = (password: string) =>
  runAuthCall(() => authClient.twoFactor.disable({ password }));
