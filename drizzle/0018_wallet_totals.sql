-- A member's wallet figures through a settled UTC day, a cache of the ledger's and the
-- sessions' sums (docs/decisions/051-wallet-totals.md); empty until each member's first read.
-- The index of a member's finished games now covers withheld ones too (games played).
CREATE TABLE "wallet_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"through_day" date NOT NULL,
	"earned" bigint NOT NULL,
	"watch_ms" bigint NOT NULL,
	"games_played" integer NOT NULL,
	"streak_days" integer NOT NULL,
	CONSTRAINT "wallet_totals_non_negative" CHECK ("wallet_totals"."earned" >= 0 and "wallet_totals"."watch_ms" >= 0 and "wallet_totals"."games_played" >= 0 and "wallet_totals"."streak_days" >= 0)
);
--> statement-breakpoint
DROP INDEX "game_session_user_finished_idx";--> statement-breakpoint
ALTER TABLE "wallet_totals" ADD CONSTRAINT "wallet_totals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_session_user_finished_idx" ON "game_session" USING btree ("user_id","finished_at") WHERE "game_session"."status" in ('finished', 'withheld');