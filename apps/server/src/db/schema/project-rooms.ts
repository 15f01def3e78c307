import type { OwnOpening, OwnRoomKind } from '@app/domain/projects/own-room';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * A room of the homeowner's own measurements (issue 24 point 6, migration 0034; rules in domain
 * projects/own-room.ts): whole inches and its doors and windows as entered; its plan is built from them on
 * read (projects/own-room-plan.ts), so a rule change never leaves a stale drawing behind.
 */
export const projectRooms = pgTable(
  'project_rooms',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<OwnRoomKind>().notNull(),
    widthIn: integer('width_in').notNull(),
    lengthIn: integer('length_in').notNull(),
    heightIn: integer('height_in').notNull(),
    openings: jsonb('openings').$type<OwnOpening[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_rooms_name_unique').on(t.projectId, sql`lower(${t.name})`),
    check('project_rooms_kind', sql`${t.kind} IN ('kitchen', 'bathroom', 'living', 'dining', 'laundry')`),
    check('project_rooms_sizes', sql`${t.widthIn} > 0 AND ${t.lengthIn} > 0 AND ${t.heightIn} > 0`),
    check('project_rooms_openings_array', sql`jsonb_typeof(${t.openings}) = 'array'`),
  ],
);
