import type { Db } from '../db/client';
import { uuidv7 } from 'uuidv7';
import {
  achievements,
  careerGoals,
  books,
  focusSessions,
  habitCompletions,
  habits,
  lessonCompletions,
  moods,
  notes,
  tasks,
  transactions,
  skills,
  vacations,
  workouts,
  wellnessEntries,
} from '../db/schema';
import { rebuildExerciseBests } from '../modules/fitness/service';
import type { DemoData } from './generate';

const CHUNK = 1000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Writes generated demo rows for one user, in multi-row inserts. */
export async function insertDemoData(db: Db, userId: string, data: DemoData): Promise<void> {
  const habitIds = new Map<string, string>();
  if (data.habits.length > 0) {
    const inserted = await db
      .insert(habits)
      .values(data.habits.map(({ key: _key, ...h }) => ({ ...h, userId })))
      .returning({ id: habits.id, sortOrder: habits.sortOrder });
    for (const row of inserted)
      habitIds.set(data.habits.find((h) => h.sortOrder === row.sortOrder)!.key, row.id);
  }
  await insertChunked(data.completions, (chunk) =>
    db
      .insert(habitCompletions)
      .values(chunk.map(({ habitKey, ...c }) => ({ ...c, userId, habitId: habitIds.get(habitKey)! }))),
  );
  if (data.vacations.length > 0)
    await db.insert(vacations).values(data.vacations.map((v) => ({ ...v, userId })));
  await insertChunked(data.transactions, (chunk) =>
    db.insert(transactions).values(chunk.map((t) => ({ ...t, userId }))),
  );
  // Ids made here, so focus sessions can point at their tasks.
  const taskIds = data.tasks.map(() => uuidv7());
  const withIds = data.tasks.map((t, i) => ({ ...t, id: taskIds[i]!, userId }));
  await insertChunked(withIds, (chunk) => db.insert(tasks).values(chunk));
  await insertChunked(data.moods, (chunk) =>
    db.insert(moods).values(chunk.map((m) => ({ ...m, userId, createdAt: new Date(`${m.date}T20:00:00Z`) }))),
  );
  await insertChunked(data.notes, (chunk) =>
    db.insert(notes).values(
      chunk.map(({ date, ...n }) => ({
        ...n,
        userId,
        createdAt: new Date(`${date}T12:00:00Z`),
        updatedAt: new Date(`${date}T12:00:00Z`),
      })),
    ),
  );
  await insertChunked(data.focusSessions, (chunk) =>
    db.insert(focusSessions).values(
      chunk.map(({ taskIndex, ...s }) => ({
        ...s,
        userId,
        taskId: taskIndex === null ? null : taskIds[taskIndex]!,
        createdAt: s.completedAt,
        updatedAt: s.completedAt,
      })),
    ),
  );
  await insertChunked(data.workouts, (chunk) =>
    db.insert(workouts).values(
      chunk.map((w) => ({
        ...w,
        userId,
        createdAt: new Date(`${w.date}T19:00:00Z`),
        updatedAt: new Date(`${w.date}T19:00:00Z`),
      })),
    ),
  );
  const { goals, skills: skillRows, achievements: wins } = data.career;
  const goalIds = goals.map(() => uuidv7());
  if (goals.length > 0)
    await db.insert(careerGoals).values(
      goals.map((g, i) => ({
        ...g,
        id: goalIds[i]!,
        milestones: g.milestones.map((m) => ({ id: uuidv7(), ...m })),
        userId,
        updatedAt: g.createdAt,
      })),
    );
  if (skillRows.length > 0) await db.insert(skills).values(skillRows.map((s) => ({ ...s, userId })));
  if (wins.length > 0)
    await db.insert(achievements).values(
      wins.map(({ goalIndex, ...a }) => ({
        ...a,
        goalId: goalIndex === null ? null : goalIds[goalIndex]!,
        userId,
        createdAt: new Date(`${a.date}T18:00:00Z`),
        updatedAt: new Date(`${a.date}T18:00:00Z`),
      })),
    );
  if (data.books.length > 0)
    await db.insert(books).values(
      data.books.map((b) => ({
        ...b,
        userId,
        updatedAt: b.finishedAt ? new Date(`${b.finishedAt}T21:00:00Z`) : b.createdAt,
      })),
    );
  await insertChunked(data.wellness, (chunk) =>
    db.insert(wellnessEntries).values(
      chunk.map((w) => ({
        ...w,
        userId,
        createdAt: new Date(`${w.date}T21:00:00Z`),
        updatedAt: new Date(`${w.date}T21:00:00Z`),
      })),
    ),
  );
  await insertChunked(data.lessonCompletions, (chunk) =>
    db
      .insert(lessonCompletions)
      .values(chunk.map((c) => ({ ...c, userId, createdAt: c.completedAt, updatedAt: c.completedAt }))),
  );
  // Bulk inserts bypass the fitness service, which keeps the personal bests on each write.
  await rebuildExerciseBests(db, userId);
}
