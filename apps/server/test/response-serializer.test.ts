import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '@track-grow/domain';
import { responseSerializerCompiler } from '../src/lib/response-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/x' });
const moodRow = {
  id: '0196a4d8-3f51-7000-8000-000000000001',
  date: '2026-03-14',
  rating: 4,
  emotions: ['calm'],
  note: null,
  createdAt: '2026-03-14T08:00:00.000Z',
};

describe('response serializer', () => {
  const fast = responseSerializerCompiler({ check: false });
  const checked = responseSerializerCompiler({ check: true });

  it('writes only the schema’s properties: a row’s other columns never leave the server', () => {
    const out = fast(route(api.mood.list.output))([
      { ...moodRow, userId: 'someone', passwordHash: 'secret' },
    ]);
    expect(JSON.parse(out)).toEqual([moodRow]);
    expect(out).not.toContain('secret');
  });

  it('writes what zod’s encode writes, byte for byte, for every shape of a real answer', () => {
    const user = {
      id: moodRow.id,
      email: 'a@b.co',
      firstName: 'Ada',
      lastName: null,
      profileImageUrl: null,
    };
    const schemas: Array<[z.ZodType, unknown]> = [
      [api.mood.list.output, [moodRow, { ...moodRow, note: 'a "quoted" note\nwith a line', emotions: [] }]],
      [
        z.object({ a: z.number(), b: z.string().optional(), c: z.record(z.string(), z.number()) }),
        { a: 1.5, c: { x: 2 } },
      ],
      [z.object({ user: z.object({ id: z.string(), email: z.string() }).nullable() }), { user: null }],
      [z.object({ user: z.object({ id: z.string(), email: z.string() }).nullable() }), { user }],
    ];
    for (const [schema, data] of schemas)
      expect(checked(route(schema))(data)).toBe(JSON.stringify(z.encode(schema, data as never)));
  });

  it('fails the request in checked mode when the answer does not match its schema', () => {
    expect(() => checked(route(api.mood.list.output))([{ ...moodRow, rating: 'four' }])).toThrow(
      /Response doesn't match|serializ/i,
    );
    expect(() => checked(route(api.mood.list.output))([{ ...moodRow, date: '2026-02-30' }])).toThrow();
    const { note: _dropped, ...withoutNote } = moodRow;
    expect(() => checked(route(api.mood.list.output))([withoutNote])).toThrow();
  });

  it('falls back to zod for a schema JSON Schema cannot express, so nothing is written whole', () => {
    const custom = z.object({ at: z.custom<string>((v) => typeof v === 'string') });
    expect(JSON.parse(fast(route(custom))({ at: 'x', extra: 1 }))).toEqual({ at: 'x' });
    // An object where the custom type expects a string fails, instead of leaving with its nested fields.
    expect(() => fast(route(custom))({ at: { secret: 'x' } })).toThrow();
  });
});
