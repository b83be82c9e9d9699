-- Custom SQL migration file, put your code below! --
-- The bests of workouts logged before 0007, by the rules of refreshExerciseBests (modules/fitness/queries.ts):
-- names matched by lower(btrim()), ties to the first time reached, weight 0 no heaviest, last spelling shown.
WITH "entry" AS (
  SELECT w.user_id, w.id, w.date, x.ord, lower(btrim(x.value->>'name')) AS key, btrim(x.value->>'name') AS name,
    (x.value->>'weightKg')::float8 AS weight, (x.value->>'reps')::int AS reps,
    (x.value->>'durationSec')::int AS seconds
  FROM "workouts" w CROSS JOIN LATERAL jsonb_array_elements(w.exercises) WITH ORDINALITY x(value, ord)
  WHERE w.exercises <> '[]'::jsonb
), "logged" AS (
  SELECT user_id, key, count(DISTINCT id)::int AS times, max(date) AS last_date FROM "entry" GROUP BY user_id, key
), "latest" AS (
  SELECT DISTINCT ON (user_id, key) user_id, key, name FROM "entry" ORDER BY user_id, key, date DESC, id DESC, ord DESC
), "heaviest" AS (
  SELECT DISTINCT ON (user_id, key) user_id, key, weight, reps, date, id FROM "entry" WHERE weight > 0
  ORDER BY user_id, key, weight DESC, reps DESC NULLS LAST, date, id
), "most_reps" AS (
  SELECT DISTINCT ON (user_id, key) user_id, key, reps, date, id FROM "entry" WHERE reps IS NOT NULL
  ORDER BY user_id, key, reps DESC, date, id
), "longest" AS (
  SELECT DISTINCT ON (user_id, key) user_id, key, seconds, date, id FROM "entry" WHERE seconds IS NOT NULL
  ORDER BY user_id, key, seconds DESC, date, id
)
INSERT INTO "workout_exercise_bests" ("user_id", "name_key", "name",
  "heaviest_weight_kg", "heaviest_reps", "heaviest_date", "heaviest_workout_id",
  "most_reps", "most_reps_date", "most_reps_workout_id",
  "longest_sec", "longest_date", "longest_workout_id", "times", "last_date")
SELECT g.user_id, g.key, l.name, h.weight, h.reps, h.date, h.id, r.reps, r.date, r.id,
  s.seconds, s.date, s.id, g.times, g.last_date
FROM "logged" g JOIN "latest" l USING (user_id, key)
  LEFT JOIN "heaviest" h USING (user_id, key)
  LEFT JOIN "most_reps" r USING (user_id, key)
  LEFT JOIN "longest" s USING (user_id, key)
ON CONFLICT ("user_id", "name_key") DO NOTHING;
