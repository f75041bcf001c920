CREATE TABLE "rate_limit_counters" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "shared_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "single_use_codes" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_handle_sequences" (
	"session_id" text PRIMARY KEY NOT NULL,
	"next_seq" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_start_accounts" (
	"scope_key" text NOT NULL,
	"user_id" text NOT NULL,
	"started_at" bigint NOT NULL,
	CONSTRAINT "watch_start_accounts_scope_key_user_id_pk" PRIMARY KEY("scope_key","user_id")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expire_idx" ON "rate_limit_counters" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "shared_throttle_expires_at_idx" ON "shared_throttle" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "single_use_codes_expires_at_idx" ON "single_use_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "watch_handle_sequences_expires_at_idx" ON "watch_handle_sequences" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "watch_start_accounts_started_at_idx" ON "watch_start_accounts" USING btree ("started_at");