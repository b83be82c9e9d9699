import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { apiEntries } from './api';
import { completionParams } from './habits';
import { endpoint, idParams, pathParamNames, type Endpoint, type PathParamNames } from './shared';

/** Every entry of the map, with its key (`habits.toggle`). */
const entries = (): [string, Endpoint][] =>
  apiEntries.map(({ group, name, endpoint: e }) => [group === name ? group : `${group}.${name}`, e]);

/** The keys of a zod object schema. */
const keysOf = (schema: Endpoint['params']) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : undefined;

describe('the endpoint map', () => {
  it('holds every area', () => {
    expect(entries().length).toBeGreaterThanOrEqual(60);
    expect(entries().map(([name]) => name)).toContain('habits.setCompletion');
  });

  it.each(entries())('%s: its params schema names exactly the :segments of its path', (_name, e) => {
    const names = pathParamNames(e.path).sort();
    if (names.length === 0) expect(e.params).toBeUndefined();
    else expect(keysOf(e.params)).toEqual(names);
  });

  it('has no two endpoints with the same method and path', () => {
    const seen = new Map<string, string>();
    for (const [name, e] of entries()) {
      const key = `${e.method} ${e.path}`;
      expect(seen.get(key), `${name} repeats ${key}`).toBeUndefined();
      seen.set(key, name);
    }
  });

  it('declares query and params as zod objects, and no JSON body on a GET or a multipart upload', () => {
    for (const [name, e] of entries()) {
      if (e.query) expect(e.query.safeParse({}).success, name).toBe(true);
      if (e.method === 'GET' || e.multipart) expect(e.body, name).toBeUndefined();
      // The CSRF rule allows multipart on an upload's exact path, so an upload's path takes no params.
      if (e.multipart) expect(e.params, name).toBeUndefined();
    }
  });

  it('answers JSON everywhere but the CSV export, the data export file and the profile image bytes', () => {
    const raw = entries().filter(([, e]) => e.output === undefined);
    expect(raw.map(([name]) => name).sort()).toEqual([
      'profile.image',
      'transactions.export',
      'transfer.export',
    ]);
  });

  it('leaves health, the sign-in routes and the signed-in-or-null user public, and guards the rest', () => {
    const open = entries().filter(([, e]) => !e.auth);
    expect(open.map(([name]) => name).sort()).toEqual([
      'auth.forgotPassword',
      'auth.login',
      'auth.logout',
      'auth.resetPassword',
      'auth.signup',
      'auth.user',
      'health',
    ]);
  });

  it('answers 201 to the creates', () => {
    const created = entries().filter(([, e]) => e.status === 201);
    expect(created.map(([name]) => name).sort()).toEqual([
      'auth.signup',
      'books.create',
      'careerAchievements.create',
      'careerGoals.create',
      'careerSkills.create',
      'fitness.create',
      'focus.create',
      'habits.create',
      'mood.create',
      'notes.create',
      'notifications.startTimer',
      'notifications.subscribe',
      'tasks.create',
      'tasks.quickAdd',
      'transactions.create',
      'vacations.create',
    ]);
  });
});

describe('endpoint', () => {
  it('fills the defaults: no inputs, auth, 200, JSON', () => {
    const e = endpoint('GET', '/api/x', { output: z.string() });
    expect(e).toMatchObject({
      params: undefined,
      query: undefined,
      body: undefined,
      auth: true,
      status: 200,
    });
    expect(e.multipart).toBe(false);
  });

  it('reads the :segments of a path', () => {
    expect(pathParamNames('/api/habits/:id/completions/:date')).toEqual(['id', 'date']);
    expectTypeOf<PathParamNames<'/api/habits/:id/completions/:date'>>().toEqualTypeOf<'id' | 'date'>();
    expectTypeOf<PathParamNames<'/api/habits'>>().toEqualTypeOf<never>();
  });

  it('does not compile when the params do not match the path', () => {
    // @ts-expect-error a path with :id needs a params schema
    endpoint('GET', '/api/x/:id', { output: z.string() });
    // @ts-expect-error the params schema lacks :date
    endpoint('PUT', '/api/x/:id/:date', { params: idParams, output: z.string() });
    // @ts-expect-error a path without segments takes no params
    endpoint('GET', '/api/x', { params: idParams, output: z.string() });
    expect(endpoint('PUT', '/api/x/:id/:date', { params: completionParams }).path).toBe('/api/x/:id/:date');
  });
});
