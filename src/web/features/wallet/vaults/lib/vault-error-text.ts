import { errorMessage } from '@/web/lib/api-client';

/** A vault action's failure in words: the server's or wallet's own, else the generic ones. */
export const vaultErrorText = (err: unknown) => errorMessage(err, 'Something went wrong');
