-- Custom SQL migration (decision 029): the admin ledger search matches part of a person's
-- email or username; trigram indexes find it without reading every account. pg_trgm is a
-- trusted extension in PostgreSQL 13+ (a database owner may create it); PGlite loads it
-- from its contrib build (src/server/db/pglite-options.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_email_trgm" ON "user" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_username_trgm" ON "user" USING gin ("username" gin_trgm_ops);
