import type { SearchCorrection } from '@app/domain/search/contract';
import { bestCorrection, queryWords, rewriteQuery } from '@app/domain/search/spelling';
import type { Database } from '../../db/client.ts';
import { memoCache } from './memo-cache.ts';
import { type SearchFilters, type SearchPage, searchPage } from './search.repository.ts';
import { unknownWords } from './spelling.repository.ts';

/**
 * What a text is searched as (`to`: its correction, null for as typed), decided at a catalogue version: the
 * decision holds while the catalogue has not changed, so a repeated typo costs one statement, not three.
 */
const decisions = memoCache<{ version: string; to: string | null }>(1000, 10 * 60 * 1000);

/** The text with each word the catalogue has not corrected to its nearest catalogue word; null for none. */
export async function correctedText(db: Database, q: string): Promise<string | null> {
  const words = queryWords(q);
  if (!words.length) return null;
  const fixes = new Map<string, string>();
  for (const [word, candidates] of await unknownWords(db, words)) {
    const best = bestCorrection(word, candidates);
    if (best) fixes.set(word, best);
  }
  return fixes.size ? rewriteQuery(q, fixes) : null;
}

export type CorrectedPage = { page: SearchPage; corrected: SearchCorrection | null };

const answer = (page: SearchPage, original: string, to: string | null): CorrectedPage => ({
  page,
  corrected: to ? { query: to, original } : null,
});

/**
 * A page of the search, for the text as typed unless it finds nothing by full text AND a correction of its
 * unknown words does (conservative: a text with full-text hits is never corrected, nor a word the catalogue
 * has). `exact` searches the text as typed. When neither finds anything by full text, the page is the typed
 * text's (with its trigram fallback on names).
 */
export async function correctedSearchPage(
  db: Database,
  filters: SearchFilters,
  exact: boolean,
): Promise<CorrectedPage> {
  const q = filters.q;
  if (!q || exact) return answer(await searchPage(db, filters), q, null);
  const known = decisions.get(db, q);
  if (known) {
    const page = await searchPage(db, { ...filters, q: known.to ?? q });
    if (page.version === known.version) return answer(page, q, known.to);
  }
  const typed = await searchPage(db, filters);
  const decide = (to: string | null) => decisions.set(db, q, { version: typed.version, to });
  if (typed.textHits) {
    decide(null);
    return answer(typed, q, null);
  }
  const to = await correctedText(db, q);
  const fixed = to ? await searchPage(db, { ...filters, q: to }) : null;
  if (!to || !fixed?.textHits) {
    decide(null);
    return answer(typed, q, null);
  }
  decide(to);
  return answer(fixed, q, to);
}
