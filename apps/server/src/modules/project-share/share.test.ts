import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import {
  notifications,
  outboxMails,
  projectActivity,
  projectMembers,
  projects,
  showrooms,
} from '../../db/schema/index.ts';

describe('GET /api/project/share_to_contractor/{projectId} (issue 24)', () => {
  let t: TestApp;
  let owner: { id: number; email: string };
  let pro: { id: number; email: string };
  let ownerAuth: Record<string, string>;
  let proAuth: Record<string, string>;
  let strangerAuth: Record<string, string>;

  const share = (projectId: number | string, headers: Record<string, string> = ownerAuth) =>
    t.app.inject({ method: 'GET', url: `/api/project/share_to_contractor/${projectId}`, headers });
  const project = async (showroomUserId: number | null, name = 'Kitchen remodel') =>
    (
      await t.db
        .insert(projects)
        .values({ userId: owner.id, showroomUserId, isCart: false, name })
        .returning()
    )[0].id;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.db, { fullName: 'Ann Home' });
    pro = await createUser(t.db, { type: 'Contractor', fullName: 'Carl Pro' });
    const stranger = await createUser(t.db);
    await t.db.insert(showrooms).values({ userId: pro.id, vsdId: 'SHARE001', companyName: 'Carl Builds' });
    ownerAuth = authHeader(await loginAs(t.app, owner.email));
    proAuth = authHeader(await loginAs(t.app, pro.email));
    strangerAuth = authHeader(await loginAs(t.app, stranger.email));
  });
  afterAll(() => t.close());

  it('makes the showroom’s pro a member and tells them once, in notifications and by mail', async () => {
    const id = await project(pro.id);
    const res = await share(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Project shared with your contractor.',
      data: { project_id: id, pro: { user_id: pro.id, name: 'Carl Pro', company_name: 'Carl Builds' } },
    });
    const again = await share(id);
    expect(again.json().data.shared_at).toBe(res.json().data.shared_at);

    expect(await t.db.select().from(projectMembers).where(eq(projectMembers.projectId, id))).toEqual([
      expect.objectContaining({ userId: pro.id, role: 'pro', addedBy: owner.id }),
    ]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, pro.id));
    expect(told).toEqual([
      expect.objectContaining({ title: 'Ann Home shared a project with you', link: `/pro/projects/${id}` }),
    ]);
    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.to, pro.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Ann Home shared a project with you — Remodel Market');
    expect(mails[0].text).toContain(`/pro/projects/${id}`);
    const timeline = await t.db.select().from(projectActivity).where(eq(projectActivity.projectId, id));
    expect(timeline.map((a) => a.kind)).toEqual(['shared_with_pro']);

    // Now a member, the pro reads the project's checklist (404 before).
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projectChecklist/${id}`, headers: proAuth }))
        .statusCode,
    ).toBe(200);
  });

  it('is the owner’s: 401 without a token, 404 to a stranger, 403 to a member, 404 for no such project', async () => {
    const id = await project(pro.id, 'Bath');
    expect((await share(id, {})).statusCode).toBe(401);
    expect((await share(id, strangerAuth)).statusCode).toBe(404);
    expect((await share(999_999)).statusCode).toBe(404);
    expect((await share('x1')).statusCode).toBe(404);
    await share(id);
    const member = await share(id, proAuth);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('Only the owner of the project can share it.');
  });

  it('asks for a showroom first when the project has none, or its showroom is not open', async () => {
    const none = await share(await project(null, 'No showroom'));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.project).toEqual(['Choose a showroom for this project before sharing it.']);
    await t.db.update(showrooms).set({ live: false }).where(eq(showrooms.userId, pro.id));
    expect((await share(await project(pro.id, 'Closed'))).statusCode).toBe(422);
    await t.db.update(showrooms).set({ live: true }).where(eq(showrooms.userId, pro.id));
  });
});
