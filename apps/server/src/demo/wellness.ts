import { weekdayOf } from '@track-grow/domain/shared';
import { dayRandom } from './random';

/** A day of wellness as the demo inserts it (every measure may be missing, as on a real busy day). */
export interface DemoWellnessEntry {
  date: string;
  sleepHours: number | null;
  sleepQuality: number | null;
  waterGlasses: number | null;
  meditationMinutes: number | null;
  steps: number | null;
  energy: number | null;
  stress: number | null;
}

/** A stream of dayRandom no other part of the demo uses: adding these rows changes none of the others. */
const WELLNESS_STREAM = 103;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Most days of the year logged (about 85%): sleep 5–9 h in half hours (longer at the weekend), quality, energy
 * and stress that follow the night's sleep, more steps on workout days, water around the 8-glass goal and
 * meditation on about half the days. Deterministic for a seed and a day.
 */
export function generateWellness(
  seed: number,
  days: readonly string[],
  workoutDays: ReadonlySet<string>,
): DemoWellnessEntry[] {
  const entries: DemoWellnessEntry[] = [];
  for (const date of days) {
    const rnd = dayRandom(seed, date, WELLNESS_STREAM);
    if (!rnd.chance(0.85)) continue;
    const weekend = weekdayOf(date) === 0 || weekdayOf(date) === 6;
    const sleep = clamp(Math.round((6.3 + rnd.next() * 2.2 + (weekend ? 0.7 : 0)) * 2) / 2, 4, 10);
    // Well rested: better quality and energy, less stress (1–5, with some noise).
    const rest = (sleep - 7) / 1.5;
    const rating = (base: number) => clamp(Math.round(base + rnd.next() * 1.6 - 0.8), 1, 5);
    const worked = workoutDays.has(date);
    entries.push({
      date,
      sleepHours: sleep,
      sleepQuality: rating(3.2 + rest),
      waterGlasses: rnd.chance(0.95) ? clamp(rnd.int(4, 10) + (worked ? 1 : 0), 0, 50) : null,
      meditationMinutes: rnd.chance(0.5) ? rnd.pick([5, 10, 10, 15, 20]) : null,
      steps: rnd.chance(0.9)
        ? Math.round(rnd.int(3500, 9000) + (worked ? 4000 : 0) + (weekend ? 1500 : 0))
        : null,
      energy: rating(3 + rest + (worked ? 0.4 : 0)),
      stress: rating(weekend ? 2.2 - rest : 3 - rest),
    });
  }
  return entries;
}
