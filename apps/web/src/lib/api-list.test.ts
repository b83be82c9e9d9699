import { afterEach, describe, expect, it, vi } from 'vitest';
import { vacationsApi } from '@track-grow/domain/habits/api';
import { tasksApi } from '@track-grow/domain/tasks/api';
import type { Vacation } from '@track-grow/domain/habits';
import { mockApi } from '../test/api-mock.ts';
import { getAllPages, getOne, getPage, withQuery } from './api-list.ts';

afterEach(() => vi.unstubAllGlobals());

const vacation = (n: number): Vacation => ({
  id: `0195f3a2-7c4e-7d2a-9b1e-2f6a8c4d5e${String(n).padStart(2, '0')}`,
  startDate: '2026-08-01',
  endDate: '2026-08-14',
  createdAt: '2026-07-01T00:00:00.000Z',
});

const counts = { today: 2, upcoming: 3, all: 9, completed: 4, overdue: 1, dueToday: 1 };

describe('withQuery', () => {
  it('leaves out undefined, null and empty values, and keeps 0 and false', () => {
    expect(
      withQuery('/api/tasks', { view: 'today', tag: '', priority: null, cursor: undefined, limit: 0 }),
    ).toBe('/api/tasks?view=today&limit=0');
    expect(withQuery('/api/habits', { archived: false })).toBe('/api/habits?archived=false');
  });

  it('URL-encodes the values', () => {
    expect(withQuery('/api/notes', { q: 'a&b=c d', tag: 'café/ü' })).toBe(
      '/api/notes?q=a%26b%3Dc+d&tag=caf%C3%A9%2F%C3%BC',
    );
  });

  it('is the bare path when nothing is left', () => {
    expect(withQuery('/api/moods')).toBe('/api/moods');
    expect(withQuery('/api/moods', { from: undefined, to: '' })).toBe('/api/moods');
  });
});

describe('getPage', () => {
  it('parses the answer with the endpoint schema and reads x-next-cursor', async () => {
    const { calls } = mockApi([
      [vacationsApi.list, { body: [vacation(1)], headers: { 'x-next-cursor': 'c2' } }],
    ]);
    await expect(getPage(vacationsApi.list, { limit: 1, cursor: null })).resolves.toEqual({
      items: [vacation(1)],
      nextCursor: 'c2',
    });
    expect(calls.map((call) => call.path)).toEqual(['/api/vacations?limit=1']);
  });

  it('has no next cursor on the last page', async () => {
    mockApi([[vacationsApi.list, { body: [] }]]);
    await expect(getPage(vacationsApi.list)).resolves.toEqual({ items: [], nextCursor: null });
  });

  it('fails when the answer does not match the schema', async () => {
    mockApi([[vacationsApi.list, { body: [{ ...vacation(1), startDate: 'soon' }] }]]);
    await expect(getPage(vacationsApi.list)).rejects.toThrow(/startDate/);
  });
});

describe('getOne', () => {
  it('answers the parsed body of a non-list GET', async () => {
    const { calls } = mockApi([[tasksApi.counts, { body: counts, headers: { 'x-next-cursor': 'ignored' } }]]);
    await expect(getOne(tasksApi.counts)).resolves.toEqual(counts);
    expect(calls).toHaveLength(1);
  });

  it('surfaces a schema failure', async () => {
    mockApi([[tasksApi.counts, { body: { ...counts, overdue: 'one' } }]]);
    await expect(getOne(tasksApi.counts)).rejects.toThrow(/overdue/);
  });
});

describe('getAllPages', () => {
  it('follows x-next-cursor to the last page, keeping the query on every page', async () => {
    const pages: Record<string, { rows: Vacation[]; next?: string }> = {
      '': { rows: [vacation(1), vacation(2)], next: 'c2' },
      c2: { rows: [vacation(3)], next: 'c3' },
      c3: { rows: [vacation(4)] },
    };
    const { calls } = mockApi([
      [
        vacationsApi.list,
        ({ url }) => {
          const page = pages[url.searchParams.get('cursor') ?? ''];
          return { body: page?.rows ?? [], headers: page?.next ? { 'x-next-cursor': page.next } : {} };
        },
      ],
    ]);
    await expect(getAllPages(vacationsApi.list, { limit: 2 })).resolves.toEqual([1, 2, 3, 4].map(vacation));
    expect(calls.map((call) => call.path)).toEqual([
      '/api/vacations?limit=2',
      '/api/vacations?limit=2&cursor=c2',
      '/api/vacations?limit=2&cursor=c3',
    ]);
  });

  it('stops after maxPages when the server keeps sending a cursor', async () => {
    const { calls } = mockApi([
      [vacationsApi.list, { body: [vacation(1)], headers: { 'x-next-cursor': 'again' } }],
    ]);
    await expect(getAllPages(vacationsApi.list, {}, 3)).resolves.toHaveLength(3);
    expect(calls).toHaveLength(3);
  });

  it('fails when any page does not match the schema', async () => {
    mockApi([
      [
        vacationsApi.list,
        ({ url }) =>
          url.searchParams.has('cursor')
            ? { body: [{ id: 'not-a-vacation' }] }
            : { body: [vacation(1)], headers: { 'x-next-cursor': 'c2' } },
      ],
    ]);
    await expect(getAllPages(vacationsApi.list)).rejects.toThrow();
  });
});
