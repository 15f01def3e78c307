import { MESSAGES } from '@app/domain/accounts/messages';
import { showroomLookupKind } from '@app/domain/catalog/showroom-entry';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import {
  findShowrooms,
  getShopProfile,
  myItemOf,
  type ShopProfile,
  type ShowroomMatch,
} from '../../lib/showroom-lookup.ts';
import { useSelectedShowroom } from '../../lib/showroom-selection.ts';
import { notify } from '../../lib/toast.ts';
import { Button } from '../ui/Button.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { TextField } from '../ui/TextField.tsx';

/** Typing pauses this long before a partial search; the full 8-character lookup runs at once. */
const SEARCH_DELAY_MS = 300;

/** The showroom lookup of spec point 4, as the field's text changes. */
function useShowroomLookup(text: string) {
  const [matches, setMatches] = useState<ShowroomMatch[]>([]);
  const [found, setFound] = useState<ShopProfile | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const query = text.trim();
    const kind = showroomLookupKind(query);
    setFound(null);
    if (kind === 'none') {
      setMatches([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(
      async () => {
        setLoading(true);
        try {
          if (kind === 'full') {
            const profile = await getShopProfile(query, controller.signal);
            setMatches([]);
            setFound(profile);
            if (!profile) notify.warning(MESSAGES.showroomNotFound);
          } else {
            const list = await findShowrooms(query, controller.signal);
            setMatches(list);
            if (query && list.length === 0) notify.warning(MESSAGES.showroomNotFound);
          }
        } catch {
          // aborted by newer typing, or the request failed: the field simply shows nothing found
        } finally {
          if (!controller.signal.aborted) setLoading(false);
        }
      },
      kind === 'full' ? 0 : SEARCH_DELAY_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  return { matches, found, loading };
}

/**
 * Enter-Showroom-ID form (spec points 2 and 4): Next stays disabled until a showroom is found; with a
 * showroom selected it offers Continue Shopping and New Showroom instead.
 */
export function ShowroomEntry({
  onSelected,
  nextPath = paths.visualizeShowroom,
  startEditing = false,
}: {
  onSelected?: () => void;
  /** Where Next goes once the showroom is chosen (the showroom page, maybe opened on a category). */
  nextPath?: string;
  /** Open on the ID form even with a showroom selected (a page's own "Change showroom"). */
  startEditing?: boolean;
}) {
  const { selected, select } = useSelectedShowroom();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(startEditing);
  const [text, setText] = useState('');
  const { matches, found, loading } = useShowroomLookup(text);

  if (selected && !editing) {
    return (
      <div className="rounded-lg bg-white/95 p-4 text-slate-900 shadow-sm">
        <p className="text-sm">
          Shopping in <strong>{selected.company_name}</strong>{' '}
          <span className="text-slate-500">({selected.vsd_id})</span>
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <ButtonLink to={paths.visualizeShowroom}>Continue Shopping</ButtonLink>
          <Button variant="outline" onClick={() => setEditing(true)}>
            New Showroom
          </Button>
        </div>
      </div>
    );
  }

  const next = () => {
    if (!found) return;
    select(myItemOf(found));
    setEditing(false);
    onSelected?.();
    navigate(nextPath);
  };

  return (
    <form
      className="rounded-lg bg-white/95 p-4 text-slate-900 shadow-sm"
      aria-label="Enter showroom ID"
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <TextField
            label="Showroom ID"
            placeholder="e.g. DEMO2026"
            autoComplete="off"
            maxLength={40}
            value={text}
            onChange={(event) => setText(event.target.value)}
            hint={loading && text.trim() ? 'Looking up…' : undefined}
          />
        </div>
        <Button type="submit" disabled={!found}>
          Next
        </Button>
      </div>
      {found && (
        <p className="mt-2 text-sm" role="status">
          <strong>{found.company_name}</strong> <span className="text-slate-500">({found.vsd_id})</span>
        </p>
      )}
      {matches.length > 0 && (
        <ul
          className="mt-2 divide-y divide-slate-100 rounded border border-slate-200"
          aria-label="Matching showrooms"
        >
          {matches.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-100"
                onClick={() => setText(m.vsd_id)}
              >
                {m.company_name} <span className="text-slate-500">({m.vsd_id})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
