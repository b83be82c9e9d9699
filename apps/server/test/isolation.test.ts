import { api, apiEntries } from '@track-grow/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './helpers';
import { anyMilestoneId, create, idRoutes, lists, noGetById, today, type Area } from './ownership-matrix';

/**
 * DESIGN.md 6: every user-owned row is reachable only by its owner. For every route of the endpoint map that
 * takes an id, another user's id answers 404 (never the data, never a change); every list answers only the
 * caller's rows. A new route with an id fails the coverage check below until it has a case here.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let intruder: Awaited<ReturnType<typeof signUp>>;
const ids = {} as Record<Area, string>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(`${today}T12:00:00Z`));
  owner = await signUp(t.app);
  intruder = await signUp(t.app);
  for (const area of Object.keys(create) as Area[]) {
    const response = await owner.agent.post(create[area].path, create[area].body);
    expect(response.statusCode, `${area}: ${response.body}`).toBeLessThan(300);
    ids[area] = response.json<{ id: string }>().id;
    // The intruder has rows of their own, so an empty list proves nothing by accident.
    expect((await intruder.agent.post(create[area].path, create[area].body)).statusCode).toBeLessThan(300);
  }
});

describe('ownership (DESIGN.md 6)', () => {
  it('covers every route of the endpoint map that takes an id', () => {
    const all = apiEntries.map((entry) => entry.endpoint);
    const withId = all
      .filter((e) => e.path.includes(':id'))
      .map((e) => `${e.method} ${e.path.replace(':date', today).replace(':milestoneId', anyMilestoneId)}`);
    // profile-image.test.ts asks for another user's image (a multipart upload, not a JSON row): 404.
    const coveredElsewhere = [`GET ${api.profile.image.path}`];
    const covered = [...idRoutes.map((r) => `${r.method} ${r.path}`), ...coveredElsewhere];
    expect(withId.filter((r) => !covered.includes(r))).toEqual([]);
  });

  it.each(idRoutes)(
    '$method $path with another user’s id answers 404 and changes nothing',
    async ({ method, path, area, body }) => {
      const url = path.replace(':id', ids[area]);
      const response = await intruder.agent.request(method, url, body === undefined ? {} : { payload: body });
      expect(response.statusCode).toBe(404);
      // The message, and the error's code when it has one: never the other user's data.
      expect(['message', 'code']).toEqual(expect.arrayContaining(Object.keys(response.json())));
      expect(response.json()).toHaveProperty('message');
      if (!noGetById.includes(area)) {
        const still = await owner.agent.get(`${create[area].path}/${ids[area]}`);
        expect(still.statusCode).toBe(200);
        expect(still.body).not.toContain('Hijacked');
      } else if (area === 'pushSubscriptions')
        expect((await owner.agent.get(create[area].path)).body).toContain(ids[area]);
    },
  );

  it.each(lists)('GET $path lists only the caller’s rows', async ({ path, area }) => {
    const mine = await owner.agent.get(path);
    const theirs = await intruder.agent.get(path);
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain(ids[area]);
  });

  it('a fake id that is not a UUID is a 400, not a crash', async () => {
    const response = await owner.agent.get('/api/tasks/not-a-uuid');
    expect(response.statusCode).toBe(400);
  });
});
