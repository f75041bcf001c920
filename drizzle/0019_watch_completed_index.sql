-- Everyone's completed watching of one UTC day by its end time: today's usage in the pilot
-- report reads that day's sessions, not every watch started since the day before.
CREATE INDEX "watch_session_completed_idx" ON "watch_session" USING btree ("completed_at") WHERE "watch_session"."status" = 'completed';