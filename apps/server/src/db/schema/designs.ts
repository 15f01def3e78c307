import type { RoomDocument } from '@app/domain/room/document';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * A homeowner's 3-D design (issue 10): a room document kept with its versions, owned like every project
 * object (only its owner reads or changes it), tied to the project it was started for.
 */
export const designs = pgTable(
  'designs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The floor plan and template it was started from (domain room/floor-plans.ts ids). */
    floorplan: text('floorplan').notNull(),
    floorTemplate: text('floor_template'),
    /** The newest version; a save must name it (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('designs_user_idx').on(t.userId, t.updatedAt)],
);

/** Every saved version of a design's room document (the newest MAX_DESIGN_VERSIONS are kept). */
export const designVersions = pgTable(
  'design_versions',
  {
    designId: integer('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').$type<RoomDocument>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An approved estimate was drafted from it (issue 25): kept past the newest MAX_DESIGN_VERSIONS. */
    frozen: boolean('frozen').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.designId, t.version] })],
);
