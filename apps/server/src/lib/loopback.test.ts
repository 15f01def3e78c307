import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback.ts';

describe('isLoopbackAddress', () => {
  it('accepts 127.0.0.0/8 and ::1, plain or IPv4-mapped', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) {
      expect(isLoopbackAddress(a), a).toBe(true);
    }
  });

  it('refuses every other address, and none', () => {
    for (const a of [
      undefined,
      '',
      '10.0.0.1',
      '192.168.1.5',
      '::ffff:10.0.0.1',
      '::2',
      'fe80::1',
      '128.0.0.1',
      'localhost',
    ]) {
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    }
  });
});
