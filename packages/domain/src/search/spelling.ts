/**
 * Search that forgives misspellings (issue 22 A1): the rules for correcting a query's words to the catalogue's
 * own vocabulary (the server's `search_words`, migration 0029). The server finds each unknown word's nearest
 * vocabulary words by trigram similarity; these rules pick one, or none.
 */

/** The most words of one query that are looked up (a query is at most 200 characters). */
export const MAX_QUERY_WORDS = 50;

/**
 * The words of a query as the vocabulary stores them: runs of letters, lower-cased, 3 letters or more, each
 * once (migration 0029 keeps the letters-only words of the text search parser, which splits at anything
 * else). Digits, punctuation and short words are never corrected.
 */
export function queryWords(q: string): string[] {
  const words = new Set<string>();
  for (const [w] of q.toLowerCase().matchAll(/\p{L}+/gu)) {
    if (w.length >= 3) words.add(w);
    if (words.size >= MAX_QUERY_WORDS) break;
  }
  return [...words];
}

/**
 * The edit distance between two words counting an adjacent transposition as one edit (optimal string
 * alignment): 'vinly' → 'vinyl' is one slip of the fingers, not two.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => i || j),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The most edits a correction may make: 1 for words of up to 4 letters, 2 up to 8, then 3. */
export const maxEdits = (word: string) => (word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3);

/** A vocabulary word near an unknown query word, as the server finds it. */
export type SpellingCandidate = {
  /** The vocabulary word. */
  word: string;
  /** pg_trgm similarity to the query word, 0..1. */
  similarity: number;
  /** How many listed products have the word. */
  products: number;
};

/**
 * The correction of an unknown word: among the candidates within `maxEdits`, the fewest edits, then the most
 * similar (trigrams), then the most frequent in the catalogue, then the first alphabetically; null when none
 * is close enough. Edits come first because trigram similarity favours a shared stem: 'countertp' is as
 * similar to 'counter' (2 edits) as to 'countertop' (1 edit).
 */
export function bestCorrection(word: string, candidates: SpellingCandidate[]): string | null {
  const limit = maxEdits(word);
  let best: (SpellingCandidate & { edits: number }) | null = null;
  for (const c of candidates) {
    const edits = editDistance(word, c.word);
    if (edits === 0 || edits > limit) continue;
    const better =
      !best ||
      edits < best.edits ||
      (edits === best.edits &&
        (c.similarity > best.similarity ||
          (c.similarity === best.similarity &&
            (c.products > best.products || (c.products === best.products && c.word < best.word)))));
    if (better) best = { ...c, edits };
  }
  return best?.word ?? null;
}

/**
 * The query with each corrected word replaced (matched as `queryWords` reads it, whatever its case), all else
 * as typed; null when nothing changes.
 */
export function rewriteQuery(q: string, corrections: ReadonlyMap<string, string>): string | null {
  const out = q.replace(/\p{L}+/gu, (w) => corrections.get(w.toLowerCase()) ?? w);
  return out === q ? null : out;
}
