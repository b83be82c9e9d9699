CREATE TABLE "workout_exercise_bests" (
	"user_id" uuid NOT NULL,
	"name_key" text NOT NULL,
	"name" text NOT NULL,
	"heaviest_weight_kg" double precision,
	"heaviest_reps" integer,
	"heaviest_date" date,
	"heaviest_workout_id" uuid,
	"most_reps" integer,
	"most_reps_date" date,
	"most_reps_workout_id" uuid,
	"longest_sec" integer,
	"longest_date" date,
	"longest_workout_id" uuid,
	"times" integer NOT NULL,
	"last_date" date NOT NULL,
	CONSTRAINT "workout_exercise_bests_user_id_name_key_pk" PRIMARY KEY("user_id","name_key")
);
--> statement-breakpoint
ALTER TABLE "workout_exercise_bests" ADD CONSTRAINT "workout_exercise_bests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workout_exercise_bests_user_last_idx" ON "workout_exercise_bests" USING btree ("user_id","last_date" DESC NULLS LAST,"name_key");