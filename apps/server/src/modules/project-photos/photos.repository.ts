import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projectFiles, projects, users } from '../../db/schema/index.ts';
import type { KeyedFile } from '../project-chat/file-objects.ts';

const spacePhoto = eq(projectFiles.purpose, 'space_photo');

/** A photo as the list shows it: everything but its bytes. */
export type PhotoRow = {
  id: number;
  projectId: number;
  name: string;
  caption: string;
  room: string;
  width: number | null;
  height: number | null;
  size: number;
  sha256: string;
  uploaderId: number | null;
  uploaderName: string | null;
  createdAt: Date;
};

/** A photo to keep: its WebP, thumbnail and what was said about it. */
export type NewPhoto = {
  name: string;
  sha256: string;
  size: number;
  width: number;
  height: number;
  contentType: 'image/webp';
  bytes: Buffer;
  thumbBytes: Buffer;
};

/** The project's photos, newest first. */
export async function photosOf(db: Database, projectId: number): Promise<PhotoRow[]> {
  return db
    .select({
      id: projectFiles.id,
      projectId: projectFiles.projectId,
      name: projectFiles.name,
      caption: projectFiles.caption,
      room: projectFiles.room,
      width: projectFiles.width,
      height: projectFiles.height,
      size: projectFiles.size,
      sha256: projectFiles.sha256,
      uploaderId: projectFiles.uploaderId,
      uploaderName: users.fullName,
      createdAt: projectFiles.createdAt,
    })
    .from(projectFiles)
    .leftJoin(users, eq(users.id, projectFiles.uploaderId))
    .where(and(eq(projectFiles.projectId, projectId), spacePhoto))
    .orderBy(desc(projectFiles.id));
}

/** The project's photos by content hash (id for each): what an upload would only repeat. */
export async function photoHashesOf(db: Database, projectId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: projectFiles.id, sha256: projectFiles.sha256 })
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), spacePhoto));
  return new Map(rows.map((r) => [r.sha256, r.id]));
}

/** The ids of these projects' photos: what a checklist item may show (a photo deleted since shows nothing). */
export async function photoIdsOf(db: Database, projectIds: readonly number[]): Promise<Set<number>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .select({ id: projectFiles.id })
    .from(projectFiles)
    .where(and(inArray(projectFiles.projectId, [...projectIds]), spacePhoto));
  return new Set(rows.map((r) => r.id));
}

/** Holds the project's row until the transaction ends: one upload at a time counts against its cap. */
export async function lockProject(tx: Database, projectId: number) {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
}

/**
 * Keeps the photos, whose bytes are already in the object store under the keys they name, and answers
 * their ids by hash. A picture the project already holds (the unique index on its hash) is left as it is.
 */
export async function insertPhotos(
  tx: Database,
  ref: { projectId: number; uploaderId: number; caption: string; room: string },
  photos: readonly KeyedFile<NewPhoto>[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const photo of photos) {
    const [row] = await tx
      .insert(projectFiles)
      .values({ ...ref, ...photo, purpose: 'space_photo', messageId: null })
      .onConflictDoNothing({
        target: [projectFiles.projectId, projectFiles.sha256],
        where: sql`${projectFiles.purpose} = 'space_photo'`,
      })
      .returning({ id: projectFiles.id });
    if (row) ids.set(photo.sha256, row.id);
  }
  return ids;
}

/** One of the project's photos (not a chat file), with who added it. */
export async function findPhoto(db: Database, projectId: number, photoId: number) {
  const [row] = await db
    .select({ id: projectFiles.id, uploaderId: projectFiles.uploaderId, name: projectFiles.name })
    .from(projectFiles)
    .where(and(eq(projectFiles.id, photoId), eq(projectFiles.projectId, projectId), spacePhoto));
  return row ?? null;
}

/** Removes one photo; the keys of its objects (to delete after commit), or null when it was gone already. */
export async function deletePhoto(tx: Database, projectId: number, photoId: number) {
  const [row] = await tx
    .delete(projectFiles)
    .where(and(eq(projectFiles.id, photoId), eq(projectFiles.projectId, projectId), spacePhoto))
    .returning({ objectKey: projectFiles.objectKey, thumbKey: projectFiles.thumbKey });
  return row ? [row.objectKey, row.thumbKey] : null;
}
