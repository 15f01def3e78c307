import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, classifyChunkError, lazyScreen, withTimeout } from './lazy-screen.ts';

afterEach(() => vi.useRealTimers());

describe('lazy screens (120 s time-out, spec point 9)', () => {
  it('gives the route the module default export as its Component', async () => {
    const Page = () => null;
    await expect(lazyScreen(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('fails with type "timeout" after 120 000 ms, not before', async () => {
    vi.useFakeTimers();
    const result = withTimeout(new Promise(() => {})).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe('timeout');
  });

  it('names a missing chunk "missing"', async () => {
    const failing = lazyScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/SignInPage-abc.js')),
    );
    await expect(failing()).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
    expect(classifyChunkError(new Error('boom'))).toBe('error');
  });
});
