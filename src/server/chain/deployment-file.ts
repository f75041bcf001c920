import fs from 'node:fs/promises';
import { z } from 'zod';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as z.ZodType<`0x${string}`>;

/** The local chain's deployment, as `npm run chain` writes it (CHAIN_DEPLOYMENT_FILE). */
export const deploymentSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.string(),
  vault: address,
  token: address,
  /**
   * contracts/QTNBridge.sol, its liquidity funded and its signer dev account 9. Absent in a
   * file written before the bridge existed: the vault still works and the bridge is off
   * (`npm run chain` redeploys everything when it is missing).
   */
  bridge: address.optional(),
  deployedAt: z.string(),
  block: z.number().int().nonnegative(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

/** The deployment in `file`, or null when it is missing, unreadable or malformed. */
export async function readDeploymentFile(file: string): Promise<Deployment | null> {
  try {
    const parsed = deploymentSchema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
