import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A vendor's catalogue import from CSV (issue 12, migration 0025, decisions/0019): parsed and validated once
 * at upload and kept as a preview; applying lists exactly the stored products, once (status 'applied').
 * 'reading' while the upload is read (migration 0030: its products are written as it goes, and it is
 * dropped if the file turns out not to be a catalogue); its products are in `catalog_import_products`,
 * `errors` holds the first errors by line and column (`ImportRowError[]`); the counts are over the whole file.
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
    errors: jsonb('errors').notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    check('catalog_imports_status', sql`${t.status} in ('reading', 'preview', 'applied')`),
    check(
      'catalog_imports_applied',
      sql`${t.status} <> 'applied' or (${t.appliedAt} is not null and ${t.errorRowCount} = 0)`,
    ),
    index('catalog_imports_vendor_idx').on(t.vendorUserId, t.createdAt),
  ],
);

/**
 * The products of an import that validated (`ImportedProduct` of the domain), one row each in file order
 * (migration 0030): written in batches while the file is read and listed in batches at apply, so neither
 * holds a whole catalogue in memory. Dropped when the import is applied or its preview pruned.
 */
export const catalogImportProducts = pgTable(
  'catalog_import_products',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    product: jsonb('product').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.position] })],
);
