import { describe, expect, expectTypeOf, it } from 'vitest';
import { profileApi } from '@track-grow/domain/auth/api';
import { habitsApi } from '@track-grow/domain/habits/api';
import { transactionsApi } from '@track-grow/domain/money/api';
import { moodApi } from '@track-grow/domain/mood/api';
import { tasksApi } from '@track-grow/domain/tasks/api';
import type { TaskListView } from '@track-grow/domain/tasks';
import type { CallOptions, EndpointInput, EndpointParams } from './api-client.ts';
import { callApi } from './api-client.ts';
import type { EndpointQuery } from './api-list.ts';
import { getAllPages, getOne, getPage } from './api-list.ts';

// Type-level checks: `tsc -p apps/web` fails when a line marked @ts-expect-error compiles. The calls sit in
// functions that never run, so nothing is sent.
const id = '0195f3a2-7c4e-7d2a-9b1e-2f6a8c4d5e01';

describe('the endpoint map types the client', () => {
  it('types path params from the params schema: required exactly when the path has some', () => {
    expectTypeOf<EndpointParams<typeof habitsApi.setCompletion>>().toEqualTypeOf<{
      id: string;
      date: string;
    }>();
    expectTypeOf<EndpointParams<typeof habitsApi.list>>().toEqualTypeOf<undefined>();
    expectTypeOf<CallOptions<typeof tasksApi.get>>().toEqualTypeOf<{ params: { id: string } }>();

    const unused = () => [
      callApi(habitsApi.toggle, { date: '2026-03-14' }, { params: { id } }),
      // @ts-expect-error a typo in a param name
      callApi(habitsApi.toggle, { date: '2026-03-14' }, { params: { idd: id } }),
      // @ts-expect-error the path has :id, so params are required
      callApi(tasksApi.get),
      // @ts-expect-error :date is missing
      callApi(habitsApi.setCompletion, { status: 'completed' }, { params: { id } }),
      // @ts-expect-error a path without segments takes no params
      callApi(tasksApi.counts, { params: { id } }),
    ];
    expect(unused).toBeTypeOf('function');
  });

  it('types the body from the body schema', () => {
    expectTypeOf<EndpointInput<typeof habitsApi.toggle>>().toEqualTypeOf<{ date: string }>();
    const unused = () => [
      // @ts-expect-error a typo in a body field
      callApi(habitsApi.toggle, { dat: '2026-03-14' }, { params: { id } }),
      // @ts-expect-error an endpoint with a body needs one
      callApi(tasksApi.create),
    ];
    expect(unused).toBeTypeOf('function');
  });

  it('types the query from the query schema: unknown keys and enum values do not compile', () => {
    expectTypeOf<EndpointQuery<typeof tasksApi.list>['view']>().toEqualTypeOf<
      TaskListView | null | undefined
    >();
    const unused = () => [
      getOne(moodApi.summary, { year: 2026 }),
      getPage(tasksApi.list, { view: 'today', tag: 'home', cursor: null }),
      getAllPages(habitsApi.list, { archived: true }),
      // @ts-expect-error a typo in a query key
      getOne(moodApi.summary, { yeer: 2026 }),
      // @ts-expect-error not one of the views
      getPage(tasksApi.list, { view: 'tody' }),
      // @ts-expect-error an endpoint without a query takes no keys
      getOne(tasksApi.counts, { limit: 1 }),
      // @ts-expect-error a typo in a list's query key
      getAllPages(transactionsApi.list, { form: '2026-01-01' }),
    ];
    expect(unused).toBeTypeOf('function');
  });

  it('refuses the entries that are not JSON calls', () => {
    const unused = () => [
      // @ts-expect-error the CSV export answers text/csv: it is a link, not a JSON call
      callApi(transactionsApi.export),
      // @ts-expect-error the image upload is multipart, sent by its own fetch
      callApi(profileApi.uploadImage),
    ];
    expect(unused).toBeTypeOf('function');
  });
});
