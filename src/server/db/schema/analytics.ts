import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One analytics event the web client sent (decision 019). The client's
 * event id is the primary key, so a batch sent twice stores each event once. The user comes
 * from the session, never the body; the address is stored only anonymised (IPv4 /24,
 * IPv6 /48).
 */
export const analyticsEvent = pgTable(
  'analytics_event',
  {
    /** The client's event id (a UUID). */
    id: text().primaryKey(),
    eventType: text().notNull(),
    /** When it happened: the server's receive time corrected by the event's offset. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    sessionId: text().notNull(),
    userId: uuid().references(() => user.id, { onDelete: 'set null' }),
    url: text(),
    referrer: text(),
    userAgent: text(),
    /** The anonymised address, e.g. 203.0.113.0 or 2001:db8:85a3::. */
    ip: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('analytics_event_type_time_idx').on(t.eventType, t.occurredAt),
    index('analytics_event_received_idx').on(t.receivedAt),
  ],
);
