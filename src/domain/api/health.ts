import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 (same body) when it does not. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().nullable(),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/** GET|POST /api/ping: answers without touching the database. */
export const pingResponseSchema = z.object({ pong: z.literal(true) });
