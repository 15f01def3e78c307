import { bathroom } from '@app/domain/estimates/bathroom.fixture';
import type { ProductRef, RoomDocument } from '@app/domain/room/document';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { projectMembers, projects, users } from '../../db/schema/index.ts';
import { seedAccessories } from '../../db/seed/accessories.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../db/seed/demo-accounts.ts';

/**
 * The people around an estimate: Ann owns a bathroom project (ship-to California, 7.25% tax) shared with
 * Golden State Remodeling (the demo showroom DEMO2026: its pro) and Dana Lane (its designer). Bea is a pro
 * of another showroom and Sam a homeowner of another project: neither is of Ann's.
 */
export type Who = 'owner' | 'pro' | 'designer' | 'otherPro' | 'otherOwner';
export const PEOPLE: readonly Who[] = ['owner', 'pro', 'designer', 'otherPro', 'otherOwner'];

export type EstimateFixture = {
  t: TestApp;
  projectId: number;
  otherProjectId: number;
  ids: Record<Who, number>;
  /** Each person's Authorization header. */
  auth: Record<Who, Record<string, string>>;
  /** The room saved into Ann's project: tiled floor and shower, a toilet; a wall and a vanity left open. */
  designId: number;
  document: RoomDocument;
  products: { floor: ProductRef; shower: ProductRef; toilet: ProductRef };
  call: (method: string, url: string, who: Who | null, payload?: unknown) => Promise<LightMyRequestResponse>;
  /** POST …/estimates by the pro with `body` (the design by default). */
  draft: (body?: Record<string, unknown>, who?: Who) => Promise<LightMyRequestResponse>;
};

/** A permit fee line as the pro types it in a new version (its cost in cents). */
export const permitLine = (unitCostCents: number) => ({
  kind: 'fee',
  room: 'Hall bath',
  category: 'general',
  description: 'Permit',
  quantity: 1,
  unit: 'each',
  unit_cost_cents: unitCostCents,
});

/** The first listed size of a product of `category` (by top category name). */
async function sizeOf(t: TestApp, category: string): Promise<ProductRef> {
  const [row] = rowsOf<{ hash: string; size_id: number }>(
    await t.db.execute(sql`select p.hash, s.id as size_id from product_sizes s
      join products p on p.id = s.product_id join categories c on c.id = p.category_id
      left join categories top on top.id = c.parent_id
      where coalesce(top.name, c.name) = ${category} and p.listed order by s.id limit 1`),
  );
  if (!row) throw new Error(`no product of ${category} in the test catalogue`);
  return { product: row.hash, sizeId: Number(row.size_id) };
}

/** A dearer floor tile than the fixture's, of its category and unit, sold by the showroom. */
export async function dearerFloor(f: EstimateFixture): Promise<ProductRef> {
  const floor = f.products.floor.sizeId;
  const [row] = rowsOf<{ hash: string; size_id: number }>(
    await f.t.db.execute(sql`select p.hash, s.id as size_id from product_sizes s join products p on p.id = s.product_id
      where p.category_id = (select p2.category_id from product_sizes s2 join products p2 on p2.id = s2.product_id
        where s2.id = ${floor})
      and p.listed and s.vendor_price_cents > (select vendor_price_cents from product_sizes where id = ${floor})
      and s.unit = (select unit from product_sizes where id = ${floor})
      order by s.vendor_price_cents limit 1`),
  );
  if (!row) throw new Error('no dearer floor tile in the test catalogue');
  return { product: row.hash, sizeId: Number(row.size_id) };
}

/** The domain's hand-measured bathroom (estimates/bathroom.fixture.ts) with products of the catalogue. */
function bathroomWith(products: EstimateFixture['products']): RoomDocument {
  const doc = bathroom(products.floor);
  return {
    ...doc,
    surfaces: doc.surfaces.map((s) => (s.id === 'shower' ? { ...s, product: products.shower } : s)),
    fixtures: doc.fixtures.map((f) => (f.id === 'toilet' ? { ...f, product: products.toilet } : f)),
  };
}

export async function estimateTestApp(): Promise<EstimateFixture> {
  const t = await buildTestApp();
  await seedCatalog(t.db, { products: 300, seed: 21 });
  await seedDemoAccounts(t.db);
  await seedAccessories(t.db);
  const demo = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const shipping = { street: '1 Main St', city: 'Oakland', state: 'CA', zipCode: '94607' };
  const ids: Record<Who, number> = {
    owner: (await createUser(t.db, { fullName: 'Ann Lee', shipping })).id,
    pro: await demo('contractor@demo.test'),
    designer: await demo('designer@demo.test'),
    otherPro: await demo('contractor2@demo.test'),
    otherOwner: (await createUser(t.db, { fullName: 'Sam Stranger' })).id,
  };
  const auth = {} as Record<Who, Record<string, string>>;
  for (const who of PEOPLE) {
    const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, ids[who]));
    const password = who === 'owner' || who === 'otherOwner' ? undefined : DEMO_PASSWORD;
    auth[who] = authHeader(await loginAs(t.app, user.email, password));
  }
  const [project] = await t.db
    .insert(projects)
    .values({
      userId: ids.owner,
      showroomUserId: ids.pro,
      vsdId: 'DEMO2026',
      isCart: false,
      name: 'Hall bath',
      sharedWithProAt: new Date(),
    })
    .returning();
  await t.db.insert(projectMembers).values([
    { projectId: project.id, userId: ids.pro, role: 'pro', addedBy: ids.owner },
    { projectId: project.id, userId: ids.designer, role: 'designer', addedBy: ids.owner },
  ]);
  const [other] = await t.db
    .insert(projects)
    .values({ userId: ids.otherOwner, isCart: false, name: 'Their kitchen' })
    .returning();
  const call: EstimateFixture['call'] = (method, url, who, payload) =>
    t.app.inject({ method: method as 'GET', url, headers: who ? auth[who] : {}, payload: payload as object });

  const products = {
    floor: await sizeOf(t, 'Tile Flooring'),
    shower: await sizeOf(t, 'Backsplash Tiles'),
    toilet: await sizeOf(t, 'Toilets'),
  };
  const document = bathroomWith(products);
  const saved = await call('POST', '/api/designs', 'owner', {
    name: 'Hall bath',
    floorplan: 'bathroom-hall-2438x1524',
    project: project.id,
    document,
  });
  if (saved.statusCode !== 201) throw new Error(`design not saved: ${saved.body}`);
  const designId = saved.json().data.id as number;
  return {
    t,
    projectId: project.id,
    otherProjectId: other.id,
    ids,
    auth,
    designId,
    document,
    products,
    call,
    draft: (body = {}, who = 'pro') =>
      call('POST', `/api/project/${project.id}/estimates`, who, { design_id: designId, ...body }),
  };
}
