import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` segments of a path as a union of names (`'/api/habits/:id/completions/:date'` → 'id' | 'date'). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A zod object; endpoint params and queries are always one. */
export type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * One endpoint of the map: what the server registers and the web client calls.
 * - `params`: the `:name` segments of the path (undefined when it has none), `query`: the query string,
 *   `body`: the JSON body; each a zod schema, or undefined when the endpoint takes none.
 * - `output`: the JSON answer. Undefined only where the answer is not JSON (a CSV download, image bytes):
 *   the handler then sends the bytes with their own content type.
 * - `multipart`: the body is a multipart/form-data upload the handler reads itself (so `body` is undefined).
 * - `auth`: the endpoint needs a signed-in user (default). `status`: the success status (201 for creates).
 */
export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Params extends ObjectSchema | undefined = ObjectSchema | undefined,
  Query extends ObjectSchema | undefined = ObjectSchema | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Output extends z.ZodType | undefined = z.ZodType | undefined,
  Auth extends boolean = boolean,
  Multipart extends boolean = boolean,
> {
  readonly method: M;
  readonly path: P;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly output: Output;
  readonly auth: Auth;
  readonly status: 200 | 201;
  readonly multipart: Multipart;
}

export interface EndpointSpec {
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: z.ZodType;
  output?: z.ZodType;
  auth?: boolean;
  status?: 200 | 201;
  multipart?: boolean;
}

type Field<S, K extends keyof EndpointSpec, Default> = S extends { [key in K]: infer V } ? V : Default;

/** A path with `:name` segments must declare a params schema with those keys; one without must not. */
type ParamsRule<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<{ [K in PathParamNames<P>]: unknown }, { [K in PathParamNames<P>]: unknown }> };

export type EndpointOf<M extends Method, P extends string, S extends EndpointSpec> = Endpoint<
  M,
  P,
  Field<S, 'params', undefined>,
  Field<S, 'query', undefined>,
  Field<S, 'body', undefined>,
  Field<S, 'output', undefined>,
  Field<S, 'auth', true>,
  Field<S, 'multipart', false>
>;

/** Declares an endpoint; what the spec leaves out defaults to: no params/query/body, auth, status 200, JSON. */
export function endpoint<M extends Method, P extends string, const S extends EndpointSpec>(
  method: M,
  path: P,
  spec: S & ParamsRule<P>,
): EndpointOf<M, P, S> {
  return {
    method,
    path,
    params: spec.params,
    query: spec.query,
    body: spec.body,
    output: spec.output,
    auth: spec.auth ?? true,
    status: spec.status ?? 200,
    multipart: spec.multipart ?? false,
  } as EndpointOf<M, P, S>;
}

/** The `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
}
