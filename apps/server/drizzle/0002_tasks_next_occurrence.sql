ALTER TABLE "tasks" ADD COLUMN "next_occurrence_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_next_occurrence_id_tasks_id_fk" FOREIGN KEY ("next_occurrence_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_user_open_due_idx" ON "tasks" USING btree ("user_id","due_date") WHERE "tasks"."status" in ('todo', 'in_progress');--> statement-breakpoint
CREATE INDEX "tasks_user_completed_idx" ON "tasks" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "tasks_next_occurrence_idx" ON "tasks" USING btree ("next_occurrence_id") WHERE "tasks"."next_occurrence_id" is not null;