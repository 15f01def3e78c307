import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { auditLog, brands, users, vendorApplications } from '../../db/schema/index.ts';
import { unique, type VendorsFixture, vendorsTestApp } from './vendors.fixture.ts';

const brand = (name: string, slug: string, vendorUserId: number | null) => ({
  name,
  slug,
  logo: `/media/brands/${slug}.svg`,
  vendorUserId,
});

/** Issue 12 point 1: the admin's vendor queue, approving (brands handed over, never another vendor's) and declining. */
describe('the admin’s vendor verifications', () => {
  let f: VendorsFixture;
  let otherVendor: number;
  beforeAll(async () => {
    f = await vendorsTestApp();
    otherVendor = (await createUser(f.t.db, { type: 'Vendor', fullName: 'Otto Owner' })).id;
    await f.t.db
      .insert(brands)
      .values([
        brand('Arcadia Tile Co.', 'arcadia-tile-co', otherVendor),
        brand('Orphan Tiles', 'orphan-tiles', null),
      ]);
  });
  afterAll(() => f.t.close());

  it('lists pending vendors oldest first, marking a brand another vendor owns as taken', async () => {
    const first = await f.registered(`q1-${unique()}@example.test`, {
      company_name: 'First Stone',
      brand_names: ['arcadia tile co', 'First Marble'],
    });
    const second = await f.registered(`q2-${unique()}@example.test`, { company_name: 'Second Stone' });
    const res = await f.queue();
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<Record<string, unknown>>;
    const ids = rows.map((r) => r.user_id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(rows.find((r) => r.user_id === first)).toMatchObject({
      company_name: 'First Stone',
      contact_name: 'Sam Stone',
      phone: '+1 9165550142',
      website: 'https://sierrastone.example.com/',
      status: 'pending',
      invited_by: null,
      brands: [
        { name: 'arcadia tile co', taken: true },
        { name: 'First Marble', taken: false },
      ],
    });
    expect((await f.queue('?status=approved')).json().data).toEqual([]);
    expect((await f.queue('?status=maybe')).statusCode).toBe(422);
  });

  it('approving activates the account, creates or hands over its brands but never another vendor’s, mails and audits', async () => {
    const email = `ok-${unique()}@example.test`;
    const id = await f.registered(email, {
      company_name: 'Coastal Tile',
      brand_names: ['Coastal Tile Works', 'Arcadia Tile Co', 'Orphan Tiles'],
    });
    const res = await f.decide(id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      "The vendor is approved and can sign in. Not handed over (another vendor's brand): Arcadia Tile Co.",
    );
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'approved', company_name: 'Coastal Tile', decline_reason: null });
    expect(data.brands.map((b: { outcome: string }) => b.outcome)).toEqual([
      'created',
      'withheld',
      'assigned',
    ]);

    const owned = await f.t.db
      .select({ name: brands.name, slug: brands.slug, owner: brands.vendorUserId, logo: brands.logo })
      .from(brands)
      .where(inArray(brands.slug, ['coastal-tile-works', 'arcadia-tile-co', 'orphan-tiles']))
      .orderBy(brands.slug);
    expect(owned).toEqual([
      {
        name: 'Arcadia Tile Co.',
        slug: 'arcadia-tile-co',
        owner: otherVendor,
        logo: '/media/brands/arcadia-tile-co.svg',
      },
      {
        name: 'Coastal Tile Works',
        slug: 'coastal-tile-works',
        owner: id,
        logo: '/media/brands/coastal-tile-works.webp',
      },
      { name: 'Orphan Tiles', slug: 'orphan-tiles', owner: id, logo: '/media/brands/orphan-tiles.svg' },
    ]);
    const [user] = await f.t.db.select().from(users).where(eq(users.id, id));
    expect(user.status).toBe('Active');
    const [application] = await f.t.db
      .select()
      .from(vendorApplications)
      .where(eq(vendorApplications.userId, id));
    expect(application).toMatchObject({ status: 'approved', decidedBy: f.admin.id });
    expect(application.decidedAt).toBeInstanceOf(Date);

    const mail = (await f.mailsTo(email)).find((m) => m.subject.includes('approved'));
    expect(mail?.subject).toBe('Your vendor account is approved — Remodel Market');
    expect(mail?.text).toContain('Your brands: Coastal Tile Works, Orphan Tiles.');
    expect(mail?.text).toContain('Arcadia Tile Co already belongs to another vendor');
    expect(mail?.text).toContain('http://localhost:3000/vendor/login');

    const audit = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, f.admin.id)));
    const mine = audit.filter(
      (a) => (a.entity === 'vendor_application' || a.entity === 'user') && a.entityId === String(id),
    );
    expect(mine.map((a) => [a.action, a.before, (a.after as { status: string }).status])).toEqual([
      ['vendor_application.approved', { status: 'pending' }, 'approved'],
      ['user.status', { status: 'Pending' }, 'Active'],
    ]);
    expect(audit.filter((a) => a.entity === 'brand').map((a) => a.action)).toEqual(
      expect.arrayContaining(['brand.created', 'brand.owner_changed']),
    );

    // Approved, the vendor signs in.
    expect((await f.login(email)).statusCode).toBe(200);
    // One decision per application.
    const again = await f.decide(id, 'decline', { reason: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This registration was already approved.');
  });

  it('declining needs a reason, keeps the account out with the spec’s message, mails the reason and audits', async () => {
    const email = `no-${unique()}@example.test`;
    const id = await f.registered(email, { company_name: 'Shady Stone' });
    const missing = await f.decide(id, 'decline', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ reason: ['The reason field is required.'] });

    const res = await f.decide(id, 'decline', { reason: 'We could not confirm the brands.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The vendor registration is declined.',
      data: { status: 'declined', decline_reason: 'We could not confirm the brands.', brands: [] },
    });
    const [user] = await f.t.db.select().from(users).where(eq(users.id, id));
    expect(user.status).toBe('Declined');
    const login = await f.login(email);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Your account is currently pending approval by the provider.');
    const mail = (await f.mailsTo(email)).find((m) => m.subject.includes('declined'));
    expect(mail?.text).toContain('The reason: We could not confirm the brands.');
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vendor_application'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ action: 'vendor_application.declined', actorType: 'Admin' });
    expect(await f.t.db.select().from(brands).where(eq(brands.vendorUserId, id))).toEqual([]);
  });

  it('two admins deciding at once: one decision wins, the other gets 409', async () => {
    const id = await f.registered(`race-${unique()}@example.test`, { brand_names: ['Race Brand'] });
    const [a, b] = await Promise.all([
      f.decide(id, 'approve'),
      f.decide(id, 'decline', { reason: 'Duplicate.' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [application] = await f.t.db
      .select()
      .from(vendorApplications)
      .where(eq(vendorApplications.userId, id));
    const [user] = await f.t.db.select().from(users).where(eq(users.id, id));
    expect(user.status).toBe(application.status === 'approved' ? 'Active' : 'Declined');
  });

  it('404 for an account without an application and for an id that names no row', async () => {
    const homeowner = await createUser(f.t.db);
    for (const id of [homeowner.id, 2147483647, '2147483648', 'abc', '0x10']) {
      const res = await f.decide(id, 'approve');
      expect(res.statusCode, String(id)).toBe(404);
    }
  });

  it('only a verified admin decides: 401 without a token, 403 for others and before the one-time code', async () => {
    const id = await f.registered(`g-${unique()}@example.test`);
    expect((await f.decide(id, 'approve', {}, {})).statusCode).toBe(401);
    const vendor = await createUser(f.t.db, { type: 'Vendor' });
    expect(
      (await f.decide(id, 'approve', {}, authHeader(await loginAs(f.t.app, vendor.email)))).statusCode,
    ).toBe(403);
    const admin = await createUser(f.t.db, { type: 'Admin' });
    const beforeCode = authHeader(await loginAs(f.t.app, admin.email));
    expect((await f.decide(id, 'approve', {}, beforeCode)).statusCode).toBe(403);
    expect((await f.queue('', beforeCode)).statusCode).toBe(403);
    const [application] = await f.t.db
      .select()
      .from(vendorApplications)
      .where(eq(vendorApplications.userId, id));
    expect(application.status).toBe('pending');
  });
});
