import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT, EXPORT_VERSION } from './export-document.schema';
import {
  exportMigrations,
  importDocumentInput,
  migrateExportDocument,
  type ExportMigration,
} from './export-migrations';

const habitId = '0190f7a0-0000-7000-8000-000000000001';
const at = '2026-03-01T08:00:00.000Z';

/** A current document with one habit and one of its completions. */
const current = () => ({
  format: EXPORT_FORMAT,
  version: EXPORT_VERSION,
  exportedAt: at,
  settings: {
    hasCompletedOnboarding: true,
    timezone: 'Europe/Rome',
    locale: 'it',
    currency: 'EUR',
    theme: 'dark',
    showBottomNav: true,
    dayStartHour: 2,
    weekStart: 1,
    preferences: { readingGoal: 12 },
  },
  budget: null,
  notifications: {
    kinds: {
      habits: { enabled: true },
      mood: { enabled: false, time: '21:00' },
      timers: { enabled: true },
      tasks: { enabled: true, lead: 60 },
      taskDigest: { enabled: true, time: '08:00' },
    },
    quietHours: { start: '22:00', end: '07:00' },
  },
  habits: [
    {
      id: habitId,
      name: 'Walk',
      description: null,
      icon: '🚶',
      color: '#22c55e',
      schedule: { kind: 'daily' },
      targetMinutes: null,
      reminderTime: null,
      sortOrder: 0,
      startDate: '2026-01-01',
      archivedAt: null,
      createdAt: at,
      updatedAt: at,
    },
  ],
  habitCompletions: [{ habitId, date: '2026-02-01', completed: true, skipped: false }],
  vacations: [],
  tasks: [],
  transactions: [],
  moods: [],
  notes: [],
  focusSessions: [],
  workouts: [],
  books: [],
  lessonCompletions: [],
  wellness: [],
  careerGoals: [],
  careerSkills: [],
  careerAchievements: [],
});

/**
 * A hand-made "version 0" for the walk: completions listed as `checks` under each habit. The app never
 * wrote it; it proves the table is walked step by step before the current schema checks the result.
 */
const versionZero = () => {
  const { habitCompletions, habits, notifications: _n, ...rest } = current();
  return {
    ...rest,
    version: 0,
    habits: habits.map((habit) => ({ ...habit, checks: habitCompletions.map(({ habitId: _h, ...c }) => c) })),
  };
};
const zeroToOne: ExportMigration = (doc) => {
  const habits = doc.habits as { id: string; checks: object[] }[];
  return {
    ...doc,
    habits: habits.map(({ checks: _c, ...habit }) => habit),
    habitCompletions: habits.flatMap((habit) =>
      habit.checks.map((check) => ({ habitId: habit.id, ...check })),
    ),
  };
};

describe('export document versions', () => {
  it('walks an older document up the migration table to the current version', () => {
    const migrated = migrateExportDocument(versionZero(), { ...exportMigrations, 0: zeroToOne });
    expect(migrated).toEqual({ ...current(), notifications: null });
  });

  it('reads a version-1 document (before notification settings) with the default settings', () => {
    const { notifications: _n, ...v1 } = current();
    const parsed = importDocumentInput.parse({ document: { ...v1, version: 1 } });
    expect(parsed.document).toMatchObject({ version: EXPORT_VERSION, notifications: null });
  });

  it('has no way up from a version without a step, nor down from a newer one', () => {
    expect(migrateExportDocument(versionZero())).toBeUndefined();
    expect(migrateExportDocument({ ...current(), version: EXPORT_VERSION + 1 })).toBeUndefined();
    expect(migrateExportDocument(current())).toEqual(current());
  });

  it('checks the current document and names the first bad path', () => {
    expect(importDocumentInput.parse({ document: current() }).dryRun).toBe(false);
    const wrongVersion = importDocumentInput.safeParse({ document: { ...current(), version: 99 } });
    expect(wrongVersion.error?.issues[0]).toMatchObject({
      path: ['document', 'version'],
      message: 'transfer.version',
    });
    const dangling = current();
    dangling.habitCompletions[0]!.habitId = '0190f7a0-0000-7000-8000-00000000ffff';
    expect(importDocumentInput.safeParse({ document: dangling }).error?.issues[0]).toMatchObject({
      path: ['document', 'habitCompletions', 0, 'habitId'],
      message: 'transfer.unknownReference',
    });
    const twice = current();
    twice.habitCompletions.push({ ...twice.habitCompletions[0]! });
    expect(importDocumentInput.safeParse({ document: twice }).error?.issues[0]?.path).toEqual([
      'document',
      'habitCompletions',
      1,
    ]);
    const nul = current();
    nul.habits[0]!.name = 'Wa\u0000lk';
    expect(importDocumentInput.safeParse({ document: nul }).error?.issues[0]).toMatchObject({
      path: ['document', 'habits', 0, 'name'],
      message: 'shared.nulCharacter',
    });
  });
});
