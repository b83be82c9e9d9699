import type { Db } from '../db/client';
import { habitCompletions, habits, moods, notes, tasks, transactions, vacations } from '../db/schema';
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
  await insertChunked(data.tasks, (chunk) => db.insert(tasks).values(chunk.map((t) => ({ ...t, userId }))));
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
}
