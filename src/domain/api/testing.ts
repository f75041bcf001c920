import { z } from 'zod';
import { vaultId } from './fields';

/** Test-only routes (ENABLE_TEST_ROUTES; production refuses them). */
export const testGrantSchema = z.object({ amount: z.number().int().min(1).max(100_000) });
export const testClockSchema = z.object({ shiftDays: z.number().min(0).max(400) });
export const testVaultParamsSchema = z.object({ id: vaultId });
export const okResponseSchema = z.object({ ok: z.literal(true) });
export const testClockResponseSchema = z.object({ now: z.string() });

/**
 * POST test/pilot-usage: verified usage for the signed-in user on a past (or the current)
 * UTC day, as a completed watch session and a finished game session would record it.
 */
export const testPilotUsageSchema = z.object({
  daysAgo: z.number().int().min(0).max(60),
  watchSeconds: z.number().int().min(0).max(86_400),
  gameSeconds: z.number().int().min(0).max(86_400),
});
