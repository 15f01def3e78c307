import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The catalogue's vocabulary (issue 22 A1, migration 0029): each word of the listed products' search text,
 * its English stem and how many listed products have it. Kept by statement triggers on products (insert,
 * edit, hide, delete, import), never written by the app; search corrects a query's unknown words to it.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    stem: text('stem').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    index('search_words_stem_idx').on(t.stem),
    check('search_words_products', sql`${t.products} > 0`),
  ],
);
