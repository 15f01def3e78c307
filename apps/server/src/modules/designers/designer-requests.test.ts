import { DESIGNER_MESSAGES } from '@app/domain/projects/designers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  designs,
  notifications,
  outboxMails,
  projectActivity,
  projectMembers,
} from '../../db/schema/index.ts';
import { createPro, type DesignersFixture, designersTestApp, type Pro } from './designers.fixture.ts';

describe('a designer answers, the project withdraws or lets go (issue 24 point 5)', () => {
  let f: DesignersFixture;
  let dee: Pro;
  let ella: Pro;

  beforeAll(async () => {
    f = await designersTestApp();
    dee = await createPro(f.t, { name: 'Dee Local', zip: '94103' });
    ella = await createPro(f.t, { name: 'Ella State', city: 'Los Angeles', zip: '90012' });
  });
  afterAll(() => f.t.close());

  const inbox = (headers: Record<string, string>, query = '') =>
    f.send('GET', `/api/pro/designer_requests${query}`, headers);
  const act = (
    id: number | string,
    action: 'accept' | 'decline',
    headers: Record<string, string>,
    body?: unknown,
  ) => f.send('POST', `/api/pro/designer_requests/${id}/${action}`, headers, body);
  const withdraw = (id: number, headers: Record<string, string> = f.ownerAuth) =>
    f.send('POST', `/api/hire_designer/${id}/withdraw`, headers);
  const remove = (projectId: number, designerId: number, headers: Record<string, string> = f.ownerAuth) =>
    f.send('DELETE', `/api/project/${projectId}/designers/${designerId}`, headers);
  const ask = async (projectId: number, designer: Pro, headers = f.ownerAuth) =>
    (await f.hire(projectId, designer.id, headers, 'Please help')).json().data.request.id as number;
  const toldTo = async (userId: number) =>
    (await f.t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);
  const checklist = (projectId: number, headers: Record<string, string>) =>
    f.send('GET', `/api/projectChecklist/${projectId}`, headers);

  it('lists the designer’s own requests, with the project and who asked; nobody else’s', async () => {
    const id = await f.project('Inbox');
    const requestId = await ask(id, dee);
    const mine = await inbox(dee.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        id: requestId,
        status: 'asked',
        message: 'Please help',
        decline_reason: null,
        project: { id, name: 'Inbox', owner_name: 'Ann Home', showroom: 'Carl Builds' },
        asked_by: { name: 'Ann Home', role: 'owner' },
        rooms: [],
      }),
    ]);
    expect(mine.body).not.toContain(f.owner.email);
    expect((await inbox(dee.auth, '?status=accepted')).json().data).toEqual([]);
    expect((await inbox(ella.auth)).json().data).toEqual([]);
    expect((await inbox(f.pro.auth)).json().data).toEqual([]); // a pro who is not a designer has none
    expect((await inbox({})).statusCode).toBe(401);
    expect((await inbox(f.ownerAuth)).statusCode).toBe(403);
    const bad = await inbox(dee.auth, '?status=maybe');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual(['The status is invalid.']);
  });

  it('accepting makes the designer a member, tells the owner and the pro once; again is harmless', async () => {
    const id = await f.project('Accept');
    await f.t.db.insert(projectMembers).values({ projectId: id, userId: f.pro.id, role: 'pro' });
    await f.t.db
      .insert(designs)
      .values({ userId: f.owner.id, projectId: id, name: 'Main bath', floorplan: 'x' });
    const requestId = await ask(id, dee);
    expect((await checklist(id, dee.auth)).statusCode).toBe(404);

    const res = await act(requestId, 'accept', dee.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: DESIGNER_MESSAGES.accepted,
      data: { id: requestId, status: 'accepted' },
    });
    expect((await act(requestId, 'accept', dee.auth)).json().data).toEqual(res.json().data);

    const members = await f.t.db.select().from(projectMembers).where(eq(projectMembers.projectId, id));
    expect(members.map((m) => [m.userId, m.role, m.addedBy])).toEqual([
      [f.pro.id, 'pro', null],
      [dee.id, 'designer', f.owner.id],
    ]);
    expect((await toldTo(f.owner.id)).filter((t) => t === 'Dee Local joined your project')).toHaveLength(1);
    expect((await toldTo(f.pro.id)).filter((t) => t === 'Dee Local joined your project')).toHaveLength(1);
    const mails = await f.t.db.select().from(outboxMails).where(eq(outboxMails.to, f.owner.email));
    expect(mails.filter((m) => m.subject === 'Dee Local joined your project — Remodel Market')).toHaveLength(
      1,
    );
    const kinds = await f.t.db.select().from(projectActivity).where(eq(projectActivity.projectId, id));
    expect(kinds.map((a) => a.kind)).toEqual(['designer_asked', 'designer_joined']);

    // In the project now: the checklist, and the rooms in the inbox.
    expect((await checklist(id, dee.auth)).statusCode).toBe(200);
    const [item] = (await inbox(dee.auth, '?status=accepted')).json().data;
    expect(item.rooms).toEqual([expect.objectContaining({ name: 'Main bath', version: 1 })]);
    const listed = (await f.send('GET', `/api/hire_designer?project_id=${id}`, f.ownerAuth)).json().data;
    expect(listed.designers.find((d: { user_id: number }) => d.user_id === dee.id)).toMatchObject({
      in_project: true,
      request: { status: 'accepted' },
    });

    const late = await act(requestId, 'decline', dee.auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DESIGNER_MESSAGES.alreadyAccepted);
    expect((await act(requestId, 'accept', ella.auth)).statusCode).toBe(404);
    expect((await act(2_147_483_000, 'accept', dee.auth)).statusCode).toBe(404);
    expect((await act('abc', 'accept', dee.auth)).statusCode).toBe(404);
    expect((await act(requestId, 'accept', {})).statusCode).toBe(401);
    expect((await act(requestId, 'accept', f.ownerAuth)).statusCode).toBe(403);
  });

  it('three accepts at once add one member and tell the owner once', async () => {
    const id = await f.project('Race');
    const requestId = await ask(id, ella);
    const answers = await Promise.all([1, 2, 3].map(() => act(requestId, 'accept', ella.auth)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const members = await f.t.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, id), eq(projectMembers.userId, ella.id)));
    expect(members).toHaveLength(1);
    const joined = await f.t.db
      .select()
      .from(projectActivity)
      .where(and(eq(projectActivity.projectId, id), eq(projectActivity.kind, 'designer_joined')));
    expect(joined).toHaveLength(1);
  });

  it('declining keeps a reason the owner reads; the owner may ask again', async () => {
    const id = await f.project('Decline');
    const requestId = await ask(id, ella);
    const bad = await act(requestId, 'decline', ella.auth, { reason: 42 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.reason).toEqual(['The reason must be text.']);

    const res = await act(requestId, 'decline', ella.auth, { reason: ' Booked until May ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'declined', decline_reason: 'Booked until May' });
    expect((await act(requestId, 'decline', ella.auth)).json().data.decline_reason).toBe('Booked until May');
    expect((await act(requestId, 'accept', ella.auth)).json().message).toBe(
      DESIGNER_MESSAGES.alreadyDeclined,
    );

    const [note] = await f.t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, f.owner.id), eq(notifications.body, 'Decline: “Booked until May”')),
      );
    expect(note.title).toBe('Ella State declined your request to design the project');
    const mails = await f.t.db.select().from(outboxMails).where(eq(outboxMails.to, f.owner.email));
    expect(mails.find((m) => m.text.includes('Their reason: “Booked until May”'))).toBeDefined();
    const listed = (await f.send('GET', `/api/hire_designer?project_id=${id}`, f.ownerAuth)).json().data;
    expect(listed.designers.find((d: { user_id: number }) => d.user_id === ella.id).request).toMatchObject({
      id: requestId,
      status: 'declined',
      decline_reason: 'Booked until May',
    });
    expect((await checklist(id, ella.auth)).statusCode).toBe(404);

    // A decline without a body has no reason; the owner may ask again.
    const again = await f.hire(id, ella.id);
    expect(again.statusCode).toBe(201);
    const plain = await act(again.json().data.request.id, 'decline', ella.auth);
    expect(plain.json().data).toMatchObject({ status: 'declined', decline_reason: null });
  });

  it('the owner (or the pro who asked) withdraws an open request; the designer can no longer accept it', async () => {
    const id = await f.project('Withdraw');
    const requestId = await ask(id, dee);
    expect((await withdraw(requestId, {})).statusCode).toBe(401);
    expect((await withdraw(requestId, f.strangerAuth)).statusCode).toBe(404);
    expect((await withdraw(requestId, dee.auth)).statusCode).toBe(404); // not in the project
    await f.t.db.insert(projectMembers).values({ projectId: id, userId: f.pro.id, role: 'pro' });
    const byPro = await withdraw(requestId, f.pro.auth);
    expect(byPro.statusCode).toBe(403);
    expect(byPro.json().message).toBe(DESIGNER_MESSAGES.withdrawerOnly);

    const res = await withdraw(requestId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: DESIGNER_MESSAGES.withdrawn, data: { status: 'withdrawn' } });
    expect((await withdraw(requestId)).statusCode).toBe(200);
    expect(await toldTo(dee.id)).toContain('A project withdrew its request');
    const late = await act(requestId, 'accept', dee.auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DESIGNER_MESSAGES.wasWithdrawn);
    expect((await withdraw(2_147_483_000)).statusCode).toBe(404);

    // The pro withdraws the invitation it sent; an answered request cannot be withdrawn.
    const invited = await ask(id, ella, f.pro.auth);
    expect((await withdraw(invited, f.pro.auth)).statusCode).toBe(200);
    const accepted = await ask(id, ella);
    await act(accepted, 'accept', ella.auth);
    const answered = await withdraw(accepted);
    expect(answered.statusCode).toBe(409);
    expect(answered.json().message).toBe(DESIGNER_MESSAGES.alreadyAnswered);
  });

  it('the owner lets a designer go: out of the project, told; only the owner may', async () => {
    const id = await f.project('Remove');
    await act(await ask(id, dee), 'accept', dee.auth);
    await f.t.db.insert(projectMembers).values({ projectId: id, userId: f.pro.id, role: 'pro' });
    expect((await remove(id, dee.id, {})).statusCode).toBe(401);
    expect((await remove(id, dee.id, f.strangerAuth)).statusCode).toBe(404);
    const byPro = await remove(id, dee.id, f.pro.auth);
    expect(byPro.statusCode).toBe(403);
    expect(byPro.json().message).toBe(DESIGNER_MESSAGES.ownerOnly);
    expect((await remove(id, f.pro.id)).statusCode).toBe(404); // the pro is not one of its designers

    const res = await remove(id, dee.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: DESIGNER_MESSAGES.removed, data: null });
    expect((await checklist(id, dee.auth)).statusCode).toBe(404);
    expect(await toldTo(dee.id)).toContain('You were removed from a project');
    const again = await remove(id, dee.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(DESIGNER_MESSAGES.notInProject);
    const [item] = (await inbox(dee.auth, '?status=accepted'))
      .json()
      .data.filter((r: { project: { id: number } }) => r.project.id === id);
    expect(item.rooms).toEqual([]);
  });
});
