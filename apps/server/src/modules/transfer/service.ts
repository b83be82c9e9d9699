import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportCollectionNames,
  documentReferences,
  exportCollections,
  type ExportCollection,
  type ExportDocument,
  type ImportSummary,
} from '@track-grow/domain/transfer';
import { isDeepStrictEqual } from 'node:util';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RemindersHook } from '../../lib/reminders-hook';
import { settingsColumnsOf, settingsOf } from '../notifications/service';
import { slicer } from '../../lib/event-loop';
import { rebuildExerciseBests } from '../fitness/service';
import { naturalKeys, type IdOf } from './keys';
import * as q from './queries';

export interface TransferDeps {
  db: Db;
  clock: Clock;
  /** Told after an import, whose habits and settings move the account's reminders. */
  reminders?: RemindersHook | undefined;
}

const PAGE = 1000;

/** The fields each collection's rows carry in the document: its schema's keys, in its order. */
const documentFields = Object.fromEntries(
  exportCollectionNames.map((name) => [name, Object.keys(exportCollections[name].shape)]),
) as Record<ExportCollection, string[]>;

/** A table row as the document writes it: the schema's fields only (no owner), instants as ISO strings. */
function toDocumentRow(collection: ExportCollection, row: q.Row): q.Row {
  return Object.fromEntries(
    documentFields[collection].map((field) => {
      const value = row[field];
      return [field, value instanceof Date ? value.toISOString() : value];
    }),
  );
}

/** Every row of a collection, a keyset page at a time. */
async function* collectionRows(db: q.Reader, collection: ExportCollection, userId: string) {
  let after: string | undefined;
  for (;;) {
    const page = await q.collectionPage(db, collection, userId, after, PAGE);
    if (page.length > 0) yield page;
    if (page.length < PAGE) return;
    after = String(page[page.length - 1]!.id);
  }
}

/**
 * The export document as JSON text in pieces: the header, then each collection a page at a time, so a long
 * history never sits in memory whole. All of it is read from one snapshot of the account.
 */
export function exportDocument(deps: TransferDeps, userId: string): AsyncGenerator<string> {
  return q.inSnapshot(deps.db, async function* (db) {
    const settings = await q.findSettings(db, userId);
    const notifications = await q.findNotificationSettings(db, userId);
    const header = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: deps.clock.now().toISOString(),
      settings,
      budget: await q.findBudget(db, userId),
      notifications: notifications ? settingsOf(notifications) : null,
    };
    yield JSON.stringify(header).slice(0, -1);
    for (const collection of exportCollectionNames) {
      yield `,${JSON.stringify(collection)}:[`;
      let first = true;
      for await (const page of collectionRows(db, collection, userId)) {
        const rows = page.map((row) => JSON.stringify(toDocumentRow(collection, row))).join(',');
        yield first ? rows : `,${rows}`;
        first = false;
      }
      yield ']';
    }
    yield '}';
  });
}

interface Plan {
  summary: ImportSummary;
  /** New rows per collection, with their new ids, still holding the document's references. */
  added: Record<ExportCollection, q.Row[]>;
  /** Document id → account id, per collection (new ids and the ids of matched rows alike). */
  ids: Record<ExportCollection, Map<string, string>>;
}

/**
 * Matches the document against the account: a row whose natural key (keys.ts) the account already holds is
 * skipped and its id taken as the document row's; every other row gets a new id. Collections are read in the
 * document's order, so a reference's target is always mapped before the row that points at it.
 */
async function planImport(db: Db, userId: string, document: ExportDocument, dryRun: boolean): Promise<Plan> {
  const added = {} as Plan['added'];
  const ids = {} as Plan['ids'];
  const summary: ImportSummary = { dryRun, added: {}, skipped: {}, notes: [] };
  const idOfDocument: IdOf = (collection, id) => idIn(ids, collection, id);
  const idOfAccount: IdOf = (_collection, id) => (typeof id === 'string' ? id : null);
  const pause = slicer();

  for (const collection of exportCollectionNames) {
    const keyOf = naturalKeys[collection];
    const held = new Map<string, string[]>();
    for await (const page of collectionRows(db, collection, userId))
      for (const row of page) {
        const key = keyOf(toDocumentRow(collection, row), idOfAccount);
        const list = held.get(key);
        if (list) list.push(String(row.id));
        else held.set(key, [String(row.id)]);
      }
    const map = new Map<string, string>();
    const fresh: q.Row[] = [];
    for (const row of document[collection] as q.Row[]) {
      await pause();
      const match = held.get(keyOf(row, idOfDocument))?.shift();
      const id = match ?? uuidv7();
      if ('id' in row) map.set(String(row.id), id);
      if (!match) fresh.push({ ...row, id });
    }
    ids[collection] = map;
    added[collection] = fresh;
    summary.added[collection] = fresh.length;
    summary.skipped[collection] = document[collection].length - fresh.length;
  }
  return { summary, added, ids };
}

