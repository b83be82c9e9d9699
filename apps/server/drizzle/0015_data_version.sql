ALTER TABLE "users" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any change to a user's rows raises their data_version once per statement (transition tables, not a row trigger,
-- so a bulk import costs one update): a composite read cached under the old version is never served again.
CREATE FUNCTION "data_version_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "data_version" = "data_version" + 1 WHERE "id" IN (SELECT "user_id" FROM "inserted");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "data_version_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "data_version" = "data_version" + 1
    WHERE "id" IN (SELECT "user_id" FROM "old_rows" UNION SELECT "user_id" FROM "new_rows");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "data_version_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "data_version" = "data_version" + 1 WHERE "id" IN (SELECT "user_id" FROM "deleted");
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every table of a user's data (the auth tables and the profile image change no read that is cached).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['achievements', 'books', 'budget_thresholds', 'career_goals', 'focus_sessions',
    'habit_completions', 'habits', 'lesson_completions', 'moods', 'notes', 'skills', 'tasks', 'transactions',
    'vacations', 'wellness_entries', 'workout_exercise_bests', 'workouts'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "inserted" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_insert"()', t || '_data_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_update"()', t || '_data_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "deleted" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "data_version_after_delete"()', t || '_data_version_delete', t);
  END LOOP;
END $$;--> statement-breakpoint
-- The user's own settings (time zone, week start, preferences…) change what the composite reads answer too.
CREATE FUNCTION "data_version_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."data_version" := OLD."data_version" + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_data_version" BEFORE UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."data_version" = NEW."data_version") EXECUTE FUNCTION "data_version_of_user"();
