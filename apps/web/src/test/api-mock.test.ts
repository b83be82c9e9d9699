import { afterEach, describe, expect, it, vi } from 'vitest';
import { habitsApi } from '@track-grow/domain/habits/api';
import { mockApi, withParams } from './api-mock.ts';

afterEach(() => vi.unstubAllGlobals());

const send = async (path: string, method = 'GET', body?: unknown) => {
  const response = await fetch(path, { method, body: body === undefined ? null : JSON.stringify(body) });
  return { status: response.status, body: (await response.text()) || undefined };
};

describe('mockApi', () => {
  it('answers an endpoint of the map by its method and path, and anything else with a 404', async () => {
    const { calls } = mockApi([[habitsApi.list, { body: ['read'] }]]);
    expect(await send('/api/habits?archived=true')).toEqual({ status: 200, body: '["read"]' });
    expect(await send('/api/habits', 'POST', {})).toMatchObject({ status: 404 });
    expect(await send('/api/habits/stats')).toMatchObject({ status: 404 });
    expect(calls.map((call) => [call.method, call.path])).toEqual([
      ['GET', '/api/habits?archived=true'],
      ['POST', '/api/habits'],
      ['GET', '/api/habits/stats'],
    ]);
  });

  it('matches any value of a `:name` segment and hands the handler the decoded values', async () => {
    mockApi([
      [habitsApi.setCompletion, ({ params, body }) => ({ body: { params, body } })],
      [habitsApi.get, ({ params }) => ({ body: params })],
    ]);
    expect(await send('/api/habits/h%201/completions/2026-03-05', 'PUT', { completed: true })).toEqual({
      status: 200,
      body: JSON.stringify({ params: { id: 'h 1', date: '2026-03-05' }, body: { completed: true } }),
    });
    expect(await send('/api/habits/h1/completions')).toMatchObject({ status: 404 });
    expect(await send('/api/habits/h1/extra')).toMatchObject({ status: 404 });
  });

  it('answers only the given values when the route names them with withParams', async () => {
    mockApi([[withParams(habitsApi.get, { id: 'h1' }), { body: 'one' }]]);
    expect(await send('/api/habits/h1')).toEqual({ status: 200, body: '"one"' });
    expect(await send('/api/habits/h2')).toMatchObject({ status: 404 });
  });

  it('prefers a path without parameters, then the route listed last', async () => {
    mockApi([
      [habitsApi.stats, { body: 'stats' }],
      [habitsApi.get, { body: 'first' }],
      [habitsApi.get, { body: 'last' }],
    ]);
    expect(await send('/api/habits/stats')).toEqual({ status: 200, body: '"stats"' });
    expect(await send('/api/habits/h1')).toEqual({ status: 200, body: '"last"' });
  });
});
