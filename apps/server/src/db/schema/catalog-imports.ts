import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A vendor's catalogue import from CSV (issue 12, migration 0025, decisions/0019): parsed and validated once
 * at upload and kept as a preview; applying lists exactly the stored products, once (status 'applied').
 * `products` holds the products that validated (`ImportedProduct[]` of the domain), `errors` the first
 * errors by line and column (`ImportRowError[]`); the counts are over the whole file.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: serial('id').primaryKey(),
    vendorUserId: integer('vendor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('preview'),
    fileName: text('file_name').notNull().default(''),
    rowCount: integer('row_count').notNull().default(0),
    productCount: integer('product_count').notNull().default(0),
    sizeCount: integer('size_count').notNull().default(0),
    errorRowCount: integer('error_row_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    products: jsonb('products').notNull().default(sql`'[]'::jsonb`),
    errors: jsonb('errors').notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    check('catalog_imports_status', sql`${t.status} in ('preview', 'applied')`),
    check(
      'catalog_imports_applied',
      sql`${t.status} = 'preview' or (${t.appliedAt} is not null and ${t.errorRowCount} = 0)`,
    ),
    index('catalog_imports_vendor_idx').on(t.vendorUserId, t.createdAt),
  ],
);
