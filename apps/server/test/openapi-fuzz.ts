import fc from 'fast-check';

/**
 * Request generators read from the app's own OpenAPI description (GET /api/docs/json), for a property test
 * that sends every documented operation hostile values in its path, query and body (architecture.md trap 7).
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
};

type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: JsonSchema };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template, e.g. /api/orders/{id}. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
};

type OpenApiDoc = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
};

/** Every documented operation of the description. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

const LONG = 'x'.repeat(20_000);

/** The values an attacker tries first: each named in issue 9. */
export const NAMED_BAD_VALUES: readonly unknown[] = [
  'a\u0000b',
  '\u0000',
  2 ** 31,
  '2147483648',
  2 ** 53,
  '9007199254740993',
  -1,
  '-1',
  0,
  1e23,
  '1e23',
  '1e3',
  '0x10',
  ' 12',
  '12.5',
  12.5,
  true,
  'true',
  null,
  '',
  LONG,
  'NaN',
  'Infinity',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  { nested: { deep: ['x', { deeper: 1 }] } },
  [],
  ['a', 'b'],
  Array.from({ length: 5_000 }, (_, i) => i),
];

/** Named bad values, then anything fast-check makes up. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NAMED_BAD_VALUES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)) },
);

/** Plausible values known to the fixture (ids, hashes, showroom codes) so requests get past validation. */
export type Known = { ids: number[]; strings: string[] };

const typesOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A value that fits the schema's shape (not necessarily its limits), from the fixture's known values. */
function plausible(schema: JsonSchema, known: Known, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => plausible(s, known, depth)));
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], known, depth);
  const type = typesOf(schema)[0];
  switch (type) {
    case 'integer':
      return fc.constantFrom(1, 2, ...known.ids);
    case 'number':
      return fc.constantFrom(0, 1, 10.5, 250);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return schema.format === 'email'
        ? fc.constantFrom('homeowner@example.test', 'nobody@example.test')
        : fc.constantFrom('a', 'CA', '94110', ...known.strings);
    case 'array':
      return depth > 3 || !schema.items
        ? fc.constant([])
        : fc.array(plausible(schema.items, known, depth + 1), { maxLength: 2 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(schema, known, depth + 1, 0);
    default:
      return fc.constantFrom('a', 1, true);
  }
}

/** Each property absent, plausible or bad; `badWeight` tunes how hostile the object is. */
function objectOf(schema: JsonSchema, known: Known, depth: number, badWeight: number) {
  const props = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(
    props.map(([name, s]) => [
      name,
      fc.oneof(
        { weight: 2, arbitrary: plausible(s, known, depth) },
        { weight: badWeight, arbitrary: badValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    ]),
  );
  return fc.record(fields).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
}

/** A query or path value as the client would write it: strings as they are, others as JSON. */
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

export type FuzzRequest = { method: Operation['method']; url: string; payload?: unknown };

/** One hostile request for an operation: every parameter and body field plausible, bad or absent. */
export function requestFor(op: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const paramValue = (p: Parameter) =>
    fc.oneof(
      { weight: 1, arbitrary: plausible(p.schema ?? {}, known) },
      { weight: 2, arbitrary: badValue },
    );
  const path = fc.tuple(...op.pathParams.map(paramValue));
  const query = fc.tuple(
    ...op.query.map((p) => fc.oneof(paramValue(p), fc.constant(undefined))),
  );
  const body = op.body
    ? fc.oneof(
        { weight: 4, arbitrary: objectOf(op.body, known, 0, 2) },
        { weight: 1, arbitrary: badValue },
      )
    : fc.constant(undefined);
  return fc.tuple(path, query, body).map(([pathValues, queryValues, payload]) => {
    let url = op.path;
    op.pathParams.forEach((p, i) => {
      // An empty segment would route elsewhere: a bad value always names something.
      url = url.replace(`{${p.name}}`, encodeURIComponent(asText(pathValues[i]) || '%20'));
    });
    const search = new URLSearchParams();
    op.query.forEach((p, i) => {
      const v = queryValues[i];
      if (v === undefined) return;
      // An array is sent as a repeated key, as a browser form would.
      for (const item of Array.isArray(v) ? v.slice(0, 200) : [v]) search.append(p.name, asText(item));
    });
    const qs = search.toString();
    return { method: op.method, url: qs ? `${url}?${qs}` : url, payload };
  });
}
