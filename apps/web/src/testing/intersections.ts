import { act } from 'react';
import { vi } from 'vitest';

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;

/**
 * jsdom lays nothing out, so no element is ever on screen (test/setup.ts). This IntersectionObserver is the
 * test's to drive: `bringIntoView()` reports every observed element on screen, now and from then on.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function controlIntersections() {
  const observers = new Set<Observer>();
  let onScreen = false;
  class Observer {
    readonly targets = new Set<Element>();
    constructor(readonly callback: Callback) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
      if (onScreen) queueMicrotask(() => this.callback([{ isIntersecting: true, target }]));
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    bringIntoView() {
      onScreen = true;
      act(() => {
        for (const observer of [...observers])
          for (const target of [...observer.targets]) observer.callback([{ isIntersecting: true, target }]);
      });
    },
  };
}
