import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { MenuCategory } from '../../../lib/catalog-types.ts';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';
import { rememberFocus } from './remount-memory.ts';

type StoredCategory = { id: number; name: string; slug_url: string };

/**
 * The showroom page's category: `?category=<slug_url>`, else the stored current product category (a home
 * tile chosen before a showroom was entered). Choosing one keeps the words searched and the sort, and
 * starts again at page 1 without the previous category's filters.
 */
export function useShowroomCategory() {
  const [query, setQuery] = useSearchParams();
  const slug = query.get('category') ?? '';

  useEffect(() => {
    if (query.has('category')) return;
    const stored = readStored<StoredCategory>(STORAGE_KEYS.product_category);
    if (stored && typeof stored === 'object' && typeof stored.slug_url === 'string' && stored.slug_url)
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('category', stored.slug_url);
          return next;
        },
        { replace: true },
      );
  }, [query, setQuery]);

  const choose = useCallback(
    (category: MenuCategory | null) => {
      if (category)
        writeStored(STORAGE_KEYS.product_category, {
          id: category.id,
          name: category.name,
          slug_url: category.slug_url,
        });
      else removeStored(STORAGE_KEYS.product_category);
      rememberFocus();
      setQuery(
        (current) => {
          const next = new URLSearchParams();
          for (const key of ['q', 'sort']) {
            const value = current.get(key);
            if (value) next.set(key, value);
          }
          if (category) next.set('category', category.slug_url);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setQuery],
  );

  return { slug, choose };
}
