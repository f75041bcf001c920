ALTER TABLE "game_session" ADD COLUMN "played_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_session" ADD COLUMN "earlier_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_session" ADD COLUMN "prev_day" date;--> statement-breakpoint
ALTER TABLE "game_session" ADD COLUMN "prev_day_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "game_session_played_idx" ON "game_session" USING btree ("played_at");--> statement-breakpoint
CREATE INDEX "game_session_user_played_idx" ON "game_session" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE INDEX "game_session_prev_day_idx" ON "game_session" USING btree ("prev_day") WHERE "game_session"."prev_day" is not null;