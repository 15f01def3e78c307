import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestText } from './utf8-text.ts';

describe('requestText: a request body as text', () => {
  it('decodes valid UTF-8 as usual, emoji and all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(requestText(Buffer.from(s, 'utf8'))).toBe(s);
      }),
    );
  });

  it('turns each byte that is not well-formed UTF-8 into a lone surrogate U+DC80..U+DCFF', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
    // A surrogate written as if it were a character (CESU-8), a stray tail byte, a cut-off sequence.
    expect(requestText(bytes('"a', [0xed, 0xa0, 0x80], 'b"'))).toBe('"a\udced\udca0\udc80b"');
    expect(requestText(bytes('x', [0x80], 'é'))).toBe('x\udc80é');
    expect(requestText(bytes('🛁', [0xf0, 0x9f], '!'))).toBe('🛁\udcf0\udc9f!');
    // Overlong NUL (C0 80) stays two escaped bytes, never a NUL.
    expect(requestText(bytes([0xc0, 0x80]))).toBe('\udcc0\udc80');
  });
});
