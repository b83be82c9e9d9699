ALTER TABLE "notification_settings" ADD COLUMN "tasks" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "task_lead" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "task_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "task_digest_time" text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_task_lead" CHECK ("notification_settings"."task_lead" in (0, 10, 60, 1440));