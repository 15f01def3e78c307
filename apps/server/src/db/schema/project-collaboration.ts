import type { ChecklistItem } from '@app/domain/projects/checklist';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * Issue 24 (migration 0032): the people of a project besides its owner (projects.user_id), its checklist,
 * chat, files, designer requests and timeline. Everything goes with the project.
 */

const projectRef = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The showroom's pro (once the project is shared) and the designers who accepted. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: projectRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'pro' | 'designer'>().notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'project_members_pk', columns: [t.projectId, t.userId] }),
    index('project_members_user_idx').on(t.userId, t.projectId),
    check('project_members_role', sql`${t.role} IN ('pro', 'designer')`),
  ],
);

/** The shared checklist: one per project, its items as one versioned list (domain projects/checklist.ts). */
export const projectChecklists = pgTable(
  'project_checklists',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    title: text('title').notNull().default(''),
    notes: text('notes').notNull().default(''),
    items: jsonb('items').$type<ChecklistItem[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_checklists_project_unique').on(t.projectId),
    check('project_checklists_items_array', sql`jsonb_typeof(${t.items}) = 'array'`),
    check('project_checklists_version', sql`${t.version} >= 1`),
  ],
);

/** The chat's messages, kept before they are announced; the client key makes a retry the same message. */
export const projectMessages = pgTable(
  'project_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: projectRef(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    mentions: integer('mentions').array().notNull().default(sql`'{}'`),
    clientKey: uuid('client_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_messages_project_idx').on(t.projectId, t.id),
    index('project_messages_created_idx').on(t.createdAt),
    uniqueIndex('project_messages_client_key_unique').on(t.projectId, t.authorId, t.clientKey),
  ],
);

/** How far each person has read a project's chat, and when they were last mailed about it while away. */
export const projectReads = pgTable(
  'project_reads',
  {
    projectId: projectRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    awayMailedAt: timestamp('away_mailed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'project_reads_pk', columns: [t.projectId, t.userId] })],
);

/** A chat message's attachments and the homeowner's photos of the space. */
export const projectFiles = pgTable(
  'project_files',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    messageId: bigint('message_id', { mode: 'number' }).references(() => projectMessages.id, {
      onDelete: 'cascade',
    }),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<'chat' | 'space_photo'>().notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').$type<'image/webp' | 'application/pdf'>().notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The file and a picture's preview in the object store (migration 0045); bytes only in rows kept before. */
    objectKey: text('object_key'),
    thumbKey: text('thumb_key'),
    bytes: bytea('bytes'),
    thumbBytes: bytea('thumb_bytes'),
    /** A space photo's caption and the room it shows (migration 0034); empty for a chat file. */
    caption: text('caption').notNull().default(''),
    room: text('room').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_files_project_idx').on(t.projectId, t.purpose, t.id),
    index('project_files_message_idx').on(t.messageId),
    uniqueIndex('project_files_space_photo_unique')
      .on(t.projectId, t.sha256)
      .where(sql`${t.purpose} = 'space_photo'`),
    check('project_files_purpose', sql`${t.purpose} IN ('chat', 'space_photo')`),
    check('project_files_type', sql`${t.contentType} IN ('image/webp', 'application/pdf')`),
    check('project_files_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('project_files_size', sql`${t.size} > 0`),
    check('project_files_stored', sql`${t.objectKey} IS NOT NULL OR ${t.bytes} IS NOT NULL`),
    uniqueIndex('project_files_object_key').on(t.objectKey),
    uniqueIndex('project_files_thumb_key').on(t.thumbKey),
  ],
);

/** A designer asked into a project (hire_designer, or the pro's invitation); one open request per pair. */
export const designerRequests = pgTable(
  'designer_requests',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    designerId: integer('designer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    askedBy: integer('asked_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status')
      .$type<'asked' | 'accepted' | 'declined' | 'withdrawn'>()
      .notNull()
      .default('asked'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('designer_requests_open_unique')
      .on(t.projectId, t.designerId)
      .where(sql`${t.status} = 'asked'`),
    index('designer_requests_designer_idx').on(t.designerId, t.status),
    check('designer_requests_status', sql`${t.status} IN ('asked', 'accepted', 'declined', 'withdrawn')`),
  ],
);

/** The project's timeline: who did what, newest last. */
export const projectActivity = pgTable(
  'project_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: projectRef(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('project_activity_project_idx').on(t.projectId, t.id)],
);
