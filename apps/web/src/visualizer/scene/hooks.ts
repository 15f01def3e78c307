import { type DependencyList, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

/**
 * A geometry (or anything disposable) built from some inputs: rebuilt only when they change, and the old
 * one's GPU buffers freed when it is replaced or the component unmounts.
 */
export function useDisposable<T extends { dispose(): void } | null>(build: () => T, deps: DependencyList): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `build` reads.
  const value = useMemo(build, deps);
  useEffect(() => () => value?.dispose(), [value]);
  return value;
}

/**
 * Items grouped by a key, each group's array kept (same identity) while its items are the same objects:
 * moving one opening re-renders only its own wall, not every wall. `keyOf` should be a module-level function.
 */
export function useStableGroups<T>(items: readonly T[], keyOf: (item: T) => string | null) {
  const previous = useRef(new Map<string, readonly T[]>());
  const groups = useMemo(() => {
    const next = new Map<string, T[]>();
    for (const item of items) {
      const key = keyOf(item);
      if (key !== null) next.set(key, [...(next.get(key) ?? []), item]);
    }
    const kept = new Map<string, readonly T[]>();
    for (const [key, list] of next) {
      const old = previous.current.get(key);
      const same = old && old.length === list.length && old.every((item, i) => item === list[i]);
      kept.set(key, same ? old : list);
    }
    return kept;
  }, [items, keyOf]);
  useEffect(() => {
    previous.current = groups;
  }, [groups]);
  return groups;
}

/** A callback of fixed identity that always calls the latest `fn` (memoised children need not re-render). */
export function useLatestCallback<A extends unknown[]>(fn: (...args: A) => void) {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

const NONE: readonly never[] = [];
/** The empty list every wall without openings or bands shares, so its props stay equal. */
export const none = <T>() => NONE as readonly T[];

/**
 * The same value objects as last time for the entries whose data did not change: the checklist API answers
 * new texture objects on every refetch, and memoised meshes should not re-render for an equal texture.
 */
export function useStableRecord<T>(record: Record<string, T>): Record<string, T> {
  const previous = useRef<Record<string, T>>({});
  const stable = useMemo(() => {
    const next: Record<string, T> = {};
    for (const [key, value] of Object.entries(record)) {
      const old = previous.current[key];
      next[key] = old !== undefined && JSON.stringify(old) === JSON.stringify(value) ? old : value;
    }
    return next;
  }, [record]);
  useEffect(() => {
    previous.current = stable;
  }, [stable]);
  return stable;
}
