import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, freshDatabase } from '../../../test/harness.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  designerRequests,
  projectActivity,
  projectChecklists,
  projectFiles,
  projectMembers,
  projectMessages,
  projectReads,
  projects,
} from './index.ts';

// The tables of migration 0032 as the code declares them (schema/project-collaboration.ts): each write here
// fails if a column, default or constraint of the one differs from the other.
describe('project collaboration tables (migration 0032)', () => {
  let handle: DatabaseHandle;
  let projectId: number;
  let owner: number;
  let pro: number;

  beforeAll(async () => {
    handle = await freshDatabase();
    owner = (await createUser(handle.db)).id;
    pro = (await createUser(handle.db, { type: 'Contractor' })).id;
    const [project] = await handle.db
      .insert(projects)
      .values({
        userId: owner,
        showroomUserId: pro,
        isCart: false,
        name: 'Kitchen',
        sharedWithProAt: new Date(),
      })
      .returning();
    projectId = project.id;
  });
  afterAll(() => handle.close());

  it('keeps members, a versioned checklist, messages, reads, files, requests and a timeline', async () => {
    const db = handle.db;
    await db.insert(projectMembers).values({ projectId, userId: pro, role: 'pro', addedBy: owner });
    const [list] = await db.insert(projectChecklists).values({ projectId, updatedBy: owner }).returning();
    expect(list).toMatchObject({ items: [], version: 1, title: '' });
    const key = randomUUID();
    const [message] = await db
      .insert(projectMessages)
      .values({ projectId, authorId: owner, body: 'Hello', mentions: [pro], clientKey: key })
      .returning();
    expect(message.mentions).toEqual([pro]);
    await db.insert(projectReads).values({ projectId, userId: pro, lastReadMessageId: message.id });
    await db.insert(projectFiles).values({
      projectId,
      messageId: message.id,
      uploaderId: owner,
      purpose: 'chat',
      name: 'plan.pdf',
      contentType: 'application/pdf',
      sha256: 'a'.repeat(64),
      size: 10,
      bytes: Buffer.from('%PDF-1.7\n'),
    });
    await db.insert(designerRequests).values({ projectId, designerId: pro, askedBy: owner });
    await db
      .insert(projectActivity)
      .values({ projectId, actorId: owner, kind: 'shared', detail: { with: pro } });

    // A retried message is the same message; a second open request for the same designer is refused.
    await expect(
      db.insert(projectMessages).values({ projectId, authorId: owner, body: 'Hello', clientKey: key }),
    ).rejects.toThrow();
    await expect(db.insert(designerRequests).values({ projectId, designerId: pro })).rejects.toThrow();
    await expect(
      db.insert(projectMembers).values({ projectId, userId: owner, role: 'owner' as 'pro' }),
    ).rejects.toThrow();
  });
});
