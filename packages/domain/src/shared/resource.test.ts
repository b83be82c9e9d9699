import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { idParams } from './primitives';
import { resourceEndpoints } from './resource';

const row = z.object({ id: z.string(), title: z.string() });
const listQuery = z.object({ limit: z.coerce.number().optional() });
const create = z.object({ title: z.string() });
const update = create.partial();

describe('resourceEndpoints', () => {
  const e = resourceEndpoints('/api/books', { row, listQuery, create, update });

  it('declares list, create, get, update and remove at the path and path/:id', () => {
    expect(Object.entries(e).map(([name, x]) => `${name} ${x.method} ${x.path} ${x.status}`)).toEqual([
      'list GET /api/books 200',
      'create POST /api/books 201',
      'get GET /api/books/:id 200',
      'update PATCH /api/books/:id 200',
      'remove DELETE /api/books/:id 200',
    ]);
    expect(e.get.params).toBe(idParams);
    expect(e.update.body).toBe(update);
    expect(e.list.query).toBe(listQuery);
    expect(e.list.output.parse([{ id: 'a', title: 'b' }])).toEqual([{ id: 'a', title: 'b' }]);
    expect(e.remove.output.parse({ message: 'gone' })).toEqual({ message: 'gone' });
  });

  it('keeps every literal type the server and the web client read', () => {
    expectTypeOf(e.get.path).toEqualTypeOf<'/api/books/:id'>();
    expectTypeOf(e.create.body).toEqualTypeOf(create);
    expectTypeOf(e.update.method).toEqualTypeOf<'PATCH'>();
    expectTypeOf(e.list.query).toEqualTypeOf(listQuery);
  });
});
