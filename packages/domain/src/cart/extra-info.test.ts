import { describe, expect, it } from 'vitest';
import { EXTRA_INFO_MAX_BYTES, extraInfoBytes, extraInfoFits } from './extra-info.ts';

describe('extra_info size', () => {
  it('counts UTF-8 bytes of the JSON and allows up to 16 KB', () => {
    expect(extraInfoBytes({ a: 'é' })).toBe(10);
    const at = (n: number) => ({ k: 'x'.repeat(n - 8) }); // {"k":""} is 8 bytes
    expect(extraInfoBytes(at(EXTRA_INFO_MAX_BYTES))).toBe(EXTRA_INFO_MAX_BYTES);
    expect(extraInfoFits(at(EXTRA_INFO_MAX_BYTES))).toBe(true);
    expect(extraInfoFits(at(EXTRA_INFO_MAX_BYTES + 1))).toBe(false);
  });
});
