import { expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { seedAccessories } from '../../db/seed/accessories.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';
import { MIRROR_PRODUCTS } from '../../db/seed/catalog/mirrors.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { seedMirrors } from '../../db/seed/mirrors.ts';

/**
 * A test app with a catalogue large enough that each category has every size the plans need, the demo
 * showroom, the installation supplies and the mirrors (each seeded once, a second run adding nothing).
 */
export async function visualizerApp(): Promise<TestApp> {
  const t = await buildTestApp();
  await seedCatalog(t.db, { products: 1200, seed: 11 });
  await seedDemoAccounts(t.db);
  expect(await seedAccessories(t.db)).toBe(5);
  expect(await seedAccessories(t.db)).toBe(0);
  expect(await seedMirrors(t.db)).toBe(MIRROR_PRODUCTS.length);
  expect(await seedMirrors(t.db)).toBe(0);
  return t;
}

/** The starting design of a plan dressed by a template. */
export const designOf = (t: TestApp, floorplan: string, floorTemplate: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/visualization/design?floorplan=${floorplan}&floorTemplate=${floorTemplate}`,
  });

/** A document's checklist in a showroom. */
export const checklistOf = (t: TestApp, document: unknown, vsd_id = 'DEMO2026') =>
  t.app.inject({ method: 'POST', url: '/api/visualization/checklist', payload: { document, vsd_id } });
