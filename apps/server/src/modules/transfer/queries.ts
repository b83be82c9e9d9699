import type { ExportCollection } from '@track-grow/domain/transfer';
import { and, asc, eq, getTableColumns, gt, type SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import {
  achievements,
  books,
  budgetThresholds,
  careerGoals,
  focusSessions,
  habitCompletions,
  habits,
  lessonCompletions,
  moods,
  notes,
  notificationSettings,
  skills,
  tasks,
  transactions,
  users,
  vacations,
  wellnessEntries,
  workouts,
} from '../../db/schema';

/** A table of user rows: an id and the owner's id, which every read filters by. */
type UserTable = PgTable & { id: PgColumn; userId: PgColumn };

/** The table behind each collection of the export document. */
export const collectionTables: Record<ExportCollection, UserTable> = {
  habits,
  habitCompletions,
  vacations,
  tasks,
  transactions,
  moods,
  notes,
  focusSessions,
  workouts,
  books,
  lessonCompletions,
  wellness: wellnessEntries,
  careerGoals,
  careerSkills: skills,
  careerAchievements: achievements,
};

export type Row = Record<string, unknown>;
/** What the export reads through: the pool, a transaction, or the export's own snapshot connection. */
export type Reader = Pick<Db, 'select'>;

/** One keyset page of a collection's rows, by id (UUID v7: the order they were made). */
export async function collectionPage(
  db: Reader,
  collection: ExportCollection,
  userId: string,
  afterId: string | undefined,
  limit: number,
): Promise<Row[]> {
  const table = collectionTables[collection];
  const where: SQL[] = [eq(table.userId, userId)];
  if (afterId) where.push(gt(table.id, afterId));
  return db
    .select()
    .from(table)
    .where(and(...where))
    .orderBy(asc(table.id))
    .limit(limit);
}

export async function findSettings(db: Reader, userId: string) {
  const [row] = await db
    .select({
      hasCompletedOnboarding: users.hasCompletedOnboarding,
      timezone: users.timezone,
      locale: users.locale,
      currency: users.currency,
      theme: users.theme,
      showBottomNav: users.showBottomNav,
      dayStartHour: users.dayStartHour,
      weekStart: users.weekStart,
      preferences: users.preferences,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
export type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettings>>>;

export async function findBudget(db: Reader, userId: string) {
  const [row] = await db
    .select({ weeklyLimit: budgetThresholds.weeklyLimit, monthlyLimit: budgetThresholds.monthlyLimit })
    .from(budgetThresholds)
    .where(eq(budgetThresholds.userId, userId));
  return row ?? null;
}

/**
 * Runs `read` on one connection inside a read-only repeatable-read transaction: every page of a long export
 * sees the same moment, so a habit made mid-export never leaves its completions pointing nowhere.
 */
export async function* inSnapshot<T>(
  db: Db & { $client?: unknown },
  read: (snapshot: NodePgDatabase<typeof schema>) => AsyncGenerator<T>,
): AsyncGenerator<T> {
  const pool = (db as { $client: Pool }).$client;
  const client = await pool.connect();
  let committed = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    yield* read(drizzle({ client, schema, casing: 'snake_case' }));
    await client.query('commit');
    committed = true;
  } finally {
    // Also when the download stops half-way (the stream ends the generator): no open transaction goes back to the pool.
    if (!committed) await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** Columns of a table that hold instants (`timestamp` as Date): an imported row's ISO strings become dates. */
export function instantColumns(collection: ExportCollection): Set<string> {
  const columns = getTableColumns(collectionTables[collection]) as Record<string, PgColumn>;
  return new Set(Object.keys(columns).filter((key) => columns[key]!.dataType === 'date'));
}

const CHUNK = 1000;

/** Multi-row inserts of the import's new rows, a chunk at a time. */
export async function insertRows(db: Db, collection: ExportCollection, rows: Row[]): Promise<void> {
  const table = collectionTables[collection];
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK));
}

/** A task's links to other tasks, set once every task of the import exists. */
export async function linkTask(
  db: Db,
  userId: string,
  id: string,
  links: { parentId: string | null; nextOccurrenceId: string | null; updatedAt: Date },
): Promise<void> {
  // updatedAt given: the link is part of the import, not an edit, so the task keeps the file's timestamp.
  await db
    .update(tasks)
    .set(links)
    .where(and(eq(tasks.userId, userId), eq(tasks.id, id)));
}

export async function insertBudget(
  db: Db,
  userId: string,
  limits: { weeklyLimit: string | null; monthlyLimit: string | null },
): Promise<void> {
  await db.insert(budgetThresholds).values({ userId, ...limits });
}

export async function updateSettings(db: Db, userId: string, settings: SettingsRow): Promise<void> {
  await db.update(users).set(settings).where(eq(users.id, userId));
}

/** The account's notification settings row, if it set any. */
export async function findNotificationSettings(db: Reader, userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row;
}

export async function upsertNotificationSettings(
  db: Db,
  userId: string,
  values: Omit<typeof notificationSettings.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}

/** Serialises imports into one account: two at once would each miss the other's rows and add them twice. */
export async function lockAccount(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
