import { Link, useSearchParams } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { writeListState } from '../hooks/list-query.ts';

/**
 * "Search instead for fawcet": a real link (underlined, not told by colour alone) to the same list searching
 * the text exactly as typed (`exact=1`, never corrected), from its first page.
 */
export function SearchInstead({ original }: { original: string }) {
  const [query] = useSearchParams();
  const exact = writeListState(query, { q: original, exact: true });
  return (
    <p className="text-sm text-slate-700">
      <Link
        to={{ search: `?${exact}` }}
        className={`rounded-sm font-medium text-brand-700 underline underline-offset-2 ${focusRing}`}
      >
        Search instead for <em>{original}</em>
      </Link>
    </p>
  );
}
