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
  pattern?: string;
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
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
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
/**
 * Stands for an object nested 20,000 levels, deep enough to overflow a recursive walk (JSON.stringify into
 * jsonb). The test process could not stringify such an object either, so `bodyText` writes it as text.
 */
const DEEP = '<<deep-json>>';
const DEEP_TEXT = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;

/** A request body as JSON text, with DEEP written out. */
export const bodyText = (payload: unknown) =>
  JSON.stringify(payload).replaceAll(JSON.stringify(DEEP), DEEP_TEXT);

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
  DEEP,
  [],
  ['a', 'b'],
  Array.from({ length: 5_000 }, (_, i) => i),
];

/** The sweep's values, one of each kind issue 9 names: each goes to every field of every operation. */
export const SWEEP_VALUES: readonly unknown[] = [
  'a\u0000b',
  2 ** 31,
  2 ** 53,
  -1,
  1e23,
  '0x10',
  true,
  LONG,
  { nested: { deep: ['x', { deeper: 1 }] } },
  DEEP,
  Array.from({ length: 5_000 }, (_, i) => i),
];

/** Named bad values, then anything fast-check makes up. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NAMED_BAD_VALUES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)) },
);

/**
 * Plausible values known to the fixture (ids, hashes, showroom codes) so requests get past validation:
 * `byName` for a field or parameter of that name, `pathIds` for the `{id}` of a path.
 */
export type Known = {
  ids: number[];
  strings: string[];
  byName?: Record<string, unknown>;
  pathIds?: Record<string, number>;
  /**
   * `byName` values for one operation ("PATCH /api/admin/users/{id}/status"), over the shared ones, in the
   * plausible base request only (a field named like another operation's, e.g. `status`).
   */
  byOperation?: Record<string, Record<string, unknown>>;
};

const typesOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Well-formed values for fields the forms share, by name, so a request can get past validation. */
const BY_NAME: [RegExp, unknown][] = [
  [/email$/, 'fuzz-homeowner@example.test'],
  [/^(full_name|name_on_Card|name)$/, 'Ann Fuzz'],
  [/password(_confirmation)?$/, 'secret-pass-1'],
  [/phone_number$/, '(415) 555-2671'],
  [/zip_code$/, '94110'],
  [/state$/, 'CA'],
  [/street$/, '1 Market St'],
  [/city$/, 'San Francisco'],
  [/^card_number$/, '4242 4242 4242 4242'],
  [/^exp_date$/, '12/34'],
  [/^cvv$/, '123'],
  [/^(agree|i_accept)$/, true],
  [/^country_code$/, '+1'],
];

/**
 * A value that fits the schema's shape (not necessarily its limits): a well-formed one for a field of
 * a known `name`, else one of the fixture's known ids and strings.
 */
