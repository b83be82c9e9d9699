import { z } from 'zod';
import { endpoint, type EndpointOf, type EndpointSpec, type Method, type ObjectSchema } from './endpoint';
import { idParams } from './primitives';

/** The answer of a delete: `{message}`. */
export const messageOutput = z.object({ message: z.string() });

/** The schemas of an area's rows: the row itself, its list's query, and the bodies of a create and an update. */
export interface ResourceSchemas<
  Row extends z.ZodType,
  ListQuery extends ObjectSchema,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  row: Row;
  listQuery: ListQuery;
  create: Create;
  update: Update;
}

/**
 * The five endpoints every area's rows have, at `path` and `path/:id`: list (keyset-paged by its query),
 * create (201), get, update (PATCH) and remove. An area spreads them into its map and adds its own reads.
 */
export function resourceEndpoints<
  P extends string,
  Row extends z.ZodType,
  ListQuery extends ObjectSchema,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(path: P, schemas: ResourceSchemas<Row, ListQuery, Create, Update>) {
  const byId = `${path}/:id`;
  // The path is generic here, so its `:id` rule is checked where a literal path is known (api.test.ts).
  const one = <M extends Method, const S extends EndpointSpec>(method: M, spec: S) =>
    endpoint(method, byId, spec as never) as EndpointOf<M, `${P}/:id`, S>;
  return {
    list: endpoint('GET', path, {
      query: schemas.listQuery,
      output: z.array(schemas.row),
    } as never) as EndpointOf<'GET', P, { query: ListQuery; output: z.ZodArray<Row> }>,
    create: endpoint('POST', path, {
      body: schemas.create,
      output: schemas.row,
      status: 201,
    } as never) as EndpointOf<'POST', P, { body: Create; output: Row; status: 201 }>,
    get: one('GET', { params: idParams, output: schemas.row }),
    update: one('PATCH', { params: idParams, body: schemas.update, output: schemas.row }),
    remove: one('DELETE', { params: idParams, output: messageOutput }),
  } as const;
}
