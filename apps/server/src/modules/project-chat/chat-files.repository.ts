import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projectFiles, projects, users } from '../../db/schema/index.ts';
import type { KeyedFile } from './file-objects.ts';

/** A file as lists show it: everything but its bytes. */
export type FileRow = {
  id: number;
  projectId: number;
  messageId: number | null;
  name: string;
  contentType: 'image/webp' | 'application/pdf';
  size: number;
  width: number | null;
  height: number | null;
  sha256: string;
};

const fileColumns = {
  id: projectFiles.id,
  projectId: projectFiles.projectId,
  messageId: projectFiles.messageId,
  name: projectFiles.name,
  contentType: projectFiles.contentType,
  size: projectFiles.size,
  width: projectFiles.width,
  height: projectFiles.height,
  sha256: projectFiles.sha256,
};

/** A file to keep with its message. */
export type NewChatFile = Omit<FileRow, 'id' | 'projectId' | 'messageId'> & {
  bytes: Buffer;
  thumbBytes: Buffer | null;
};

/** Keeps the message's files, whose bytes are already in the object store under the keys they name. */
export async function insertChatFiles(
  tx: Database,
  ref: { projectId: number; messageId: number; uploaderId: number },
  files: readonly KeyedFile<NewChatFile>[],
): Promise<FileRow[]> {
  const kept: FileRow[] = [];
  for (const file of files) {
    const [row] = await tx
      .insert(projectFiles)
      .values({ ...ref, purpose: 'chat', ...file })
      .returning(fileColumns);
    kept.push(row!);
  }
  return kept;
}

/** The files of these messages, in the order sent. */
export async function filesOfMessages(db: Database, messageIds: number[]): Promise<FileRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select(fileColumns)
    .from(projectFiles)
    .where(inArray(projectFiles.messageId, messageIds))
    .orderBy(asc(projectFiles.id));
}

/**
 * One of the project's files with where its bytes are: its objects' keys, or for a row kept before the
 * object store its bytes (the file route checks the caller belongs to the project).
 */
export async function fileOfProject(db: Database, projectId: number, fileId: number) {
  const [row] = await db
    .select({
      ...fileColumns,
      objectKey: projectFiles.objectKey,
      thumbKey: projectFiles.thumbKey,
      bytes: projectFiles.bytes,
      thumbBytes: projectFiles.thumbBytes,
    })
    .from(projectFiles)
    .where(and(eq(projectFiles.id, fileId), eq(projectFiles.projectId, projectId)));
  return row ?? null;
}

/** The files of these projects, newest first, a page at a time (`before` a file id). */
export async function filesOfProjects(
  db: Database,
  projectIds: number[],
  q: { before?: number; limit: number },
) {
  if (projectIds.length === 0) return { rows: [], hasMore: false };
  const inProjects = inArray(projectFiles.projectId, projectIds);
  const rows = await db
    .select({
      ...fileColumns,
      purpose: projectFiles.purpose,
      projectName: projects.name,
      uploaderId: projectFiles.uploaderId,
      uploaderName: users.fullName,
      createdAt: projectFiles.createdAt,
    })
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.projectId))
    .leftJoin(users, eq(users.id, projectFiles.uploaderId))
    .where(q.before !== undefined ? and(inProjects, lt(projectFiles.id, q.before)) : inProjects)
    .orderBy(desc(projectFiles.id))
    .limit(q.limit + 1);
  return { rows: rows.slice(0, q.limit), hasMore: rows.length > q.limit };
}
