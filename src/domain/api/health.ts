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
  /** Pressure on the server; while `shedding`, other API requests answer 503. */
  load: z.object({
    shedding: z.boolean(),
    eventLoopDelayMs: z.number(),
    eventLoopUtilization: z.number(),
    openConnections: z.number(),
    passwordHashing: z.object({
      running: z.number(),
      queued: z.number(),
      refused: z.number(),
      abandoned: z.number(),
    }),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * GET|POST /api/ping: answers without touching the database. `ok` and `time` are the Pi
 * test page's ping (pingResponseSchema in ./pi).
 */
export const pingResponseSchema = z.object({
  pong: z.literal(true),
  ok: z.literal(true),
  time: z.string(),
});
