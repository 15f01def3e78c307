import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/harness.ts';
import { showrooms } from '../../db/schema/index.ts';
import { expectedPrice } from '../catalog/catalog.fixture.ts';
import { type CartFixture, call, cartTestApp } from './projects.fixture.ts';

describe('cart prices follow the cart’s showroom', () => {
  let f: CartFixture;
  beforeAll(async () => {
    f = await cartTestApp();
  });
  afterAll(() => f.t.close());

  it('reprices every line when the cart moves to another showroom, and uses 10% without one', async () => {
    const pro = await createUser(f.t.db, { type: 'Contractor', fullName: 'Second Pro' });
    await f.t.db
      .insert(showrooms)
      .values({ userId: pro.id, vsdId: 'SECOND01', companyName: 'Second Co', defaultMarkupBps: 1200 });
    const plain = await call(f, 'POST', '/api/projectCart/sync_to_cart', { product: f.special.id, qty: 1 });
    const temp = plain.json().data.temp_project_id;
    const unit = (res: { json: () => { data: { Project_tans: Array<{ unit_price_cents: number }> } } }) =>
      res.json().data.Project_tans[0].unit_price_cents;
    expect(plain.json().data.showroom).toBeNull();
    expect(unit(plain)).toBe(await expectedPrice(f.t.db, f.special.id, 1000));

    const moved = await call(f, 'POST', '/api/projectCart/update_project_cart', {
      temp_project_id: temp,
      vsd_id: 'second01',
    });
    expect(moved.json().data).toMatchObject({ showroom: pro.id, vsd_id: 'SECOND01' });
    expect(unit(moved)).toBe(await expectedPrice(f.t.db, f.special.id, 1200));

    const back = await call(f, 'POST', '/api/projectCart/update_project_cart', {
      temp_project_id: temp,
      showroom: f.owner.id,
    });
    expect(unit(back)).toBe(await expectedPrice(f.t.db, f.special.id, 3000));
    // The stored showroom wins over a showroom sent with a read.
    const read = await call(f, 'GET', `/api/projectCart?temp_project_id=${temp}&showroom=${pro.id}`);
    expect(unit(read)).toBe(unit(back));
  });

  it('gives a signed-in user without a project a cart of their own on the first add', async () => {
    const empty = await call(f, 'GET', '/api/projectCart', undefined, f.bobAuth);
    expect(empty.json().data).toMatchObject({ id: null, count: 0 });
    const added = await call(
      f,
      'POST',
      '/api/projectCart/sync_to_cart',
      { product: f.multi.hash, colour: f.multi.colors[0], showroom: f.owner.id },
      f.bobAuth,
    );
    expect(added.statusCode).toBe(200);
    const cart = added.json().data;
    expect(cart).toMatchObject({ temp_project_id: null, is_cart: true, count: 1, total_qty: 1 });
    expect(cart.id).toEqual(expect.any(Number));
    const again = await call(f, 'GET', '/api/projectCart?is_cart=1', undefined, f.bobAuth);
    expect(again.json().data).toMatchObject({ id: cart.id, count: 1 });
    // Ann sees none of it.
    expect((await call(f, 'GET', '/api/projectCart', undefined, f.annAuth)).json().data.id).toBeNull();
  });
});
