import { z } from 'zod';

/** The notification sounds of the focus page (SPEC.md 2), in the order the picker lists them. */
export const timerSounds = ['beep', 'chime', 'ding', 'pop', 'bell'] as const;
export type TimerSound = (typeof timerSounds)[number];

/** SPEC.md 3's timer settings, durations in whole minutes, with SPEC.md 5's ranges. */
export const timerSettingsSchema = z.object({
  focusDuration: z.number().int().min(1).max(120),
  shortBreakDuration: z.number().int().min(1).max(30),
  longBreakDuration: z.number().int().min(1).max(60),
  /** A long break follows every this many completed focus sessions. */
  longBreakAfter: z.number().int().min(1).max(12),
  /** A cycle is slots × 4 focus sessions (SPEC.md 9). */
  slots: z.number().int().min(1).max(12),
  soundId: z.enum(timerSounds),
});
export type TimerSettings = z.infer<typeof timerSettingsSchema>;

/** SPEC.md 9's defaults. */
export const defaultTimerSettings: TimerSettings = Object.freeze({
  focusDuration: 25,
  shortBreakDuration: 5,
  longBreakDuration: 10,
  longBreakAfter: 4,
  slots: 4,
  soundId: 'beep',
});

/** Focus sessions in one full cycle: slots × 4 (SPEC.md 9). */
export const cycleLength = (settings: TimerSettings): number => settings.slots * 4;

/**
 * Stored settings as SPEC.md 5 reads them: a missing slots or soundId is migrated to its default, and any
 * other invalid value makes the whole set the defaults. Never throws.
 */
export function parseTimerSettings(raw: unknown): TimerSettings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ...defaultTimerSettings };
  const stored = raw as Record<string, unknown>;
  // Reading of SPEC.md 5: an absent soundId (settings saved before sounds existed) is migrated; a soundId
  // that is present but empty, null or unknown is the "soundId missing" that invalidates the settings.
  const migrated = {
    ...stored,
    slots: stored.slots === undefined ? defaultTimerSettings.slots : stored.slots,
    soundId: stored.soundId === undefined ? defaultTimerSettings.soundId : stored.soundId,
  };
  const parsed = timerSettingsSchema.safeParse(migrated);
  return parsed.success ? parsed.data : { ...defaultTimerSettings };
}
