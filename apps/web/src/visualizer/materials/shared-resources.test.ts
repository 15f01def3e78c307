import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedResources } from './shared-resources.ts';

const resource = () => ({
  disposed: false,
  dispose() {
    this.disposed = true;
  },
});

describe('SharedResources', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a resource made in a render whose effect claims it seconds later (a slow software-GL commit)', () => {
    const shared = new SharedResources<ReturnType<typeof resource>>(1000, 30_000);
    const made = shared.get('floor', resource);
    vi.advanceTimersByTime(5000);
    shared.retain('floor');
    expect(made.disposed).toBe(false);
    expect(shared.get('floor', resource)).toBe(made);
  });

  it('disposes one never claimed after the grace, and one released after the short delay', () => {
    const shared = new SharedResources<ReturnType<typeof resource>>(1000, 30_000);
    const orphan = shared.get('orphan', resource);
    vi.advanceTimersByTime(29_000);
    expect(orphan.disposed).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(orphan.disposed).toBe(true);
    expect(shared.has('orphan')).toBe(false);

    const used = shared.get('wall', resource);
    shared.retain('wall');
    shared.release('wall');
    vi.advanceTimersByTime(1000);
    expect(used.disposed).toBe(true);
  });
});
