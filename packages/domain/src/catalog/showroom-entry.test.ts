import { describe, expect, it } from 'vitest';
import { showroomLookupKind } from './showroom-entry.ts';

describe('showroom ID lookup (spec point 4)', () => {
  it('runs only when empty or longer than 2 characters, and in full at exactly 8', () => {
    expect(showroomLookupKind('')).toBe('search');
    expect(showroomLookupKind('D')).toBe('none');
    expect(showroomLookupKind('DE')).toBe('none');
    expect(showroomLookupKind('DEM')).toBe('search');
    expect(showroomLookupKind('DEMO202')).toBe('search');
    expect(showroomLookupKind('DEMO2026')).toBe('full');
    expect(showroomLookupKind('DEMO20261')).toBe('search');
  });
});
