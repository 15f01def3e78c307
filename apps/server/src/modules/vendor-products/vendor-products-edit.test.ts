import type { VendorSize } from '@app/domain/catalog/vendor-products-contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, productSizes, products, projectItems } from '../../db/schema/index.ts';
import { sizeAsInput, type VendorProductsFixture, vendorProductsTestApp } from './vendor-products.fixture.ts';

type Size = VendorSize;

/** PUT /api/vendor/products/{id}, POST …/hide and …/show, and what the audit log keeps of them. */
describe('/api/vendor/products/{id}: edit, hide, show', () => {
  let f: VendorProductsFixture;
  let id: number;
  let hash: string;
  let sizes: Size[];

  const auditOf = (action: string) =>
    f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, action)))
      .orderBy(asc(auditLog.id));
  /** The size fields the form sends back, from what GET answered. */

  beforeAll(async () => {
    f = await vendorProductsTestApp();
    ({ id, hash, sizes } = await f.createProduct('Nimbus Marble Tile'));
  });
  afterAll(() => f.t.close());

  it('keeps a size by id, changes it, adds a new one and removes a missing one; records before and after', async () => {
    const draft = f.draft({
      name: 'Nimbus Marble Tile Honed',
      colors: ['Grey'],
      sizes: [
        { ...sizeAsInput(sizes[0]), vendor_price_cents: 5900 },
        { width_size: '24', length_size: '48', unit: 'Slab', vendor_price_cents: 15000 },
      ],
    });
    const res = await f.send('PUT', `/api/vendor/products/${id}`, f.auth.vendorA, draft);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your product is saved.');
    const p = res.json().data;
    expect(p).toMatchObject({ id, hash, name: 'Nimbus Marble Tile Honed', colors: ['Grey'] });
    expect(p.sizes.map((s: Size) => [s.size_label, s.vendor_price_cents])).toEqual([
      ['12 X 24', 5900],
      ['24 X 48', 15000],
    ]);
    expect(p.sizes[0].id).toBe(sizes[0].id);
    expect(await f.t.db.$count(productSizes, eq(productSizes.id, sizes[1].id))).toBe(0);
    const [row] = await f.t.db.select().from(products).where(eq(products.id, id));
    expect(row.defaultVendorPriceCents).toBe(5900);
    expect(row.searchText).toContain('Honed');
    const [audit] = await auditOf('product.update');
    expect(audit.actorId).toBe(f.vendorA.id);
    expect(audit.before).toMatchObject({ name: 'Nimbus Marble Tile', colors: ['White', 'Gold'] });
    expect((audit.before as { sizes: unknown[] }).sizes).toHaveLength(2);
    expect(audit.after).toMatchObject({ name: 'Nimbus Marble Tile Honed', colors: ['Grey'] });
    sizes = p.sizes;
    // Search reads the new text at once.
    const found = (await f.send('GET', '/api/search?q=nimbus%20honed')).json().data;
    expect(found.data.map((c: { id: number }) => c.id)).toEqual([id]);
  });

  it('refuses a size id of another product, a size given twice and another vendor’s brand, writing nothing', async () => {
    const [other] = await f.t.db
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(eq(productSizes.productId, id === 1 ? 2 : 1))
      .limit(1);
    const foreign = await f.send(
      'PUT',
      `/api/vendor/products/${id}`,
      f.auth.vendorA,
      f.draft({ sizes: [sizeAsInput(sizes[0]), { ...sizeAsInput(sizes[1]), id: other.id }] }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ 'sizes.1.id': ['The selected size is invalid.'] });
    const twice = await f.send(
      'PUT',
      `/api/vendor/products/${id}`,
      f.auth.vendorA,
      f.draft({ sizes: [sizeAsInput(sizes[0]), sizeAsInput(sizes[0])] }),
    );
    expect(twice.json().errors).toEqual({ 'sizes.1.id': ['The selected size is invalid.'] });
    const brand = await f.send(
      'PUT',
      `/api/vendor/products/${id}`,
      f.auth.vendorA,
      f.draft({ brand_id: f.theirs.id }),
    );
    expect(brand.json().errors).toEqual({ brand_id: ['The selected brand is invalid.'] });
    const [row] = await f.t.db.select({ name: products.name }).from(products).where(eq(products.id, id));
    expect(row.name).toBe('Nimbus Marble Tile Honed');
    expect((await auditOf('product.update')).length).toBe(1);
  });

  it('moves a product to another of its vendor’s brands; keeps a hidden brand it already has', async () => {
    const moved = await f.send(
      'PUT',
      `/api/vendor/products/${id}`,
      f.auth.vendorA,
      f.draft({ brand_id: f.second.id, sizes: sizes.map(sizeAsInput) }),
    );
    expect(moved.json().data.brand.id).toBe(f.second.id);
    await f.t.db.update(brands).set({ moderatedAt: new Date() }).where(eq(brands.id, f.second.id));
    const kept = await f.send(
      'PUT',
      `/api/vendor/products/${id}`,
      f.auth.vendorA,
      f.draft({ brand_id: f.second.id, sizes: sizes.map(sizeAsInput) }),
    );
    await f.t.db.update(brands).set({ moderatedAt: null }).where(eq(brands.id, f.second.id));
    expect(kept.statusCode).toBe(200);
  });

  it('refuses to remove a size a shopper’s cart holds (naming it) and says which sizes are in carts', async () => {
    await f.send('POST', '/api/projectCart/sync_to_cart', f.auth.homeowner, {
      product: hash,
      size_id: sizes[1].id,
      qty: 1,
      vsd_id: 'TESTRM01',
    });
    expect(await f.t.db.$count(projectItems, eq(projectItems.productSizeId, sizes[1].id))).toBe(1);
    const read = (await f.send('GET', `/api/vendor/products/${id}`, f.auth.vendorA)).json().data;
    expect(read.sizes.map((s: Size) => s.in_carts)).toEqual([false, true]);
    const res = await f.send(
      'PUT',
      `/api/vendor/products/${id}`,
      f.auth.vendorA,
      f.draft({ sizes: [sizeAsInput(sizes[0])] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      sizes: [
        'The size "24 X 48" is in a shopper\'s cart and cannot be removed. Keep it (you may change it), or hide the product.',
      ],
    });
    // Changing it is fine: the cart line follows the size.
    const changed = await f.send(
      'PUT',
      `/api/vendor/products/${id}`,
      f.auth.vendorA,
      f.draft({ sizes: [sizeAsInput(sizes[0]), { ...sizeAsInput(sizes[1]), vendor_price_cents: 14000 }] }),
    );
    expect(changed.statusCode).toBe(200);
    expect(await f.t.db.$count(projectItems, eq(projectItems.productSizeId, sizes[1].id))).toBe(1);
  });

  it('hides and shows a product (idempotent), recording each change once', async () => {
    const hidden = await f.send('POST', `/api/vendor/products/${id}/hide`, f.auth.vendorA);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: 'Your product is hidden from shoppers.',
      data: { state: 'hidden' },
    });
    const again = await f.send('POST', `/api/vendor/products/${id}/hide`, f.auth.vendorA);
    expect(again.json().data.state).toBe('hidden');
    expect(await auditOf('product.hide')).toMatchObject([
      { before: { state: 'listed' }, after: { state: 'hidden' }, actorId: f.vendorA.id },
    ]);
    const [row] = await f.t.db.select({ listed: products.listed }).from(products).where(eq(products.id, id));
    expect(row.listed).toBe(false);
    const listed = (await f.send('GET', '/api/vendor/products?state=hidden', f.auth.vendorA)).json().data;
    expect(listed.data.map((r: { id: number }) => r.id)).toEqual([id]);

    const shown = await f.send('POST', `/api/vendor/products/${id}/show`, f.auth.vendorA);
    expect(shown.json()).toMatchObject({
      message: 'Your product is listed again.',
      data: { state: 'listed' },
    });
    await f.send('POST', `/api/vendor/products/${id}/show`, f.auth.vendorA);
    expect(await auditOf('product.show')).toHaveLength(1);
  });

  it('cannot show what the admin hid: 422 with the admin’s reason, for the product or its brand', async () => {
    await f.t.db
      .update(products)
      .set({ moderatedAt: new Date(), moderationReason: 'Misleading photos' })
      .where(eq(products.id, id));
    const row = (await f.send('GET', '/api/vendor/products?state=moderated', f.auth.vendorA)).json().data
      .data;
    expect(row).toMatchObject([{ id, state: 'moderated', moderation_reason: 'Misleading photos' }]);
    // The vendor may still hide it (its own flag), but not show it.
    expect((await f.send('POST', `/api/vendor/products/${id}/hide`, f.auth.vendorA)).json().data.state).toBe(
      'moderated',
    );
    const res = await f.send('POST', `/api/vendor/products/${id}/show`, f.auth.vendorA);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      state: ['The marketplace hid this product: Misleading photos. Contact support to list it again.'],
    });
    await f.t.db
      .update(products)
      .set({ moderatedAt: null, moderationReason: null, hiddenAt: null })
      .where(eq(products.id, id));

    await f.t.db
      .update(brands)
      .set({ moderatedAt: new Date(), moderationReason: 'Counterfeit goods' })
      .where(eq(brands.id, f.own.id));
    const brand = await f.send('POST', `/api/vendor/products/${id}/show`, f.auth.vendorA);
    await f.t.db
      .update(brands)
      .set({ moderatedAt: null, moderationReason: null })
      .where(eq(brands.id, f.own.id));
    expect(brand.json().errors).toEqual({
      state: [
        `The marketplace hid the brand ${f.own.name}: Counterfeit goods. Contact support to list its products again.`,
      ],
    });
    const [after] = await f.t.db
      .select({ listed: products.listed })
      .from(products)
      .where(eq(products.id, id));
    expect(after.listed).toBe(true);
  });
});
