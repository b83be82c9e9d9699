import { z } from 'zod';
import { timerSettingsSchema } from '../focus/timer-settings';
import { code } from '../shared/errors';
import { instantString } from '../shared/primitives';
import { avatarIds, avatarUrl } from './avatars';

export const themes = ['light', 'dark', 'system'] as const;
export const locales = ['en', 'it'] as const;
export type Locale = (typeof locales)[number];

/** ISO 4217 code; formatting is left to Intl.NumberFormat. */
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, code('profile.currencyFormat'))
  .refine((code) => {
    try {
      new Intl.NumberFormat('en', { style: 'currency', currency: code });
      return true;
    } catch {
      return false;
    }
  }, code('profile.currencyUnknown'));

export const timezoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, code('profile.timezoneUnknown'));

export const widgetConfigEntry = z.object({
  id: z.string().min(1).max(40),
  title: z.string().max(80),
  enabled: z.boolean(),
});

/** Per-user settings that travel with the account. Every field is optional: absent = default. */
export const preferencesSchema = z
  .object({
    widgetConfig: z.object({
      updatedAt: instantString({ offset: false }),
      widgets: z.array(widgetConfigEntry).max(40),
    }),
    reminders: z
      .object({ habits: z.boolean(), mood: z.boolean(), budget: z.boolean(), tasks: z.boolean() })
      .partial(),
    fitnessWeeklyGoalMinutes: z.number().int().min(10).max(5000),
    readingGoal: z.number().int().min(1).max(500),
    timerSettings: timerSettingsSchema,
  })
  .partial()
  .strict();
export type Preferences = z.infer<typeof preferencesSchema>;

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  hasCompletedOnboarding: z.boolean(),
  timezone: z.string(),
  locale: z.enum(locales).nullable(),
  currency: z.string(),
  theme: z.enum(themes),
  showBottomNav: z.boolean(),
  /** "My day starts at": 0–4 (hours after midnight). */
  dayStartHour: z.number().int().min(0).max(4),
  /** 0 = Sunday, 1 = Monday. */
  weekStart: z.union([z.literal(0), z.literal(1)]),
  preferences: preferencesSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

const uploadedImageUrl =
  /^\/api\/profile\/image\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const avatarUrls: ReadonlySet<string> = new Set(avatarIds.map(avatarUrl));

/**
 * Image URLs the app accepts: one of its avatars or an uploaded image's URL, whole; never a third-party
 * address or a path that climbs out (`/avatars/../../api/auth/logout`).
 */
export const profileImageUrlSchema = z
  .string()
  .refine((url) => avatarUrls.has(url) || uploadedImageUrl.test(url), code('profile.image'))
  .nullable();

export const updateUserInput = z
  .object({
    firstName: z.string().trim().min(1, code('auth.firstNameRequired')).max(80, code('auth.nameTooLong')),
    lastName: z.string().trim().min(1, code('auth.lastNameRequired')).max(80, code('auth.nameTooLong')),
    profileImageUrl: profileImageUrlSchema,
    theme: z.enum(themes),
    locale: z.enum(locales).nullable(),
    currency: currencySchema,
    timezone: timezoneSchema,
    weekStart: z.union([z.literal(0), z.literal(1)]),
    showBottomNav: z.boolean(),
    dayStartHour: z
      .number()
      .int()
      .min(0, code('profile.dayStartRange'))
      .max(4, code('profile.dayStartRange')),
    preferences: preferencesSchema,
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, code('shared.nothingToUpdate'));
export type UpdateUserInput = z.input<typeof updateUserInput>;
