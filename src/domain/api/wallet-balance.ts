import { z } from 'zod';
import { decimalQtt } from './fields';

/**
 * GET /api/wallet/balance: the balance alone, cheap enough for the header of every page. A
 * file of its own, so the header's chunk does not carry the whole wallet contract.
 */
export const walletBalanceSchema = z.object({ balance: decimalQtt });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;