function plausible(
  schema: JsonSchema,
  known: Known,
  depth = 0,
  name = '',
  complete = false,
): fc.Arbitrary<unknown> {
  if (known.byName && name in known.byName) return fc.constant(known.byName[name]);
  const byName = BY_NAME.find(([pattern]) => pattern.test(name));
  if (byName && !schema.enum) return fc.constant(byName[1]);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => plausible(s, known, depth, name, complete)));
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], known, depth, name, complete);
  const type = typesOf(schema)[0];
  switch (type) {
    case 'integer':
      return fc.constantFrom(1, 2, ...known.ids);
    case 'number':
      return fc.constantFrom(1, 2, 250, ...known.ids);
    case 'boolean':
      return fc.boolean();
    case 'string':
      // Digits for a strict integer written as text (input-limits strictInt).
      if (schema.pattern?.includes('\\d')) return fc.constantFrom(...known.ids.map(String));
      if (schema.format === 'uuid') return fc.uuid();
      return schema.format === 'email'
        ? fc.constantFrom('homeowner@example.test', 'nobody@example.test')
        : fc.constantFrom('a', 'CA', '94110', ...known.strings);
    case 'array':
      return depth > 3 || !schema.items
        ? fc.constant([])
        : fc.array(plausible(schema.items, known, depth + 1), { maxLength: 2 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectOf(schema, known, depth + 1, 0, complete);
    default:
      return fc.constantFrom('a', 1, true);
  }
}

/**
 * Each property absent, plausible or bad; `badWeight` tunes how hostile the object is. A `complete`
 * object has every property plausible (a field whose known value is undefined is left out).
 */
function objectOf(schema: JsonSchema, known: Known, depth: number, badWeight: number, complete = false) {
  const props = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(
    props.map(([name, s]) => [
      name,
      fc.oneof(
        { weight: 2, arbitrary: plausible(s, known, depth, name, complete) },
        { weight: badWeight, arbitrary: badValue },
        { weight: complete ? 0 : 1, arbitrary: fc.constant(undefined) },
      ),
    ]),
  );
  return fc
    .record(fields)
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
}

/** A query or path value as the client would write it: strings as they are, others as JSON. */
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

export type FuzzRequest = { method: Operation['method']; url: string; payload?: unknown };

/** Values per location: path and query by parameter name (undefined = absent), the body as a whole. */
type Values = { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown };

function toRequest(op: Operation, v: Values): FuzzRequest {
  let url = op.path;
  for (const p of op.pathParams) {
    // An empty segment would route elsewhere: a bad value always names something.
    url = url.replace(`{${p.name}}`, encodeURIComponent(asText(v.path[p.name]) || ' '));
  }
  const search = new URLSearchParams();
  for (const p of op.query) {
    const value = v.query[p.name];
    if (value === undefined) continue;
    // An array is sent as a repeated key, as a browser form would.
    for (const item of Array.isArray(value) ? value.slice(0, 500) : [value])
      search.append(p.name, asText(item));
  }
  const qs = search.toString();
  return { method: op.method, url: qs ? `${url}?${qs}` : url, payload: v.body };
}

const byName = (params: Parameter[], values: unknown[]) =>
  Object.fromEntries(params.map((p, i) => [p.name, values[i]]));

/** One hostile request for an operation: every parameter and body field plausible, bad or absent. */
export function requestFor(op: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const paramValue = (p: Parameter) =>
    fc.oneof(
      { weight: 1, arbitrary: plausible(p.schema ?? {}, known, 0, p.name) },
      { weight: 2, arbitrary: badValue },
    );
  const path = fc.tuple(...op.pathParams.map(paramValue));
  const query = fc.tuple(...op.query.map((p) => fc.oneof(paramValue(p), fc.constant(undefined))));
  const body = op.body
    ? fc.oneof({ weight: 4, arbitrary: objectOf(op.body, known, 0, 2) }, { weight: 1, arbitrary: badValue })
    : fc.constant(undefined);
  return fc
    .tuple(path, query, body)
    .map(([p, q, b]) =>
      toRequest(op, { path: byName(op.pathParams, p), query: byName(op.query, q), body: b }),
    );
}

/** Where a single bad value can go: a path parameter, a query parameter or a top-level body field. */
export type Slot = { in: 'path' | 'query' | 'body'; name: string };

export const slotsOf = (op: Operation): Slot[] => [
  ...op.pathParams.map((p) => ({ in: 'path' as const, name: p.name })),
  ...op.query.map((p) => ({ in: 'query' as const, name: p.name })),
  ...Object.keys(op.body?.properties ?? {}).map((name) => ({ in: 'body' as const, name })),
];

/** A plausible request, the same for the same seed, so a sweep is repeatable. */
export function plausibleValues(op: Operation, given: Known, seed: number): Values {
  const own = given.byOperation?.[`${op.method} ${op.path}`];
  const known = own ? { ...given, byName: { ...given.byName, ...own } } : given;
  const one = <T>(arb: fc.Arbitrary<T>) => fc.sample(arb, { seed, numRuns: 1 })[0];
  const pathValue = (p: Parameter) =>
    p.name === 'id' && known.pathIds?.[op.path] != null
      ? known.pathIds[op.path]
      : one(plausible(p.schema ?? {}, known, 0, p.name));
  return {
    path: Object.fromEntries(op.pathParams.map((p) => [p.name, pathValue(p)])),
    query: Object.fromEntries(
      op.query.map((p) => [p.name, one(plausible(p.schema ?? {}, known, 0, p.name))]),
    ),
    body: op.body ? one(objectOf(op.body, known, 0, 0, true)) : undefined,
  };
}

export const requestOf = toRequest;

/** `base` with one slot replaced by `value`. */
export function requestWith(op: Operation, base: Values, slot: Slot, value: unknown): FuzzRequest {
  const v: Values = { path: { ...base.path }, query: { ...base.query }, body: base.body };
  if (slot.in === 'body') v.body = { ...(base.body as Record<string, unknown>), [slot.name]: value };
  else v[slot.in][slot.name] = value;
  return toRequest(op, v);
}
