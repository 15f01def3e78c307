import { z } from 'zod';

/**
 * What the API accepts from outside, decided once (docs/decisions/0007-input-limits.md): integers are
 * written as integers, ids fit PostgreSQL's `integer`, text carries no NUL byte. A value outside these
 * limits is refused on its field (422), never handed to the database to fail with a 500.
 */

/** The largest PostgreSQL `integer` (int4): every id column and the quantities. */
export const PG_INT_MAX = 2_147_483_647;

/** Decimal digits, optionally negative: no sign '+', spaces, hex ('0x10'), exponent ('1e3') or fraction. */
const INTEGER_TEXT = /^-?\d{1,16}$/;

type IntOptions = {
  min?: number;
  max?: number;
  /** Message for a value below `min`; default "The {label} must be at least {min}.". */
  minMessage?: string;
  /** Message for a value above `max`; default "The {label} may not be greater than {max}.". */
  maxMessage?: string;
};

/**
 * The one integer a request may carry, in a body (a JSON number or its digits) or a query (digits): 12 and
 * "12" are 12; "0x10", "1e3", " 12", "12.5", 12.5, true, [] and {} are "The {label} must be an integer.".
 * Replaces `z.coerce.number().int()`, which reads "0x10" as 16 and true as 1.
 */
export function strictInt(label: string, opts: IntOptions = {}) {
  const notInteger = `The ${label} must be an integer.`;
  const min = opts.min ?? Number.MIN_SAFE_INTEGER;
  const max = opts.max ?? Number.MAX_SAFE_INTEGER;
  return z
    .union(
      [
        z.number().refine(Number.isInteger, { error: notInteger }),
        z.string().regex(INTEGER_TEXT).transform(Number),
      ],
      { error: notInteger },
    )
    .pipe(
      z
        .number()
        .min(min, { error: opts.minMessage ?? `The ${label} must be at least ${min}.` })
        .max(max, { error: opts.maxMessage ?? `The ${label} may not be greater than ${max}.` }),
    );
}

/** Dollars with at most two decimals ("12", "12.5", 12.34); not "1e3", "0x10", " 12" or "12.345". */
const DOLLARS_TEXT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * A price filter in dollars, 0..max (default the largest price a catalogue `integer` column of cents can
 * hold, $21,474,836.47): "The {label} must be an amount in dollars (at most 2 decimals).".
 */
export function dollarsField(label: string, max = PG_INT_MAX / 100) {
  const notAmount = `The ${label} must be an amount in dollars (at most 2 decimals).`;
  return z.union([z.number(), z.string().regex(DOLLARS_TEXT).transform(Number)], { error: notAmount }).pipe(
    z
      .number()
      .min(0, { error: `The ${label} must be at least 0.` })
      .max(max, { error: `The ${label} may not be greater than ${max}.` })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: notAmount }),
  );
}

/** A row id in a body or query: a strict integer 1..PG_INT_MAX, else "The {label} is invalid.". */
export const idField = (label: string) =>
  strictInt(label, {
    min: 1,
    max: PG_INT_MAX,
    minMessage: `The ${label} is invalid.`,
    maxMessage: `The ${label} is invalid.`,
  });

/** Marks the issue of a path id that cannot name a row: the server answers it 404, not 422. */
export const NOT_FOUND_ISSUE = { notFound: true } as const;

/**
 * A row id in a path (`/api/orders/{id}`): digits within 1..PG_INT_MAX. Anything else ("abc", "0x10",
 * "2147483648") names no row, so its issue carries NOT_FOUND_ISSUE and the server answers 404 Record not
 * found (plugins/error-handler.ts), as it does for an id that names nobody's row.
 */
export const idParam = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const id = rowIdOf(v);
  if (id != null) return id;
  ctx.addIssue({ code: 'custom', message: 'Record not found for processing.', params: NOT_FOUND_ISSUE });
  return z.NEVER;
});

/** Text that names a row by id ("123") when it is digits within PG_INT_MAX; null for a slug or hash. */
export function rowIdOf(text: string | number): number | null {
  const s = String(text);
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= PG_INT_MAX ? n : null;
}

/** A text value PostgreSQL cannot store (`text` and `jsonb` refuse U+0000). */
export const NUL_MESSAGE = (label: string) => `The ${label} must not contain a NUL character.`;

/**
 * A text value that is not Unicode: a lone UTF-16 surrogate (`"\ud800"` in JSON, or bytes that are not
 * UTF-8). `jsonb` refuses it with an error, `text` would silently store U+FFFD in its place.
 */
export const LONE_SURROGATE_MESSAGE = (label: string) => `The ${label} must be valid Unicode text.`;

/** What makes a string unstorable, each with its message. */
export const UNSTORABLE_TEXT = { nul: NUL_MESSAGE, loneSurrogate: LONE_SURROGATE_MESSAGE } as const;
export type UnstorableText = keyof typeof UNSTORABLE_TEXT;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why PostgreSQL cannot store this string as it is, or null when it can. */
export function unstorableTextOf(s: string): UnstorableText | null {
  if (s.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(s) ? 'loneSurrogate' : null;
}

/** A string that has no NUL byte and no lone surrogate, with what is wrong with it. */
export type UnstorableFound = { path: (string | number)[]; problem: UnstorableText };

/**
 * The path of the first string (or object key) in `value` that PostgreSQL cannot store, and why, else
 * null. Walks at most `limit` nodes (the body limit already bounds the size; this bounds the work).
 */
export function findUnstorableText(value: unknown, limit = 100_000): UnstorableFound | null {
  const stack: { v: unknown; path: (string | number)[] }[] = [{ v: value, path: [] }];
  for (let seen = 0; stack.length > 0 && seen < limit; seen++) {
    const { v, path } = stack.pop() as { v: unknown; path: (string | number)[] };
    if (typeof v === 'string') {
      const problem = unstorableTextOf(v);
      if (problem) return { path, problem };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: [...path, i] });
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const problem = unstorableTextOf(k);
        if (problem) return { path: [...path, k], problem };
        stack.push({ v: child, path: [...path, k] });
      }
    }
  }
  return null;
}

/** The path of a string (or object key) in `value` that contains a NUL byte, else null. */
export function findNulByte(value: unknown, limit = 100_000): (string | number)[] | null {
  const found = findUnstorableText(value, limit);
  return found?.problem === 'nul' ? found.path : null;
}

/**
 * The deepest a JSON request body may nest arrays and objects. Deeper documents are refused before they
 * are parsed: storing one (JSON.stringify into jsonb) or walking it recursively would overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

/** True when JSON text nests arrays and objects deeper than `max` (brackets inside strings do not count). */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
