import { describe, expect, it } from 'vitest';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';
import { viewerId } from './viewer-id.ts';

describe('viewer id (storage key recently_viewed)', () => {
  it('is created once and then kept', () => {
    const first = viewerId();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(readStored(STORAGE_KEYS.recently_viewed)).toBe(first);
    expect(viewerId()).toBe(first);
  });

  it('replaces a stored value that is not an id', () => {
    writeStored(STORAGE_KEYS.recently_viewed, [1, 2, 3]);
    const id = viewerId();
    expect(typeof id).toBe('string');
    expect(readStored(STORAGE_KEYS.recently_viewed)).toBe(id);
  });
});
