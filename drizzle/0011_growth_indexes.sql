CREATE INDEX "ledger_transfer_credit_time_idx" ON "ledger_transfer" USING btree ("credit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "watch_session_user_completed_idx" ON "watch_session" USING btree ("user_id","completed_at") WHERE "watch_session"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "game_session_started_idx" ON "game_session" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "game_session_withheld_idx" ON "game_session" USING btree ("finished_at") WHERE "game_session"."status" = 'withheld';--> statement-breakpoint
CREATE INDEX "game_session_user_finished_idx" ON "game_session" USING btree ("user_id","finished_at") WHERE "game_session"."status" = 'finished';