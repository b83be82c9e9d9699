import { randomUUID } from 'node:crypto';
import type { Goal } from '@track-grow/domain/career';
import type { Workout } from '@track-grow/domain/fitness';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type Agent, type TestApp } from './helpers';

// Issue 22: requests that answered 500. Each is kept here as a case that must stay below 500.

let t: TestApp;
let agent: Agent;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T12:00:00Z'));
  ({ agent } = await signUp(t.app));
  // Rows for the lists to have pages of, so a cursor reaches the SQL.
  for (let i = 0; i < 2; i++) {
    expect((await agent.post('/api/notes', { content: `Note ${i}` })).statusCode).toBe(201);
    const task = await agent.post('/api/tasks', { title: `Task ${i}` });
    await agent.patch(`/api/tasks/${task.json<{ id: string }>().id}`, { completed: true });
  }
});

async function snapshot(): Promise<unknown> {
  const response = await agent.get('/api/export');
  const document = response.json<Record<string, unknown>>();
  delete document.exportedAt;
  return document;
}

const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const id = randomUUID();

describe('a forged cursor PostgreSQL would refuse is a 400 shared.badCursor', () => {
  const cases: [string, unknown[]][] = [];
  for (const offset of ['+16:00', '-16:00', '+16', '-2359', '+23:59'])
    cases.push(
      ['/api/tasks?view=completed', [`2026-03-01 10:00:00${offset}`, id]],
      ['/api/notes', ['true', `2026-03-01 10:00:00${offset}`, id]],
      ['/api/notes?q=note', ['0.06', 'true', `2026-03-01T10:00:00${offset}`, id]],
      ['/api/timeline', [`2026-03-01 10:00:00${offset}`, 'note:x']],
    );
  cases.push(
    ['/api/notes?q=note', ['1e-50', 'true', '2026-03-01 10:00:00+00', id]],
    ['/api/notes?q=note', ['-1e-46', 'true', '2026-03-01 10:00:00+00', id]],
    ['/api/notes?q=note', ['1e309', 'true', '2026-03-01 10:00:00+00', id]],
    ['/api/notes', ['true', '0001-03-01 10:00:00+00', id]],
    ['/api/tasks?view=completed', ['0099-12-31 10:00:00+00', id]],
    ['/api/moods', ['0050-01-01', id]],
    ['/api/tasks', ['2101-01-01', 'a', 'b', id]],
  );
  it.each(cases)('%s with %j', async (url, parts) => {
    const response = await agent.get(`${url}${url.includes('?') ? '&' : '?'}cursor=${cursorOf(parts)}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'shared.badCursor' });
  });

  it('a cursor at the edges PostgreSQL takes still reads a page', async () => {
    for (const [url, parts] of [
      ['/api/tasks?view=completed', ['2026-03-01 10:00:00+15:59', id]],
      ['/api/notes?q=note', ['0', 'true', '2026-03-01 10:00:00-15:00', id]],
      ['/api/notes?q=note', ['1e-40', 'true', '2026-03-01 10:00:00+00', id]],
      ['/api/notes', ['false', '1900-01-01 00:00:00+00', id]],
    ] as const) {
      const response = await agent.get(
        `${url}${url.includes('?') ? '&' : '?'}cursor=${cursorOf([...parts])}`,
      );
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    }
  });
});

describe('a date outside 1900-01-01..2100-12-31 is a 400 shared.dateRange naming its field', () => {
  const cases: [string, string, unknown, string][] = [
    ['GET', '/api/habits/progress-stats?to=0099-01-01', undefined, 'to'],
    ['GET', '/api/habits/progress-stats?to=0001-01-01', undefined, 'to'],
    ['GET', '/api/habits/heatmap-stats?to=0099-01-01', undefined, 'to'],
    ['GET', '/api/habits/heatmap-stats?from=2101-01-01', undefined, 'from'],
    ['GET', '/api/money/summary?month=0099-01', undefined, 'month'],
    ['GET', '/api/money/summary?month=2101-01', undefined, 'month'],
    ['GET', '/api/transactions?from=1899-12-31', undefined, 'from'],
    ['POST', '/api/habits', { name: 'Old', frequency: 'daily', startDate: '0100-01-01' }, 'startDate'],
    ['POST', '/api/moods', { date: '1899-12-31', rating: 3 }, 'date'],
    ['POST', '/api/tasks', { title: 'Far', dueDate: '2101-01-01' }, 'dueDate'],
    [
      'POST',
      '/api/focus-sessions',
      {
        title: 'Old',
        plannedDuration: 25,
        actualDuration: 25,
        startedAt: '0099-03-01T10:00:00Z',
        completedAt: '2026-03-01T10:25:00Z',
        date: '2026-03-01',
      },
      'startedAt',
    ],
    [
      'POST',
      '/api/focus-sessions',
      {
        title: 'Far zone',
        plannedDuration: 25,
        actualDuration: 25,
        startedAt: '2026-03-01T10:00:00+16:00',
        completedAt: '2026-03-01T10:25:00Z',
        date: '2026-03-01',
      },
      'startedAt',
    ],
    [
      'PATCH',
      '/api/auth/user',
      { preferences: { widgetConfig: { updatedAt: '0001-01-01T00:00:00Z', widgets: [] } } },
      'preferences.widgetConfig.updatedAt',
    ],
  ];
  it.each(cases)('%s %s', async (method, url, body, field) => {
    const before = await snapshot();
    const response = await agent.request(method as 'GET', url, { payload: body });
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json<{ issues: { path: string; message: string }[] }>();
    expect(answer.issues).toContainEqual(expect.objectContaining({ path: field, code: 'shared.dateRange' }));
    expect(await snapshot()).toEqual(before);
  });

  it('an import holding such a date is refused, naming the row', async () => {
    const document = (await agent.get('/api/export')).json<Record<string, unknown>>();
    const moods = [
      {
        id,
        date: '0099-01-01',
        rating: 3,
        note: null,
        createdAt: '2026-03-01T10:00:00Z',
        updatedAt: '2026-03-01T10:00:00Z',
      },
    ];
    const before = await snapshot();
    const response = await agent.post('/api/import', { document: { ...document, moods } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain('moods.0.date');
    expect(await snapshot()).toEqual(before);
  });
});

describe('a lone surrogate in a field stored as JSON is kept as U+FFFD, as text fields keep it', () => {
  it('in a workout exercise name (POST and PATCH)', async () => {
    const created = await agent.post('/api/workouts', {
      name: 'Run \ud800',
      type: 'cardio',
      duration: 30,
      date: '2026-03-01',
      exercises: [{ name: 'Squat \ud800' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const workout = created.json<Workout>();
    expect(workout.name).toBe('Run \uFFFD');
    expect(workout.exercises[0]!.name).toBe('Squat \uFFFD');
    const patched = await agent.patch(`/api/workouts/${workout.id}`, { exercises: [{ name: '\udc00x' }] });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Workout>().exercises[0]!.name).toBe('\uFFFDx');
  });

  it('in a career goal milestone (POST, PATCH, and PATCH of one milestone)', async () => {
    const created = await agent.post('/api/career/goals', {
      title: 'Grow',
      milestones: [{ title: 'A \ud800' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const goal = created.json<Goal>();
    expect(goal.milestones[0]!.title).toBe('A \uFFFD');
    const patched = await agent.patch(`/api/career/goals/${goal.id}`, {
      milestones: [{ id: goal.milestones[0]!.id, title: 'B \udfff' }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Goal>().milestones[0]!.title).toBe('B \uFFFD');
    const one = await agent.patch(`/api/career/goals/${goal.id}/milestones/${goal.milestones[0]!.id}`, {
      title: 'C \ud800',
    });
    expect(one.statusCode, one.body).toBe(200);
    expect((await agent.get(`/api/career/goals/${goal.id}`)).json<Goal>().milestones[0]!.title).toBe(
      'C \uFFFD',
    );
  });

  it('in preferences.widgetConfig of PATCH /api/auth/user', async () => {
    const response = await agent.patch('/api/auth/user', {
      preferences: {
        widgetConfig: {
          updatedAt: '2026-03-01T10:00:00Z',
          widgets: [{ id: 'habits_streak', title: 'Streak \ud800', enabled: true }],
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = (await agent.get('/api/auth/user')).json<{
      preferences: { widgetConfig: { widgets: { title: string }[] } };
    }>();
    expect(user.preferences.widgetConfig.widgets[0]!.title).toBe('Streak \uFFFD');
  });

  it('inside POST /api/import: workouts, goals and widgetConfig', async () => {
    const { agent: source } = await signUp(t.app);
    await source.post('/api/workouts', {
      name: 'Run',
      type: 'cardio',
      duration: 30,
      date: '2026-03-01',
      exercises: [{ name: 'Squat' }],
    });
    await source.post('/api/career/goals', { title: 'Grow', milestones: [{ title: 'First' }] });
    const document = (await source.get('/api/export')).json<{
      workouts: { exercises: { name: string }[] }[];
      careerGoals: { milestones: { title: string }[] }[];
      settings: { preferences: Record<string, unknown> };
    }>();
    document.workouts[0]!.exercises[0]!.name = 'Squat \ud800';
    document.careerGoals[0]!.milestones[0]!.title = 'First \udc00';
    document.settings.preferences = {
      widgetConfig: {
        updatedAt: '2026-03-01T10:00:00Z',
        widgets: [{ id: 'mood', title: 'Mood \ud800', enabled: true }],
      },
    };
    const { agent: target } = await signUp(t.app);
    const response = await target.post('/api/import', { document });
    expect(response.statusCode, response.body).toBe(200);
    const copy = (await target.get('/api/export')).json<typeof document>();
    expect(copy.workouts[0]!.exercises[0]!.name).toBe('Squat \uFFFD');
    expect(copy.careerGoals[0]!.milestones[0]!.title).toBe('First \uFFFD');
    expect(JSON.stringify(copy.settings.preferences)).toContain('Mood \uFFFD');
  });
});
