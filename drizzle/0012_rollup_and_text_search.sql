CREATE TABLE "pilot_usage_daily" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"watch_seconds" integer NOT NULL,
	"game_seconds" integer NOT NULL,
	CONSTRAINT "pilot_usage_daily_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "pilot_usage_daily_seconds" CHECK ("pilot_usage_daily"."watch_seconds" >= 0 and "pilot_usage_daily"."game_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pilot_usage_day" (
	"day" date PRIMARY KEY NOT NULL,
	"users" integer NOT NULL,
	"watch_seconds" bigint NOT NULL,
	"game_seconds" bigint NOT NULL,
	"window_users" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pilot_usage_daily" ADD CONSTRAINT "pilot_usage_daily_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transfer_reason_text_idx" ON "ledger_transfer" USING gin (to_tsvector('simple', "reason"));