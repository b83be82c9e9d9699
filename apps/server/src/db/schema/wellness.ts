import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, real, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { idColumn, timestamps } from './columns';

/**
 * One row per user per day (AREAS.md, Wellness): each measure null until logged. The unique (user_id, date)
 * index serves the lists and makes a day's write an upsert.
 */
export const wellnessEntries = pgTable(
  'wellness_entries',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    sleepHours: real('sleep_hours'),
    sleepQuality: smallint('sleep_quality'),
    waterGlasses: smallint('water_glasses'),
    meditationMinutes: smallint('meditation_minutes'),
    steps: integer('steps'),
    energy: smallint('energy'),
    stress: smallint('stress'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('wellness_entries_user_date_idx').on(t.userId, t.date),
    check('wellness_sleep_hours_range', sql`${t.sleepHours} between 0 and 24`),
    check('wellness_sleep_quality_range', sql`${t.sleepQuality} between 1 and 5`),
    check('wellness_water_range', sql`${t.waterGlasses} between 0 and 50`),
    check('wellness_meditation_range', sql`${t.meditationMinutes} between 0 and 1440`),
    check('wellness_steps_range', sql`${t.steps} between 0 and 100000`),
    check('wellness_energy_range', sql`${t.energy} between 1 and 5`),
    check('wellness_stress_range', sql`${t.stress} between 1 and 5`),
  ],
);
