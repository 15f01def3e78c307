import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** A `T | null` the way fast-json-stringify serialises fastest: `type: [T, 'null']` instead of an `anyOf`. */
function nullableAsTypeArray(schema: JsonSchema): JsonSchema {
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length !== 2) return schema;
  const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
  if (nullIndex < 0) return schema;
  const other = anyOf[1 - nullIndex] as JsonSchema;
  if (typeof other.type !== 'string' || other.anyOf || other.const !== undefined) return schema;
  const { anyOf: _dropped, ...rest } = schema;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

/** Walks a JSON schema from `z.toJSONSchema` and rewrites each nullable into a type array. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    out[key] = simplify(value);
  }
  return nullableAsTypeArray(out);
}

/** The JSON schema of a response's zod schema, as it is serialised (the output side of any transform). */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return simplify(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }),
  ) as JsonSchema;
}

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/**
 * Fastify serializer compiler: each response schema (the domain's contract, a zod schema) is turned once,
 * at start-up, into a fast-json-stringify function. An answer is then written by that compiled function —
 * no zod parse per request — and carries exactly the schema's fields: a property the schema does not name
 * is never sent, and an optional one left out stays absent (money by role relies on both).
 */
export function serializerCompiler({ schema }: { schema: unknown }) {
  const json = isZod(schema) ? responseJsonSchema(schema) : (schema as JsonSchema);
  return fastJson(json) as (data: unknown) => string;
}
