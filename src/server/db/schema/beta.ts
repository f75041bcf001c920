import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A beta signup (decision 020): one per email address, compared in
 * lower case. Signing up again keeps the Beta ID and updates the rest.
 */
export const betaSignup = pgTable(
  'beta_signup',
  {
    /** The Beta ID shown to the person, e.g. `QTN-BETA-7K3M9Q2P`. */
    betaId: text().primaryKey(),
    /** Lower-cased. */
    email: text().notNull().unique(),
    name: text().notNull(),
    piUsername: text().notNull(),
    deviceType: text({ enum: ['mobile', 'desktop', 'both'] }).notNull(),
    experience: text({ enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
    /** A non-empty list drawn from payments, content, social, rewards, powt. */
    interests: jsonb().$type<string[]>().notNull(),
    /** '' when not given. */
    referralSource: text().notNull(),
    /** The signed-in account that sent it, if any (taken from the session). */
    userId: uuid().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('beta_signup_created_idx').on(t.createdAt)],
);
