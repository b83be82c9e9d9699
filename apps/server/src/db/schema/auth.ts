import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Preferences } from '@track-grow/domain/auth';
import { idColumn, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileImageUrl: text('profile_image_url'),
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    timezone: text('timezone').notNull().default('UTC'),
    locale: text('locale', { enum: ['en', 'it'] }),
    currency: text('currency').notNull().default('USD'),
    theme: text('theme', { enum: ['light', 'dark', 'system'] })
      .notNull()
      .default('system'),
    showBottomNav: boolean('show_bottom_nav').notNull().default(true),
    dayStartHour: smallint('day_start_hour').notNull().default(0),
    weekStart: smallint('week_start').notNull().default(0),
    preferences: jsonb('preferences').$type<Preferences>().notNull().default({}),
    /**
     * Raised by triggers (migration 0015) whenever any of the user's data or settings changes: what a cached
     * composite read is keyed by (lib/read-cache.ts).
     */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_day_start_hour_range', sql`${t.dayStartHour} between 0 and 4`),
    check('users_week_start_range', sql`${t.weekStart} in (0, 1)`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    userAgent: text('user_agent'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_id_idx').on(t.userId),
  ],
);
