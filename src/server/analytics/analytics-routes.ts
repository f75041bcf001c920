import type { FastifyInstance } from 'fastify';
import { analyticsLimits } from '@/domain/analytics/analytics-rules';
import { analyticsSummaryQuerySchema } from '@/domain/api/analytics';
import type { Auth } from '../auth/create-auth';
import { readSession, requireAdmin } from '../auth/session-guards';
import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import { createPiRateLimit } from '../pi/pi-rate-limit';
import type { SharedState } from '../shared-state/shared-state';
import { anonymiseAddress } from '../watch/address-subnet';
import { parseAnalyticsBatch } from './parse-analytics-batch';
import { recordAnalyticsEvents } from './record-analytics-events';
import { summariseAnalytics } from './summarise-analytics';

export interface AnalyticsDeps {
  auth: Auth;
  db: Database;
  clock: Clock;
  /** Batches per anonymised address per minute; 0 = off. */
  ratePerMinute: number;
  /** Counts across server processes (decision 021); this process's memory without it. */
  shared?: SharedState;
}

/** POST analytics (the client's batches) and GET analytics-summary (admins). */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: AnalyticsDeps) {
  // A fixed window per anonymised address: one /24 or /48 is one budget, like the store.
  const limit = createPiRateLimit({
    enabled: deps.ratePerMinute > 0,
    max: deps.ratePerMinute,
    windowMs: 60_000,
    name: 'analytics',
    ...(deps.shared ? { shared: deps.shared } : {}),
  });
  mountFunction(app, {
    method: 'POST',
    name: 'analytics',
    bodyLimit: analyticsLimits.batchBytes,
    handler: async (request, reply) => {
      const ip = anonymiseAddress(request.ip);
      await limit.check('analytics', ip ?? request.ip);
      const batch = parseAnalyticsBatch(request.body);
      const user = await readSession(deps.auth, request, reply);
      return recordAnalyticsEvents(deps.db, batch, {
        userId: user?.id ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        ip,
        receivedAt: deps.clock.now(),
      });
    },
  });
  mountFunction(app, {
    method: 'GET',
    name: 'analytics-summary',
    handler: async (request, reply) => {
      await requireAdmin(deps.auth, request, reply);
      const { days } = parseInput(analyticsSummaryQuerySchema, request.query);
      return summariseAnalytics(deps.db, { days, now: deps.clock.now() });
    },
  });
}
