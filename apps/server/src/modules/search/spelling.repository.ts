import type { SpellingCandidate } from '@app/domain/search/spelling';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

/**
 * The trigram similarity a vocabulary word needs to be a candidate (pg_trgm's `%`, default 0.3): 0.25 lets a
 * short word with one slip in ('tle', 2 of 7 trigrams shared with 'tile') find its word; the domain's edit
 * limit (spelling.ts maxEdits) then keeps only near ones.
 */
const SIMILARITY_THRESHOLD = '0.25';
/** Candidates read per unknown word, the most similar first. */
const CANDIDATES = 10;

type Row = { word: string; candidate: string | null; similarity: number | null; products: number | null };

/**
 * The query words the catalogue's vocabulary (search_words, migration 0029) does not have, neither as typed
 * nor by their English stem ('faucets' is known when 'faucet' is listed), each with its nearest vocabulary
 * words: one statement over the GIN trigram index. Stop words have no stem and are never unknown. The
 * threshold is set for this transaction only, so no other query on the connection sees it.
 */
export async function unknownWords(db: Database, words: string[]): Promise<Map<string, SpellingCandidate[]>> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.similarity_threshold = ${SIMILARITY_THRESHOLD}`));
    return rowsOf<Row>(
      await tx.execute(sql`with q as (
          select w, (select v.lexeme from unnest(to_tsvector('english', w)) v limit 1) as stem
          from unnest(string_to_array(${words.join(' ')}, ' ')) w),
        unknown as (
          select w from q where stem is not null
            and not exists (select 1 from search_words s where s.word = q.w)
            and not exists (select 1 from search_words s where s.stem = q.stem))
        select u.w as word, c.word as candidate, c.similarity, c.products
        from unknown u left join lateral (
          select s.word, similarity(s.word, u.w) as similarity, s.products from search_words s
          where s.word % u.w
          order by similarity(s.word, u.w) desc, s.products desc, s.word
          limit ${CANDIDATES}) c on true`),
    );
  });
  const out = new Map<string, SpellingCandidate[]>();
  for (const r of rows) {
    const list = out.get(r.word) ?? [];
    if (r.candidate != null)
      list.push({ word: r.candidate, similarity: Number(r.similarity), products: Number(r.products) });
    out.set(r.word, list);
  }
  return out;
}
