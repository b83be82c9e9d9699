import { api } from '@track-grow/domain';
import {
  EXPORT_VERSION,
  exportCollectionNames,
  exportDocumentSchema,
  type ExportCollection,
  type ExportDocument,
} from '@track-grow/domain/transfer';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoAccount, DEMO_PASSWORD } from '../src/demo/account';
import { exportDocument } from '../src/modules/transfer/service';
import { Agent, createTestApp, signUp, uniqueEmail, type TestApp } from './helpers';

type Row = Record<string, unknown>;

async function exportOf(agent: Agent): Promise<ExportDocument> {
  const response = await agent.get('/api/export');
  expect(response.statusCode, response.body).toBe(200);
  return exportDocumentSchema.parse(JSON.parse(response.body));
}

async function demoAgent(t: TestApp, days: number): Promise<Agent> {
  const email = uniqueEmail('demo');
  await createDemoAccount(t.db, t.clock, { email, days });
  const agent = new Agent(t.app);
  const login = await agent.post('/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  return agent;
}

/**
 * A document's rows with what the import may change taken out: ids become what they point at (a completion's
 * habit by name, a subtask's parent by title), milestone ids go; the rest must come back as it was.
 */
function comparable(doc: ExportDocument): Record<ExportCollection, string[]> {
  const byId = (collection: ExportCollection, field: string) =>
    new Map((doc[collection] as Row[]).map((row) => [row.id, row[field]]));
  const habitName = byId('habits', 'name');
  const taskTitle = byId('tasks', 'title');
  const goalTitle = byId('careerGoals', 'title');
  const out = {} as Record<ExportCollection, string[]>;
  for (const collection of exportCollectionNames) {
    out[collection] = (doc[collection] as Row[])
      .map(({ id: _id, ...row }) => {
        if ('habitId' in row) row.habitId = habitName.get(row.habitId);
        if ('taskId' in row) row.taskId = taskTitle.get(row.taskId) ?? null;
        if ('parentId' in row) row.parentId = taskTitle.get(row.parentId) ?? null;
        if ('nextOccurrenceId' in row) row.nextOccurrenceId = taskTitle.get(row.nextOccurrenceId) ?? null;
        if ('goalId' in row) row.goalId = goalTitle.get(row.goalId) ?? null;
        if ('milestones' in row)
          row.milestones = (row.milestones as Row[]).map(({ id: _m, ...milestone }) => milestone);
        return JSON.stringify(row);
      })
      .sort();
  }
  return out;
}

const counts = (doc: ExportDocument) =>
  Object.fromEntries(exportCollectionNames.map((name) => [name, doc[name].length]));

/** Rows the demo does not make: a subtask, a recurring task completed (its next occurrence), a skip, a budget. */
async function addLinkedRows(agent: Agent) {
  const parent = await agent.post('/api/tasks', { title: 'Move house', dueDate: '2026-03-20' });
  expect(parent.statusCode, parent.body).toBe(201);
  const sub = await agent.post('/api/tasks', { title: 'Pack books', parentId: parent.json<Row>().id });
  expect(sub.statusCode, sub.body).toBe(201);
  const weekly = await agent.post('/api/tasks', {
    title: 'Water plants',
    dueDate: '2026-03-09',
    recurrence: 'weekly',
  });
  expect(weekly.statusCode, weekly.body).toBe(201);
  const done = await agent.request(api.tasks.update.method, `/api/tasks/${String(weekly.json<Row>().id)}`, {
    payload: { status: 'completed' },
  });
  expect(done.statusCode, done.body).toBe(200);
  const habit = await agent.post('/api/habits', { name: 'Stretch', startDate: '2026-03-01' });
  expect(habit.statusCode, habit.body).toBe(201);
  const skip = await agent.request(
    'PUT',
    `/api/habits/${String(habit.json<Row>().id)}/completions/2026-03-05`,
    {
      payload: { skipped: true },
    },
  );
  expect(skip.statusCode, skip.body).toBe(200);
  const budget = await agent.request('PUT', '/api/budget-threshold', {
    payload: { weeklyLimit: '150.00', monthlyLimit: '600' },
  });
  expect(budget.statusCode, budget.body).toBe(200);
}

describe('export and import of a whole account', () => {
  let t: TestApp;
  let source: Agent;
  let original: ExportDocument;

  beforeAll(async () => {
    t = await createTestApp();
    source = await demoAgent(t, 365);
    await addLinkedRows(source);
    original = await exportOf(source);
  }, 120_000);

  it('streams one versioned JSON attachment named by the day', async () => {
    const response = await source.get('/api/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="track-grow-export-2026-03-10.json"',
    );
    const doc = JSON.parse(response.body) as Row;
    expect(doc.format).toBe('track-grow-export');
    expect(doc.version).toBe(EXPORT_VERSION);
    expect(original.habits.length).toBeGreaterThan(0);
    expect(original.habitCompletions.some((c) => c.skipped)).toBe(true);
    expect(original.tasks.some((task) => task.parentId !== null)).toBe(true);
    expect(original.tasks.some((task) => task.nextOccurrenceId !== null)).toBe(true);
    expect(original.budget).toEqual({ weeklyLimit: '150.00', monthlyLimit: '600.00' });
    for (const name of exportCollectionNames) expect(original[name].length, name).toBeGreaterThan(0);
  });

  it('round-trips a year of data into a new account with new ids, and a second import adds nothing', async () => {
    const { agent: target } = await signUp(t.app);
    const empty = await exportOf(target);
    expect(Object.values(counts(empty)).every((n) => n === 0)).toBe(true);

    const first = await target.post('/api/import', { document: original });
    expect(first.statusCode, first.body.slice(0, 500)).toBe(200);
    const summary = first.json<{ dryRun: boolean; added: Row; skipped: Row }>();
    expect(summary.dryRun).toBe(false);
    for (const name of exportCollectionNames) {
      expect(summary.added[name], name).toBe(original[name].length);
      expect(summary.skipped[name], name).toBe(0);
    }

    const copy = await exportOf(target);
    expect(comparable(copy)).toEqual(comparable(original));
    expect(copy.budget).toEqual(original.budget);
    expect(copy.settings).toEqual(original.settings);
    // No row of the copy shares an id with the original (milestones included).
    const ids = (doc: ExportDocument) =>
      new Set(
        exportCollectionNames.flatMap((name) => [
          ...(doc[name] as Row[]).map((row) => row.id),
          ...(name === 'careerGoals' ? doc.careerGoals.flatMap((g) => g.milestones.map((m) => m.id)) : []),
        ]),
      );
    const originalIds = ids(original);
    expect([...ids(copy)].filter((id) => id !== undefined && originalIds.has(id))).toEqual([]);

    const again = await target.post('/api/import', { document: original });
    expect(again.statusCode).toBe(200);
    const second = again.json<{ added: Row; skipped: Row }>();
    for (const name of exportCollectionNames) {
      expect(second.added[name], name).toBe(0);
      expect(second.skipped[name], name).toBe(original[name].length);
    }
    expect(second.added.settings).toBe(0);
    expect(second.added.budget).toBe(0);
    expect(comparable(await exportOf(target))).toEqual(comparable(copy));

    // The source account is untouched by the other account's import, and exports only its own rows.
    expect(counts(await exportOf(source))).toEqual(counts(original));
  }, 120_000);

  it('finds every row of an account’s own export already there', async () => {
    const response = await source.post('/api/import', { document: original, dryRun: true });
    expect(response.statusCode).toBe(200);
    const summary = response.json<{ added: Row; skipped: Row }>();
    expect(Object.values(summary.added).every((n) => n === 0)).toBe(true);
    expect(summary.skipped.transactions).toBe(original.transactions.length);
  }, 60_000);

  it('refuses settings the app cannot use', async () => {
    const { agent: target } = await signUp(t.app);
    const settings = { ...original.settings, timezone: 'Mars/Olympus_Mons' };
    const response = await target.post('/api/import', { document: { ...original, settings } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string }[] }>().issues[0]!.path).toBe(
      'document.settings.timezone',
    );
  });

  it('keeps the importer’s own rows and exports only the signed-in user’s', async () => {
    const { agent: target } = await signUp(t.app);
    const own = await target.post('/api/habits', { name: 'Read a page' });
    expect(own.statusCode).toBe(201);
    const document = { ...original, habits: original.habits.slice(0, 1), habitCompletions: [] };
    const response = await target.post('/api/import', {
      document: { ...document, tasks: [], focusSessions: [] },
    });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const mine = await exportOf(target);
    expect(mine.habits.map((h) => h.name).sort()).toEqual(['Read a page', original.habits[0]!.name].sort());
    const sourceIds = new Set(original.habits.map((h) => h.id));
    expect(mine.habits.some((h) => sourceIds.has(h.id))).toBe(false);
    expect(counts(await exportOf(source))).toEqual(counts(original));
  }, 60_000);

  it('previews with dryRun: the same summary, nothing written', async () => {
    const { agent: target } = await signUp(t.app);
    const before = await exportOf(target);
    const response = await target.post('/api/import', { document: original, dryRun: true });
    expect(response.statusCode).toBe(200);
    const summary = response.json<{ dryRun: boolean; added: Row }>();
    expect(summary.dryRun).toBe(true);
    expect(summary.added.habits).toBe(original.habits.length);
    expect(summary.added.habitCompletions).toBe(original.habitCompletions.length);
    const after = await exportOf(target);
    expect(counts(after)).toEqual(counts(before));
    expect(after.settings).toEqual(before.settings);
    expect(after.budget).toBeNull();
  }, 60_000);

  describe('refuses a bad document with a 400 naming the path, and changes nothing', () => {
    const refused = async (document: unknown, path: string) => {
      const { agent: target } = await signUp(t.app);
      const before = await exportOf(target);
      const response = await target.post('/api/import', { document });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; issues: { path: string; code?: string }[] }>();
      expect(body.issues[0]!.path).toBe(path);
      const after = await exportOf(target);
      expect(counts(after)).toEqual(counts(before));
      expect(after.settings).toEqual(before.settings);
      return body.issues[0]!;
    };

    it('a version this app cannot read', async () => {
      const issue = await refused({ ...original, version: 7 }, 'document.version');
      expect(issue.code).toBe('transfer.version');
    });

    it('a wrong type deep inside', async () => {
      const workouts = original.workouts.map((w, i) =>
        i === 2 ? { ...w, exercises: [{ name: 'Squat', reps: 'ten' }] } : w,
      );
      await refused({ ...original, workouts }, 'document.workouts.2.exercises.0.reps');
    });

    it('a completion pointing at a habit not in the document', async () => {
      const habitCompletions = original.habitCompletions.map((c, i) =>
        i === 5 ? { ...c, habitId: '0190f7a0-0000-7000-8000-000000000000' } : c,
      );
      const issue = await refused({ ...original, habitCompletions }, 'document.habitCompletions.5.habitId');
      expect(issue.code).toBe('transfer.unknownReference');
    });

    it('not an export at all', async () => {
      await refused({ hello: 'world' }, 'document.version');
    });
  });

  it('answers 413 for a body over the 50 MB cap', async () => {
    const { agent: target } = await signUp(t.app);
    const padding = 'x'.repeat(51 * 1024 * 1024);
    const response = await target.post('/api/import', { document: { ...original, padding } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large' });
    expect(counts(await exportOf(target)).habits).toBe(0);
  }, 60_000);

  it('gives its connection back clean when a download stops half-way', async () => {
    const { rows } = await t.db.$client.query<{ id: string }>('select id from users where email like $1', [
      'demo-%',
    ]);
    const pieces = exportDocument({ db: t.db, clock: t.clock }, rows[0]!.id);
    expect((await pieces.next()).value).toMatch(/^\{"format":"track-grow-export"/);
    await pieces.next();
    await pieces.return(undefined);
    // Every pooled connection, the export's included, is outside any transaction (a leaked one is read only).
    const pool = t.db.$client;
    const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    const readOnly = await Promise.all(
      clients.map((c) => c.query<{ transaction_read_only: string }>('show transaction_read_only')),
    );
    for (const c of clients) c.release();
    expect(readOnly.map((r) => r.rows[0]!.transaction_read_only)).not.toContain('on');
  });

  it('needs a signed-in user', async () => {
    const anonymous = new Agent(t.app);
    expect((await anonymous.get('/api/export')).statusCode).toBe(401);
    expect((await anonymous.post('/api/import', { document: original })).statusCode).toBe(401);
  });
});

describe('a long history', () => {
  it('streams the export of a five-year account', async () => {
    const t = await createTestApp();
    const agent = await demoAgent(t, 5 * 365);
    const doc = await exportOf(agent);
    expect(doc.habitCompletions.length).toBeGreaterThan(5000);
    const completions = new Set(doc.habitCompletions.map((c) => c.date));
    expect(completions.size).toBeGreaterThan(4 * 365);
    const { agent: target } = await signUp(t.app);
    const response = await target.post('/api/import', { document: doc });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    expect(comparable(await exportOf(target))).toEqual(comparable(doc));
  }, 240_000);
});
