import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A console list's filters and page, kept in the URL (so a filtered view can be reloaded, shared and left
 * with Back): `values` has every field ('' when unset); applying filters goes back to page 1.
 */
export function useListFilters<K extends string>(fields: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // One object per URL, so a form seeded from it is not reset by an unrelated render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` is what `params` holds.
  const values = useMemo(
    () => Object.fromEntries(fields.map((f) => [f, params.get(f) ?? ''])) as Record<K, string>,
    [query, fields.join()],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const write = (next: Record<K, string>, nextPage: number) => {
    const kept = Object.entries(next).filter(([, v]) => v !== '') as [string, string][];
    setParams(nextPage > 1 ? [...kept, ['page', String(nextPage)]] : kept);
  };
  return {
    values,
    page,
    apply: (next: Record<K, string>) => write(next, 1),
    setPage: (p: number) => write(values, p),
  };
}

/** The first message of each field of a failed list request's 422, for the filter fields. */
export const filterErrorsOf = (error: unknown): Record<string, string> => {
  const fieldErrors = (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0] ?? '']));
};
