// The 60-surface bathroom the estimate benchmarks draft from (estimate-draft.mjs, estimate-pdf.mjs): a 6 × 4.5
// m floor and 59 wall bands (3 rows of 5 on each wall, one left out), tiled with 4 products of the catalogue,
// every fifth band left open (an allowance), and 6 fixtures, half chosen; saved into a homeowner's project
// (ship-to California) shared with the demo showroom's pro.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/client.ts';
import { projectMembers, projects, users } from '../../apps/server/src/db/schema/index.ts';
import { seedAccessories } from '../../apps/server/src/db/seed/accessories.ts';
import { seedCatalog } from '../../apps/server/src/db/seed/catalog/index.ts';
import { seedDemoAccounts } from '../../apps/server/src/db/seed/demo-accounts.ts';
import { authHeader, createUser, loginAs } from '../../apps/server/test/harness.ts';
import { rectWalls } from '../../packages/domain/src/room/plan-builder.ts';

const W = 6000;
const D = 4500;

export const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Products of a top category, first listed sizes first. */
export async function sizesOf(db, category, n) {
  const rows = rowsOf(
    await db.execute(sql`select p.hash, s.id as size_id from product_sizes s
      join products p on p.id = s.product_id join categories c on c.id = p.category_id
      left join categories top on top.id = c.parent_id
      where coalesce(top.name, c.name) = ${category} and p.listed order by s.id limit ${n}`),
  );
  return rows.map((r) => ({ product: r.hash, sizeId: Number(r.size_id) }));
}

export function largeRoom({ floor, walls, fixtures }) {
  const lengths = { s: W, e: D, n: W, w: D };
  const surfaces = [
    { id: 'floor', kind: 'floor', region: { type: 'room' }, product: floor, pattern: 'straight', groutMm: 3 },
  ];
  let n = 0;
  for (const wallId of ['s', 'e', 'n', 'w']) {
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 5; col++) {
        if (surfaces.length === 60) break;
        const step = lengths[wallId] / 5;
        surfaces.push({
          id: `band-${wallId}-${row}-${col}`,
          kind: 'wall',
          region: {
            type: 'wall',
            wallId,
            from: col * step,
            to: (col + 1) * step,
            bottom: row * 800,
            top: (row + 1) * 800,
          },
          product: n % 5 === 4 ? null : walls[n % walls.length],
          pattern: 'straight',
          groutMm: 2,
        });
        n++;
      }
    }
  }
  const kinds = ['toilet', 'vanity', 'mirror', 'toilet', 'vanity', 'light'];
  return {
    version: 1,
    name: 'Large bath',
    ceilingHeight: 2438,
    walls: rectWalls(W, D),
    openings: [],
    surfaces,
    fixtures: kinds.map((kind, i) => ({
      id: `fixture-${i}`,
      kind,
      at: { x: 800 + i * 800, y: 600 },
      rotation: 0,
      width: 500,
      depth: 500,
      height: 800,
      elevation: 0,
      wallId: 's',
      coversFloor: false,
      product: kind === 'toilet' && i === 0 ? fixtures[0] : null,
    })),
  };
}

/** The catalogue, the demo accounts, the owner's project and the large room saved into it, on test app `t`. */
export async function benchEstimateProject(t) {
  await seedCatalog(t.db, { products: 300, seed: 21 });
  await seedDemoAccounts(t.db);
  await seedAccessories(t.db);
  const [pro] = await t.db.select({ id: users.id }).from(users).where(sql`email = 'contractor@demo.test'`);
  const shipping = { street: '1 Main St', city: 'Oakland', state: 'CA', zipCode: '94607' };
  const owner = await createUser(t.db, { fullName: 'Bench Owner', shipping });
  const [project] = await t.db
    .insert(projects)
    .values({
      userId: owner.id,
      showroomUserId: pro.id,
      vsdId: 'DEMO2026',
      isCart: false,
      name: 'Bench bath',
    })
    .returning();
  await t.db
    .insert(projectMembers)
    .values({ projectId: project.id, userId: pro.id, role: 'pro', addedBy: owner.id });
  const document = largeRoom({
    floor: (await sizesOf(t.db, 'Tile Flooring', 1))[0],
    walls: await sizesOf(t.db, 'Backsplash Tiles', 4),
    fixtures: await sizesOf(t.db, 'Toilets', 1),
  });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/designs',
    headers: authHeader(await loginAs(t.app, owner.email)),
    payload: { name: 'Large bath', floorplan: 'bathroom-hall-2438x1524', project: project.id, document },
  });
  if (saved.statusCode !== 201) throw new Error(`design not saved: ${saved.body}`);
  return { pro, owner, project, document, designId: saved.json().data.id };
}
