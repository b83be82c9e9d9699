import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type JsonSchema = { [key: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Shapes zod's JSON Schema for writing rather than validating. fast-json-stringify already leaves out properties a
 * schema does not name, but where it must choose a branch of an `anyOf` it validates the value against each branch:
 * `additionalProperties: false` would then reject a row with extra columns, so it goes, and so do string patterns.
 * `X | null` becomes `type: [X, 'null']`, which needs no branch choice at all.
 */
function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriting);
  if (!isSchema(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'additionalProperties' && value === false) || key === 'pattern' || key === '$schema')
      continue;
    out[key] = forWriting(value);
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b) => isSchema(b) && b.type === 'null' && Object.keys(b).length === 1);
    const other: unknown = branches[1 - nullAt];
    if (nullAt !== -1 && isSchema(other) && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _merged, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
}

/**
 * A serializer generated from the response's zod schema (zod → JSON Schema → fast-json-stringify): it writes only the
 * schema's properties, so a row's extra columns (user_id, a hash) never leave the server, at about the cost of
 * JSON.stringify. Validating every answer with zod costs more than the SQL behind it, so the full check runs where
 * it finds bugs — in the tests (`check`), where every answer is also encoded by zod and must come out byte for byte
 * the same, or the request fails.
 * A schema JSON Schema cannot express falls back to zod's encode + JSON.stringify.
 * Serving does not check values: a value of the wrong type is coerced the way fast-json-stringify does (2.7 in an
 * integer field → 2, Infinity → null, a Date in a string field → its ISO text) instead of failing the request. The
 * types of the handlers and the checked tests are what keep answers right.
 */
export function responseSerializerCompiler({ check }: { check: boolean }) {
  const compiled = new WeakMap<z.ZodType, Serialize>();

  const viaZod =
    (schema: z.ZodType, method: string, url: string): Serialize =>
    (data) => {
      const result = z.safeEncode(schema, data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };

  function fastFor(schema: z.ZodType, method: string, url: string): Serialize {
    let serialize = compiled.get(schema);
    if (!serialize) {
      try {
        // 'throw': a type JSON Schema cannot express (z.custom, z.date, z.any) must not become `{}`, which
        // fast-json-stringify would write whole, nested fields and all; such a schema is written by zod instead.
        const jsonSchema = z.toJSONSchema(schema, {
          io: 'output',
          unrepresentable: 'throw',
          target: 'draft-7',
        });
        serialize = fastJson(forWriting(jsonSchema) as Parameters<typeof fastJson>[0]);
      } catch {
        serialize = viaZod(schema, method, url);
      }
      compiled.set(schema, serialize);
    }
    return serialize;
  }

  return ({ schema, method, url }: RouteSchema): Serialize => {
    const zodSchema = schema as z.ZodType;
    const fast = fastFor(zodSchema, method, url);
    if (!check) return fast;
    const checked = viaZod(zodSchema, method, url);
    return (data) => {
      const expected = checked(data);
      const written = fast(data);
      if (written !== expected) {
        const first = [...expected].findIndex((char, i) => written[i] !== char);
        const at = first === -1 ? expected.length : first;
        const around = (text: string) => text.slice(Math.max(0, at - 60), at + 60);
        throw new ResponseSerializationError(method, url, {
          cause: new z.ZodError([
            {
              code: 'custom',
              path: [],
              input: data,
              message: `fast serializer differs from zod at ${at}: ${around(written)} ≠ ${around(expected)}`,
            },
          ]),
        });
      }
      return written;
    };
  };
}
