-- Covering indexes: among other users' rows a user's rows lie one per heap page, so the day-window reads of the
-- composite screens read the columns they need from the index (an index-only scan) instead (docs/SCALING.md).
DROP INDEX "habit_completions_user_date_idx";--> statement-breakpoint
DROP INDEX "tasks_user_due_idx";--> statement-breakpoint
DROP INDEX "tasks_user_completed_idx";--> statement-breakpoint
DROP INDEX "transactions_user_date_idx";--> statement-breakpoint
DROP INDEX "moods_user_date_idx";--> statement-breakpoint
DROP INDEX "focus_sessions_user_date_idx";--> statement-breakpoint
DROP INDEX "workouts_user_date_idx";--> statement-breakpoint
CREATE INDEX "habit_completions_user_date_idx" ON "habit_completions" USING btree ("user_id","date","habit_id","completed","skipped");--> statement-breakpoint
CREATE INDEX "tasks_user_due_idx" ON "tasks" USING btree ("user_id","due_date","status");--> statement-breakpoint
CREATE INDEX "tasks_user_completed_idx" ON "tasks" USING btree ("user_id","completed_at","status");--> statement-breakpoint
CREATE INDEX "transactions_user_date_idx" ON "transactions" USING btree ("user_id","date","type","amount","category");--> statement-breakpoint
CREATE INDEX "moods_user_date_idx" ON "moods" USING btree ("user_id","date","rating");--> statement-breakpoint
CREATE INDEX "focus_sessions_user_date_idx" ON "focus_sessions" USING btree ("user_id","date","id","type","actual_duration");--> statement-breakpoint
CREATE INDEX "workouts_user_date_idx" ON "workouts" USING btree ("user_id","date","id","duration");--> statement-breakpoint
-- One habit's whole history (habits/:id/stats) by index only; drizzle-kit cannot declare INCLUDE, so the schema
-- keeps the key columns and this statement adds the rest.
DROP INDEX "habit_completions_habit_date_key";--> statement-breakpoint
CREATE UNIQUE INDEX "habit_completions_habit_date_key" ON "habit_completions" USING btree ("habit_id","date") INCLUDE ("completed","skipped","user_id");
