CREATE TABLE "wellness_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"sleep_hours" real,
	"sleep_quality" smallint,
	"water_glasses" smallint,
	"meditation_minutes" smallint,
	"steps" integer,
	"energy" smallint,
	"stress" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wellness_sleep_hours_range" CHECK ("wellness_entries"."sleep_hours" between 0 and 24),
	CONSTRAINT "wellness_sleep_quality_range" CHECK ("wellness_entries"."sleep_quality" between 1 and 5),
	CONSTRAINT "wellness_water_range" CHECK ("wellness_entries"."water_glasses" between 0 and 50),
	CONSTRAINT "wellness_meditation_range" CHECK ("wellness_entries"."meditation_minutes" between 0 and 1440),
	CONSTRAINT "wellness_steps_range" CHECK ("wellness_entries"."steps" between 0 and 100000),
	CONSTRAINT "wellness_energy_range" CHECK ("wellness_entries"."energy" between 1 and 5),
	CONSTRAINT "wellness_stress_range" CHECK ("wellness_entries"."stress" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "wellness_entries" ADD CONSTRAINT "wellness_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wellness_entries_user_date_idx" ON "wellness_entries" USING btree ("user_id","date");