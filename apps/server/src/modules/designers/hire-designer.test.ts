import { DESIGNER_LIMITS, DESIGNER_MESSAGES } from '@app/domain/projects/designers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  designerRequests,
  designs,
  notifications,
  outboxMails,
  projectActivity,
  projectMembers,
  projects,
  users,
} from '../../db/schema/index.ts';
import { createPro, type DesignersFixture, designersTestApp, type Pro } from './designers.fixture.ts';

describe('GET and POST /api/hire_designer (issue 24 point 5)', () => {
  let f: DesignersFixture;
  let dee: Pro; // CA 94103: the showroom's ZIP prefix
  let ella: Pro; // CA, another prefix
  let finn: Pro; // Nevada
  let gus: Pro; // a designer still waiting for the licence check
  let hal: Pro; // an approved contractor
  let ivy: Pro; // an approved designer, deactivated

  beforeAll(async () => {
    f = await designersTestApp();
    finn = await createPro(f.t, { name: 'Finn Far', city: 'Reno', state: 'NV', zip: '89501' });
    ella = await createPro(f.t, { name: 'Ella State', city: 'Los Angeles', state: 'CA', zip: '90012' });
    dee = await createPro(f.t, { name: 'Dee Local', city: 'San Francisco', state: 'CA', zip: '94103' });
    gus = await createPro(f.t, { name: 'Gus Pending', status: 'pending' });
    hal = await createPro(f.t, { name: 'Hal Builder', trade: 'contractor' });
    ivy = await createPro(f.t, { name: 'Ivy Gone' });
    await f.t.db.update(users).set({ status: 'Deactive' }).where(eq(users.id, ivy.id));
  });
  afterAll(() => f.t.close());

  const list = (query: string, headers: Record<string, string> = f.ownerAuth) =>
    f.send('GET', `/api/hire_designer${query}`, headers);

  it('lists approved designers near the project’s showroom, nearest first, without their contact details', async () => {
    const id = await f.project('Bathroom');
    // A design in a project of Dee's showroom is part of her portfolio.
    const inDeeShowroom = await f.project('In Dee’s showroom', dee.id);
    await f.t.db
      .insert(designs)
      .values({ userId: f.owner.id, projectId: inDeeShowroom, name: 'Hall bath', floorplan: 'x' });

    const res = await list(`?project_id=${id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.project_id).toBe(id);
    expect(data.designers.map((d: { name: string }) => d.name)).toEqual([
      'Dee Local',
      'Ella State',
      'Finn Far',
    ]);
    expect(data.designers[0]).toEqual({
      user_id: dee.id,
      name: 'Dee Local',
      business: 'Dee Local Studio',
      city: 'San Francisco',
      state: 'CA',
      portfolio_count: 1,
      nearness: 'local',
      in_project: false,
      request: null,
    });
    expect(data.designers.map((d: { nearness: string }) => d.nearness)).toEqual(['local', 'state', 'other']);
    for (const who of [dee, ella, finn]) expect(res.body).not.toContain(who.email);
    expect(res.body).not.toContain('4155552671');
    for (const who of [gus, hal, ivy]) expect(res.body).not.toContain(who.fullName);

    // Without a project: near the showroom named, or (a pro asking) near their own; a designer never sees themselves.
    const nevada = await createPro(f.t, {
      name: 'Nell Nevada',
      trade: 'contractor',
      state: 'NV',
      zip: '89509',
    });
    const near = (await list(`?showroom=${nevada.id}`)).json().data;
    expect(near.project_id).toBeNull();
    expect(near.designers[0]).toMatchObject({ name: 'Finn Far', nearness: 'local', request: null });
    expect((await list('', nevada.auth)).json().data.designers[0].name).toBe('Finn Far');
    const own = (await list('', dee.auth)).json().data.designers.map((d: { name: string }) => d.name);
    expect(own).toEqual(['Ella State', 'Finn Far']);
  });

  it('is for the project’s people: 401 without a token, 404 to others, 422 for a bad id', async () => {
    const id = await f.project('Private');
    expect((await list(`?project_id=${id}`, {})).statusCode).toBe(401);
    expect((await list(`?project_id=${id}`, f.strangerAuth)).statusCode).toBe(404);
    expect((await list(`?project_id=${id}`, f.pro.auth)).statusCode).toBe(404); // not shared with the pro yet
    expect((await list('?project_id=2147483000')).statusCode).toBe(404);
    const bad = await list('?project_id=0x10');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.project_id).toEqual(['The project must be an integer.']);
  });

  it('asks a designer once: notification, mail and timeline; a retry answers the same request', async () => {
    const id = await f.project('Kitchen');
    const res = await f.hire(id, dee.id, f.ownerAuth, 'We love mid-century kitchens.');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: DESIGNER_MESSAGES.asked,
      data: {
        request: {
          project_id: id,
          designer_id: dee.id,
          status: 'asked',
          message: 'We love mid-century kitchens.',
        },
        designers: [{ user_id: dee.id, in_project: false, request: { status: 'asked' } }],
      },
    });
    const request = res.json().data.request;
    const again = await f.hire(id, dee.id, f.ownerAuth, 'We love mid-century kitchens.');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(DESIGNER_MESSAGES.alreadyAsked);
    expect(again.json().data.request).toEqual(request);

    const told = await f.t.db.select().from(notifications).where(eq(notifications.userId, dee.id));
    expect(told).toEqual([
      expect.objectContaining({ title: 'Ann Home asks you to design a project', body: 'Kitchen' }),
    ]);
    const mails = await f.t.db.select().from(outboxMails).where(eq(outboxMails.to, dee.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Ann Home asks you to design a project — Remodel Market');
    expect(mails[0].text).toContain('We love mid-century kitchens.');
    expect(mails[0].text).toContain('/pro/designer-requests');
    const timeline = await f.t.db.select().from(projectActivity).where(eq(projectActivity.projectId, id));
    expect(timeline.map((a) => [a.kind, a.actorId, a.detail])).toEqual([
      [
        'designer_asked',
        f.owner.id,
        { request_id: request.id, designer: dee.id, designer_name: 'Dee Local' },
      ],
    ]);
    const listed = (await list(`?project_id=${id}`)).json().data.designers;
    expect(listed.find((d: { user_id: number }) => d.user_id === dee.id).request).toEqual(request);
  });

  it('lets the project’s pro invite a designer once shared; a designer in the project may not ask', async () => {
    const id = await f.project('Shared');
    expect((await f.hire(id, ella.id, f.pro.auth)).statusCode).toBe(404);
    await f.t.db.insert(projectMembers).values({ projectId: id, userId: f.pro.id, role: 'pro' });
    const invited = await f.hire(id, ella.id, f.pro.auth);
    expect(invited.statusCode).toBe(201);
    const [row] = await f.t.db.select().from(designerRequests).where(eq(designerRequests.projectId, id));
    expect(row.askedBy).toBe(f.pro.id);
    expect(
      (await f.t.db.select().from(notifications).where(eq(notifications.userId, ella.id)))[0].title,
    ).toBe('Carl Pro asks you to design a project');

    await f.t.db.insert(projectMembers).values({ projectId: id, userId: dee.id, role: 'designer' });
    const byDesigner = await f.hire(id, finn.id, dee.auth);
    expect(byDesigner.statusCode).toBe(403);
    expect(byDesigner.json().message).toBe(DESIGNER_MESSAGES.askerOnly);
    const inAlready = await f.hire(id, dee.id);
    expect(inAlready.statusCode).toBe(409);
    expect(inAlready.json().message).toBe(DESIGNER_MESSAGES.alreadyIn);
  });

  it('refuses who is not an approved designer, bad input, strangers and missing projects', async () => {
    const id = await f.project('Refusals');
    expect((await f.hire(id, dee.id, {})).statusCode).toBe(401);
    expect((await f.hire(id, dee.id, f.strangerAuth)).statusCode).toBe(404);
    expect((await f.hire(2_147_483_000, dee.id)).statusCode).toBe(404);
    for (const who of [gus, hal, ivy, { id: f.stranger.id }, { id: 2_147_483_000 }]) {
      const res = await f.hire(id, who.id);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ designer_id: [DESIGNER_MESSAGES.notDesigner] });
    }
    const self = await f.send('POST', '/api/hire_designer', dee.auth, {
      project_id: id,
      designer_id: dee.id,
    });
    expect(self.statusCode).toBe(404); // Dee is nobody in this project
    const [deesOwn] = await f.t.db
      .insert(projects)
      .values({ userId: dee.id, isCart: false, name: 'Dee’s own' })
      .returning({ id: projects.id });
    const own = await f.send('POST', '/api/hire_designer', dee.auth, {
      project_id: deesOwn.id,
      designer_id: dee.id,
    });
    expect(own.json().errors).toEqual({ designer_id: [DESIGNER_MESSAGES.notYourself] });
    const bad = await f.send('POST', '/api/hire_designer', f.ownerAuth, {
      project_id: '1e3',
      designer_id: true,
      message: ['x'],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['designer_id', 'message', 'project_id']);
    const nul = await f.hire(id, dee.id, f.ownerAuth, 'a\u0000b');
    expect(nul.json().errors).toEqual({ message: ['The message must not contain a NUL character.'] });
    const long = await f.hire(id, dee.id, f.ownerAuth, 'x'.repeat(DESIGNER_LIMITS.message + 1));
    expect(long.json().errors.message).toEqual([
      `The message may not be greater than ${DESIGNER_LIMITS.message} characters.`,
    ]);
    expect(await f.t.db.select().from(designerRequests).where(eq(designerRequests.projectId, id))).toEqual(
      [],
    );
  });

  it('two asks at once make one request and one mail', async () => {
    const id = await f.project('At once');
    const answers = await Promise.all([1, 2, 3].map(() => f.hire(id, finn.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().data.request.id)).size).toBe(1);
    const rows = await f.t.db
      .select()
      .from(designerRequests)
      .where(and(eq(designerRequests.projectId, id), eq(designerRequests.designerId, finn.id)));
    expect(rows).toHaveLength(1);
    const mails = await f.t.db.select().from(outboxMails).where(eq(outboxMails.to, finn.email));
    expect(mails.filter((m) => m.text.includes('At once'))).toHaveLength(1);
  });

  it(`keeps at most ${DESIGNER_LIMITS.openPerProject} open requests per project`, async () => {
    const id = await f.project('Many');
    for (let i = 0; i < DESIGNER_LIMITS.openPerProject; i++) {
      const designer = await createPro(f.t, { name: `Many Designer ${i}` });
      expect((await f.hire(id, designer.id)).statusCode).toBe(201);
    }
    const one = await createPro(f.t, { name: 'One Too Many' });
    const res = await f.hire(id, one.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ project_id: [DESIGNER_MESSAGES.tooManyOpen] });
  });
});
