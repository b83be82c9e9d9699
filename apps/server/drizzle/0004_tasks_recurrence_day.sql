ALTER TABLE "tasks" ADD COLUMN "recurrence_day" smallint;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_recurrence_day_range" CHECK ("tasks"."recurrence_day" between 1 and 31);--> statement-breakpoint
-- Existing monthly series keep the day of their current due date (a series already pulled back to the 28th stays there).
UPDATE "tasks" SET "recurrence_day" = extract(day from "due_date")::smallint WHERE "recurrence" = 'monthly' AND "due_date" IS NOT NULL;