/** Each collection's timestamp fields, which the table takes as dates. */
const instantFields = Object.fromEntries(
  exportCollectionNames.map((name) => [name, q.instantColumns(name)]),
) as Record<ExportCollection, Set<string>>;

/** The account's id for a document row's id (null for none, or for a collection not mapped yet). */
const idIn = (ids: Partial<Plan['ids']>, collection: ExportCollection, id: unknown) =>
  typeof id === 'string' ? (ids[collection]?.get(id) ?? null) : null;

/** A new row as the table takes it: the importer as owner, references through the id map, instants as dates. */
function toTableRow(collection: ExportCollection, row: q.Row, userId: string, plan: Plan): q.Row {
  const out: q.Row = { userId };
  for (const [field, value] of Object.entries(row))
    out[field] = instantFields[collection].has(field) && typeof value === 'string' ? new Date(value) : value;
  for (const { from, field, to } of documentReferences) {
    const id = row[field];
    // Tasks are linked once every task exists (writePlan): a subtask may come before its parent in a chunk.
    if (from === collection) out[field] = to === 'tasks' && from === 'tasks' ? null : idIn(plan.ids, to, id);
  }
  if (collection === 'careerGoals')
    out.milestones = (row.milestones as q.Row[]).map((m) => ({ ...m, id: uuidv7() }));
  return out;
}

async function writePlan(db: Db, userId: string, plan: Plan): Promise<void> {
  const pause = slicer();
  for (const collection of exportCollectionNames) {
    const rows: q.Row[] = [];
    for (const row of plan.added[collection]) {
      await pause();
      rows.push(toTableRow(collection, row, userId, plan));
    }
    await q.insertRows(db, collection, rows);
  }
  const taskId = (id: unknown) => idIn(plan.ids, 'tasks', id);
  for (const task of plan.added.tasks) {
    const links = { parentId: taskId(task.parentId), nextOccurrenceId: taskId(task.nextOccurrenceId) };
    if (links.parentId || links.nextOccurrenceId)
      await q.linkTask(db, userId, String(task.id), {
        ...links,
        updatedAt: new Date(String(task.updatedAt)),
      });
  }
  // Bulk inserts bypass the fitness service, which keeps the personal bests on each workout write.
  if (plan.added.workouts.length > 0) await rebuildExerciseBests(db, userId);
}

/** The budget limits: the account's own stay; an account without any takes the document's. */
async function planBudget(db: Db, userId: string, document: ExportDocument, summary: ImportSummary) {
  if (!document.budget) return false;
  const held = await q.findBudget(db, userId);
  summary.added.budget = held ? 0 : 1;
  summary.skipped.budget = held ? 1 : 0;
  return !held;
}

/** The document's settings over the account's (its preferences merged key by key); skipped when equal. */
async function planSettings(db: Db, userId: string, document: ExportDocument, summary: ImportSummary) {
  const held = await q.findSettings(db, userId);
  if (!held) throw new Error(`user ${userId} vanished during an import`);
  const next: q.SettingsRow = {
    ...document.settings,
    preferences: { ...held.preferences, ...document.settings.preferences },
  };
  const same = isDeepStrictEqual(next, held);
  summary.added.settings = same ? 0 : 1;
  summary.skipped.settings = same ? 1 : 0;
  return same ? undefined : next;
}

/** The document's notification settings, when it has them and they differ from the account's. */
async function planNotifications(db: Db, userId: string, document: ExportDocument, summary: ImportSummary) {
  if (!document.notifications) return undefined;
  const same = isDeepStrictEqual(
    settingsOf(await q.findNotificationSettings(db, userId)),
    document.notifications,
  );
  summary.added.notificationSettings = same ? 0 : 1;
  summary.skipped.notificationSettings = same ? 1 : 0;
  return same ? undefined : settingsColumnsOf(document.notifications);
}

/**
 * Imports a checked (and migrated) export document into the user's account, all or nothing in one
 * transaction: rows the account already holds are skipped, the rest added under new ids. A dry run answers
 * the same summary and writes nothing.
 */
export async function importDocument(
  deps: TransferDeps,
  userId: string,
  document: ExportDocument,
  dryRun: boolean,
): Promise<ImportSummary> {
  const summary = await deps.db.transaction(async (tx) => {
    await q.lockAccount(tx, userId);
    const plan = await planImport(tx, userId, document, dryRun);
    const addBudget = await planBudget(tx, userId, document, plan.summary);
    const settings = await planSettings(tx, userId, document, plan.summary);
    const notifications = await planNotifications(tx, userId, document, plan.summary);
    if (dryRun) return plan.summary;
    await writePlan(tx, userId, plan);
    if (addBudget && document.budget) await q.insertBudget(tx, userId, document.budget);
    if (settings) await q.updateSettings(tx, userId, settings);
    if (notifications) await q.upsertNotificationSettings(tx, userId, notifications);
    return plan.summary;
  });
  if (!dryRun) await deps.reminders?.accountChanged(userId);
  return summary;
}
