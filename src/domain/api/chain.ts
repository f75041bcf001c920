import { z } from 'zod';
import { evmNetworkKeys } from '../chain/networks';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Not an address.');

/**
 * GET /api/chain (public): the configured EVM network and the contract addresses, so the
 * browser asks the wallet for the right chain and talks to the right contracts. Addresses
 * are null where the contracts are not deployed. `mockMode`: whether the browser offers mock
 * mode (a simulated chain), which only development and demo servers do.
 */
export const chainConfigSchema = z.object({
  network: z.object({
    key: z.enum(evmNetworkKeys),
    chainId: z.number().int().positive(),
    name: z.string(),
    rpcUrl: z.string(),
    explorerUrl: z.string().nullable(),
    blockTimeS: z.number(),
    confirmations: z.number().int(),
    nativeCurrency: z.object({
      name: z.string(),
      symbol: z.string(),
      decimals: z.literal(18),
    }),
  }),
  contracts: z.object({
    vault: address.nullable(),
    token: address.nullable(),
  }),
  mockMode: z.boolean(),
});
export type ChainConfig = z.infer<typeof chainConfigSchema>;
