import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, vi } from 'vitest';
import { chatLive } from '../src/lib/chat-live.ts';

/** jsdom lacks these; Radix and carousels (embla) read them. */
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

/** embla's slides-in-view watcher reads IntersectionObserver, which jsdom lacks. */
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('IntersectionObserver' in window)) {
  // configurable: a test may put its own in (src/testing/intersections.ts).
  const stub = { writable: true, configurable: true, value: IntersectionObserverStub };
  Object.defineProperty(window, 'IntersectionObserver', stub);
  Object.defineProperty(globalThis, 'IntersectionObserver', stub);
}

if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}
Element.prototype.scrollIntoView ??= vi.fn();

afterEach(() => {
  cleanup();
  // The tab's one chat connection outlives a page's unmount by its idle delay, and a failed connect leaves a
  // reconnect pending: the next test (or the next file, as a worker shares its modules) would find no socket
  // opened by its first follow.
  chatLive.close();
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

/**
 * The files of a worker share one jsdom (vitest.config.ts: `isolate: false`): whatever a file left on, the next
 * file starts without it, as it would in a fresh one.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
});
