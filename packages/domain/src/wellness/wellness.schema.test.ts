import { describe, expect, it } from 'vitest';
import {
  updateWellnessInput,
  upsertWellnessInput,
  waterDeltaInput,
  wellnessListQuery,
} from './wellness.schema';

const issue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('upsertWellnessInput', () => {
  it('takes a day and any of its measures, leaving the others out', () => {
    expect(upsertWellnessInput.parse({ date: '2026-03-10', sleepHours: 7.5, steps: 0 })).toEqual({
      date: '2026-03-10',
      sleepHours: 7.5,
      steps: 0,
    });
    expect(upsertWellnessInput.parse({ date: '2026-03-10', energy: null })).toEqual({
      date: '2026-03-10',
      energy: null,
    });
  });

  it('needs the date and at least one measure', () => {
    expect(issue(upsertWellnessInput.safeParse({ steps: 10 }))).toEqual(['date: shared.dateRequired']);
    expect(issue(upsertWellnessInput.safeParse({ date: '2026-03-10' }))).toEqual([': wellness.nothingToLog']);
  });

  it.each([
    ['sleepHours', -0.5, 'wellness.sleepHours'],
    ['sleepHours', 24.5, 'wellness.sleepHours'],
    ['sleepHours', 7.25, 'wellness.sleepHours'],
    ['sleepQuality', 0, 'wellness.sleepQuality'],
    ['sleepQuality', 6, 'wellness.sleepQuality'],
    ['energy', 3.5, 'wellness.energy'],
    ['stress', 6, 'wellness.stress'],
    ['waterGlasses', -1, 'wellness.waterGlasses'],
    ['waterGlasses', 51, 'wellness.waterGlasses'],
    ['meditationMinutes', 1441, 'wellness.meditationMinutes'],
    ['steps', 100_001, 'wellness.steps'],
    ['steps', -1, 'wellness.steps'],
    ['steps', '900', 'wellness.steps'],
  ])('refuses %s = %s, naming the field', (field, value, message) => {
    expect(issue(upsertWellnessInput.safeParse({ date: '2026-03-10', [field]: value }))).toEqual([
      `${field}: ${message}`,
    ]);
  });

  it('accepts the ends of every range', () => {
    const ends = {
      sleepHours: 24,
      sleepQuality: 5,
      waterGlasses: 50,
      meditationMinutes: 1440,
      steps: 100_000,
    };
    expect(upsertWellnessInput.safeParse({ date: '2026-03-10', ...ends, energy: 1, stress: 5 }).success).toBe(
      true,
    );
    expect(upsertWellnessInput.safeParse({ date: '2026-03-10', sleepHours: 0 }).success).toBe(true);
  });

  it('refuses unknown fields', () => {
    expect(upsertWellnessInput.safeParse({ date: '2026-03-10', steps: 1, mood: 3 }).success).toBe(false);
  });
});

describe('updateWellnessInput and waterDeltaInput', () => {
  it('patches measures, never the date', () => {
    expect(updateWellnessInput.parse({ stress: 2 })).toEqual({ stress: 2 });
    expect(updateWellnessInput.safeParse({}).success).toBe(false);
    expect(updateWellnessInput.safeParse({ date: '2026-03-10' }).success).toBe(false);
  });

  it('adds or removes whole glasses, never zero', () => {
    expect(waterDeltaInput.parse({ date: '2026-03-10', delta: -1 })).toEqual({
      date: '2026-03-10',
      delta: -1,
    });
    for (const delta of [0, 0.5, 51, -51])
      expect(issue(waterDeltaInput.safeParse({ date: '2026-03-10', delta }))).toEqual([
        'delta: wellness.waterDelta',
      ]);
  });
});

describe('wellnessListQuery', () => {
  it('answers at most 366 days, naming from', () => {
    expect(wellnessListQuery.safeParse({ from: '2025-03-11', to: '2026-03-11' }).success).toBe(true);
    expect(issue(wellnessListQuery.safeParse({ from: '2025-03-10', to: '2026-03-11' }))).toEqual([
      'from: wellness.rangeTooLong',
    ]);
    expect(issue(wellnessListQuery.safeParse({ from: '2026-03-12', to: '2026-03-11' }))).toEqual([
      'to: shared.fromAfterTo',
    ]);
  });
});
