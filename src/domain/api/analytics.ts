import { z } from 'zod';
import {
  analyticsDefaultSummaryDays,
  analyticsEventTypes,
  analyticsLimits as limits,
  utf8Bytes,
} from '../analytics/analytics-rules';
import { dayString } from './fields';

/**
 * POST analytics (decision 019) and the admin's GET
 * analytics-summary. The server takes the user from the session, the time from its own
 * clock minus `offsetMs`, and the address from the connection: fields an old client sends
 * for them (`userId`, `timestamp`) are dropped here, never trusted.
 */

const noNul = (v: string) => !v.includes('\u0000');

const boundedText = (label: string, maxBytes: number) =>
  z
    .string({ message: `${label} must be text.` })
    .refine(noNul, `${label} cannot contain NUL characters.`)
    .refine((v) => utf8Bytes(v) <= maxBytes, `${label} must be ${maxBytes} bytes or fewer.`);

const dataValue = z.union(
  [
    z
      .string()
      .refine(noNul, 'Data values cannot contain NUL characters.')
      .refine(
        (v) => v.length <= limits.dataStringChars,
        `Data text must be ${limits.dataStringChars} characters or fewer.`,
      ),
    z.number().finite(),
    z.boolean(),
  ],
  { message: 'Data values must be text, numbers or booleans.' },
);

const dataKeyMessage = `Data keys are letters, digits and _ (up to ${limits.dataKeyChars}).`;

/** A flat object: no nesting, so the store never holds more than the client said. */
const eventData = z
  .record(
    z
      .string()
      .regex(new RegExp(`^[A-Za-z][A-Za-z0-9_]{0,${limits.dataKeyChars - 1}}$`), dataKeyMessage),
    dataValue,
    {
      error: (issue) => (issue.code === 'invalid_key' ? dataKeyMessage : 'Data must be an object.'),
    },
  )
  .refine(
    (d) => Object.keys(d).length <= limits.dataKeys,
    `Data may have at most ${limits.dataKeys} keys.`,
  )
  .refine(
    (d) => utf8Bytes(JSON.stringify(d)) <= limits.dataBytes,
    `Data must be ${limits.dataBytes} bytes or fewer as JSON.`,
  );

export const analyticsEventSchema = z.object({
  id: z.uuid({ message: 'The event id must be a UUID.' }),
  eventType: z.enum(analyticsEventTypes, { message: 'Unknown event type.' }),
  /** How long before the batch was sent the event happened. */
  offsetMs: z
    .number({ message: 'The offset must be a number of milliseconds.' })
    .int('The offset must be a whole number of milliseconds.')
    .min(0, 'The offset cannot be negative.')
    .max(limits.maxOffsetMs, `The offset must be at most ${limits.maxOffsetMs} ms.`),
  sessionId: z.uuid({ message: 'The session id must be a UUID.' }),
  /** The page's path and query. */
  url: boundedText('The url', limits.urlBytes).regex(
    /^\//,
    'The url must be a path starting with /.',
  ),
  referrer: boundedText('The referrer', limits.urlBytes).nullish(),
  data: eventData.optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
/** What the client builds; the same shape. */
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object(
  {
    events: z
      .array(analyticsEventSchema, { message: 'Send events as a list.' })
      .min(1, 'Send at least one event.')
      .max(limits.eventsPerBatch, `Send at most ${limits.eventsPerBatch} events per batch.`),
  },
  { message: 'Send a JSON object with a list of events.' },
);
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsBatchResponseSchema = z.object({
  /** Events stored now. */
  accepted: z.number().int(),
  /** Events whose id was already stored (a batch sent again), dropped. */
  duplicates: z.number().int(),
});
export type AnalyticsBatchResponse = z.infer<typeof analyticsBatchResponseSchema>;

export const analyticsSummaryQuerySchema = z.object({
  days: z
    .enum(['7', '14', '30'], { message: 'Days must be 7, 14 or 30.' })
    .default(String(analyticsDefaultSummaryDays) as '14')
    .transform(Number),
});

/** A count for every event type (an object of named properties, as the document shows it). */
const countsSchema = z.object(
  Object.fromEntries(analyticsEventTypes.map((type) => [type, z.number().int()])) as Record<
    (typeof analyticsEventTypes)[number],
    z.ZodNumber
  >,
);

export const analyticsSummarySchema = z.object({
  days: z.number().int(),
  /** The first and last UTC day counted (today is the last). */
  from: dayString,
  to: dayString,
  /** Every day of the range, oldest first, with a count for every event type. */
  daily: z.array(z.object({ day: dayString, counts: countsSchema })),
  totals: countsSchema,
  total: z.number().int(),
  /** Distinct analytics sessions in the range. */
  sessions: z.number().int(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
