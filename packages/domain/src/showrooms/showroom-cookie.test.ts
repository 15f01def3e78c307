import { describe, expect, it } from 'vitest';
import { VSD_ID_LENGTH } from '../pros/vsd-id.ts';
import { showroomIdOf } from './showroom-cookie.ts';

describe('showroomIdOf', () => {
  it('reads a showroom ID in capitals, of the length showroom IDs have', () => {
    expect(showroomIdOf('A'.repeat(VSD_ID_LENGTH))).toBe('A'.repeat(VSD_ID_LENGTH));
    expect(showroomIdOf('demo2026')).toBe('DEMO2026');
    expect(showroomIdOf('DEMO2026')).toBe('DEMO2026');
  });

  it('refuses what cannot be a showroom ID', () => {
    for (const value of [
      undefined,
      null,
      '',
      'DEMO202',
      'DEMO20266',
      'DEMO 026',
      'DEMO%202',
      '../etc/p',
      'DÉMO2026',
    ])
      expect(showroomIdOf(value)).toBeNull();
  });
});
