CREATE TABLE "focus_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"type" text DEFAULT 'focus' NOT NULL,
	"planned_duration" integer NOT NULL,
	"actual_duration" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"date" date NOT NULL,
	"task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "focus_sessions_planned_range" CHECK ("focus_sessions"."planned_duration" between 1 and 120),
	CONSTRAINT "focus_sessions_actual_range" CHECK ("focus_sessions"."actual_duration" between 1 and 1440),
	CONSTRAINT "focus_sessions_order" CHECK ("focus_sessions"."started_at" <= "focus_sessions"."completed_at")
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"difficulty" text DEFAULT 'medium' NOT NULL,
	"duration" integer NOT NULL,
	"calories" integer,
	"date" date NOT NULL,
	"exercises" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workouts_duration_range" CHECK ("workouts"."duration" between 1 and 1440),
	CONSTRAINT "workouts_calories_range" CHECK ("workouts"."calories" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "focus_sessions" ADD CONSTRAINT "focus_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_sessions" ADD CONSTRAINT "focus_sessions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "focus_sessions_user_date_idx" ON "focus_sessions" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "focus_sessions_task_idx" ON "focus_sessions" USING btree ("task_id") WHERE "focus_sessions"."task_id" is not null;--> statement-breakpoint
CREATE INDEX "workouts_user_date_idx" ON "workouts" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "workouts_user_exercises_idx" ON "workouts" USING btree ("user_id") WHERE "workouts"."exercises" <> '[]'::jsonb;