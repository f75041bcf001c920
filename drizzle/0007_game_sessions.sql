CREATE TABLE "game_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"secret" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"verified_ms" bigint DEFAULT 0 NOT NULL,
	"reward" bigint DEFAULT 0 NOT NULL,
	"outcome" text,
	"withheld_reason" text,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "game_session" ADD CONSTRAINT "game_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_session_user_game_idx" ON "game_session" USING btree ("user_id","game_id","started_at");--> statement-breakpoint
CREATE INDEX "game_session_status_idx" ON "game_session" USING btree ("status","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_session_one_active_idx" ON "game_session" USING btree ("user_id","game_id") WHERE "game_session"."status" = 'active';