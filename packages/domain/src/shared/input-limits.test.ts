import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dollarsField,
  findNulByte,
  findUnstorableText,
  idField,
  idParam,
  jsonDepthExceeds,
  NOT_FOUND_ISSUE,
  PG_INT_MAX,
  rowIdOf,
  strictInt,
} from './input-limits.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('strictInt: integers written as integers', () => {
  const qty = strictInt('qty', { min: 1, max: 100 });

  it('reads 12 and "12" as 12', () => {
    expect(qty.parse(12)).toBe(12);
    expect(qty.parse('12')).toBe(12);
    expect(strictInt('page').parse('-3')).toBe(-3);
  });

  it.each([
    '0x10',
    '1e3',
    ' 12',
    '12 ',
    '+12',
    '12.5',
    12.5,
    true,
    false,
    null,
    '',
    [],
    {},
    [12],
    'NaN',
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %j as "must be an integer"', (value) => {
    expect(messages(qty.safeParse(value))).toEqual(['The qty must be an integer.']);
  });

  it('names the bounds', () => {
    expect(messages(qty.safeParse(0))).toEqual(['The qty must be at least 1.']);
    expect(messages(qty.safeParse('101'))).toEqual(['The qty may not be greater than 100.']);
    expect(messages(qty.safeParse(2 ** 53))).toEqual(['The qty may not be greater than 100.']);
  });

  it('accepts every safe integer in range, as a number or as its digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.boolean(), (n, asText) => {
        expect(strictInt('n').parse(asText ? String(n) : n)).toBe(n);
      }),
    );
  });
});

describe('ids', () => {
  it('fit PostgreSQL integer: 1..2147483647, else "is invalid"', () => {
    const id = idField('project');
    expect(id.parse(PG_INT_MAX)).toBe(PG_INT_MAX);
    for (const bad of [PG_INT_MAX + 1, '2147483648', 0, -1, '9007199254740993']) {
      expect(messages(id.safeParse(bad)), String(bad)).toEqual(['The project is invalid.']);
    }
    expect(messages(id.safeParse('0x10'))).toEqual(['The project must be an integer.']);
  });

  it('a path id that cannot name a row is an issue marked not found', () => {
    expect(idParam.parse('42')).toBe(42);
    for (const bad of ['2147483648', '0', '0x10', 'abc', ' 4', '4.0']) {
      const r = idParam.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues.map((i) => (i as { params?: unknown }).params)).toEqual([NOT_FOUND_ISSUE]);
    }
  });

  it('rowIdOf tells an id from a slug or hash, and an id past the column from any id', () => {
    expect(rowIdOf('42')).toBe(42);
    expect(rowIdOf(42)).toBe(42);
    expect(rowIdOf(String(PG_INT_MAX))).toBe(PG_INT_MAX);
    for (const other of ['2147483648', '99999999999', '0', 'kitchen-tiles', '0x10', '1e3', ' 4', '']) {
      expect(rowIdOf(other), other).toBeNull();
    }
  });
});

describe('dollarsField', () => {
  const min = dollarsField('min price');
  it('reads dollars with at most two decimals', () => {
    expect(min.parse('12')).toBe(12);
    expect(min.parse('12.5')).toBe(12.5);
    expect(min.parse(19.99)).toBe(19.99);
  });
  it('refuses exponents, hex, spaces, a third decimal and amounts past a price column', () => {
    for (const bad of ['1e23', 1e23, '0x10', ' 1', '1.234', true, '-1']) {
      expect(min.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(messages(min.safeParse('21474836.48'))).toEqual([
      'The min price may not be greater than 21474836.47.',
    ]);
  });
});

describe('findNulByte', () => {
  it('finds a NUL in a string, a nested value or a key, with its path', () => {
    expect(findNulByte('a\u0000b')).toEqual([]);
    expect(findNulByte({ q: 'ok', ship_to: { city: 'S\u0000F' } })).toEqual(['ship_to', 'city']);
    expect(findNulByte({ items: [{ colour: 'red' }, { colour: '\u0000' }] })).toEqual(['items', 1, 'colour']);
    expect(findNulByte({ extra_info: { 'k\u0000': 1 } })).toEqual(['extra_info', 'k\u0000']);
  });
  it('is null for clean input of any shape', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const clean = JSON.parse(JSON.stringify(v).replace(/\\u0000/g, ''));
        expect(findNulByte(clean)).toBeNull();
      }),
    );
  });
});

describe('findUnstorableText', () => {
  it('finds a lone surrogate, high or low, in a value or a key; a well-formed pair is text', () => {
    expect(findUnstorableText({ a: 'ok \ud83d\udec1', b: ['x', 'y\ud800'] })).toEqual({
      path: ['b', 1],
      problem: 'loneSurrogate',
    });
    expect(findUnstorableText({ k: { '\udc00z': 1 } })).toEqual({
      path: ['k', '\udc00z'],
      problem: 'loneSurrogate',
    });
    expect(findUnstorableText('\udec1\ud83d')).toEqual({ path: [], problem: 'loneSurrogate' });
    expect(findUnstorableText({ a: 'a\u0000' })).toEqual({ path: ['a'], problem: 'nul' });
    expect(findUnstorableText({ a: '🛁 ok', b: [1, null, true] })).toBeNull();
  });
  it('is null for any well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(findUnstorableText({ [s.replaceAll('\u0000', '')]: s.replaceAll('\u0000', '') })).toBeNull();
      }),
    );
  });
});

describe('jsonDepthExceeds', () => {
  const nested = (n: number) => `${'{"a":['.repeat(n)}1${']}'.repeat(n)}`;
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ s: '[[[[{{{{\\"[[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds(nested(16), 32)).toBe(false);
    expect(jsonDepthExceeds(nested(17), 32)).toBe(true);
  });
  it('agrees with the depth of any generated document', () => {
    const depth = (v: unknown): number =>
      v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depth)) : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 7 }), (v, max) => {
        expect(jsonDepthExceeds(JSON.stringify(v), max)).toBe(depth(v) > max);
      }),
    );
  });
});
