import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { projectItems, projects } from '../../db/schema/index.ts';
import { type CartFixture, call, cartTestApp } from './projects.fixture.ts';

describe('projects of a signed-in homeowner', () => {
  let f: CartFixture;
  beforeAll(async () => {
    f = await cartTestApp();
  });
  afterAll(() => f.t.close());

  const create = (headers: Record<string, string>, body: Record<string, unknown> = {}) =>
    call(f, 'POST', '/api/projectCart', { showroom: f.owner.id, project: 'Kitchen', ...body }, headers);

  it('creates a project from the stored selection (signed in only) and reads and updates it', async () => {
    expect((await create({})).statusCode).toBe(401);
    const res = await create(f.annAuth, { is_3d: true, floorplan: 12, floorTemplate: 'open-plan-3' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Project created successfully.');
    const id = res.json().data.project_id;
    const got = await call(f, 'GET', `/api/projectCart/${id}`, undefined, f.annAuth);
    expect(got.json().data).toMatchObject({
      id,
      name: 'Kitchen',
      showroom: f.owner.id,
      vsd_id: 'TESTRM01',
      is_3d: true,
      floorplan: '12',
      floorTemplate: 'open-plan-3',
      temp_project_id: null,
      count: 0,
    });
    const put = await call(f, 'PUT', `/api/projectCart/${id}`, { extra_info: { budget: 5000 } }, f.annAuth);
    expect(put.json()).toMatchObject({
      message: 'Project updated successfully.',
      data: { extra_info: { budget: 5000 } },
    });
    expect(
      (await call(f, 'PUT', `/api/projectCart/${id}`, {}, f.annAuth)).json().errors.extra_info,
    ).toBeDefined();
  });

  it("takes the visualizer's stored selection as it is kept (is_3d: 1, a number) when a guest cart joins at sign-in", async () => {
    // my_item keeps is_3d as the number 1 (spec point 3); refusing it left the guest's lines out of the cart.
    const res = await create(f.annAuth, {
      is_3d: 1,
      is_cart: 0,
      floorplan: 'bathroom-hall-2438x1524',
      floorTemplate: 'bathroom-modern-light',
    });
    expect(res.statusCode).toBe(201);
    const got = await call(f, 'GET', `/api/projectCart/${res.json().data.project_id}`, undefined, f.annAuth);
    expect(got.json().data).toMatchObject({ is_3d: true, is_cart: false });
    const refused = await create(f.annAuth, { is_3d: 2 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.is_3d).toBeDefined();
  });

  it("counts the homeowner's own projects as total_projects on GET /api/authuser", async () => {
    const carol = await createUser(f.t.db, { fullName: 'Carol New' });
    const auth = authHeader(await loginAs(f.t.app, carol.email));
    const total = async () =>
      (await call(f, 'GET', '/api/authuser', undefined, auth)).json().data.total_projects;
    expect(await total()).toBe(0);
    await create(auth);
    await create(auth, { is_cart: false });
    // A guest cart is nobody's project until it is added to one.
    await call(f, 'POST', '/api/projectCart/update_project_cart', { name: 'guest' });
    expect(await total()).toBe(2);
  });

  it('gives another homeowner 404 for my project, my cart and my cart line, and changes nothing', async () => {
    const id = (await create(f.annAuth)).json().data.project_id;
    const added = await call(
      f,
      'POST',
      '/api/projectCart/sync_to_cart',
      { project: id, product: f.special.hash, qty: 3 },
      f.annAuth,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().data.temp_project_id).toBeNull();
    const lineId = added.json().data.Project_tans[0].id;
    // Signed in without a project id: the latest cart is the one just changed.
    expect((await call(f, 'GET', '/api/projectCart', undefined, f.annAuth)).json().data.id).toBe(id);

    const bob = f.bobAuth;
    const attempts = [
      call(f, 'GET', `/api/projectCart/${id}`, undefined, bob),
      call(f, 'PUT', `/api/projectCart/${id}`, { extra_info: { x: 1 } }, bob),
      call(f, 'GET', `/api/projectCart?project=${id}`, undefined, bob),
      call(f, 'POST', '/api/projectCart/sync_to_cart', { project: id, product: f.special.hash }, bob),
      call(f, 'POST', '/api/projectCart/update_cart', { id: lineId, qty: 50 }, bob),
      call(f, 'POST', '/api/projectCart/update_project_cart', { project: id, name: 'Mine' }, bob),
      call(f, 'DELETE', `/api/cart/destroy/${lineId}`, undefined, bob),
      call(f, 'DELETE', `/api/cart/destroy/${lineId}`),
      call(f, 'GET', `/api/projectCart?project=${id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Record not found for processing.' });
    }
    expect((await call(f, 'GET', `/api/projectCart/${id}`)).statusCode).toBe(401);
    const mine = (await call(f, 'GET', `/api/projectCart/${id}`, undefined, f.annAuth)).json().data;
    expect(mine).toMatchObject({ name: 'Kitchen', extra_info: {}, count: 1 });
    expect(mine.Project_tans[0]).toMatchObject({ id: lineId, qty: 3 });
    // Bob's own cart is separate.
    expect((await call(f, 'GET', '/api/projectCart', undefined, bob)).json().data.id).toBeNull();
  });
});

describe('POST /api/projectCart/add_guest_cart', () => {
  let f: CartFixture;
  beforeAll(async () => {
    f = await cartTestApp();
  });
  afterAll(() => f.t.close());

  /** A guest cart with the special product ×2 and the multi product's second size ×5; its temp id. */
  async function guestCart() {
    const res = await call(f, 'POST', '/api/projectCart/sync_to_bulk_cart', {
      vsd_id: 'TESTRM01',
      items: [
        { product: f.special.hash, qty: 2 },
        { product: f.multi.hash, size_id: f.multi.sizes[1].id, qty: 5 },
      ],
    });
    return res.json().data.temp_project_id as string;
  }
  /** A project of Ann's with the special product ×3. */
  async function annProject() {
    const id = (await call(f, 'POST', '/api/projectCart', { project: 'Bath' }, f.annAuth)).json().data
      .project_id;
    await call(
      f,
      'POST',
      '/api/projectCart/sync_to_cart',
      { project: id, product: f.special.hash, qty: 3 },
      f.annAuth,
    );
    return id as number;
  }
  const merge = (temp: string, projectId: number, headers: Record<string, string> = f.annAuth) =>
    call(
      f,
      'POST',
      '/api/projectCart/add_guest_cart',
      { re_temp_project_id: temp, project_id: projectId },
      headers,
    );
  const lines = (projectId: number) =>
    f.t.db.select().from(projectItems).where(eq(projectItems.projectId, projectId)).orderBy(projectItems.id);

  it('sums quantities of the same size and colour, takes the showroom and deletes the guest cart', async () => {
    const temp = await guestCart();
    const id = await annProject();
    const res = await merge(temp, id);
    expect(res.statusCode).toBe(200);
    const cart = res.json().data;
    expect(cart).toMatchObject({ id, vsd_id: 'TESTRM01', showroom: f.owner.id, count: 2, total_qty: 10 });
    expect(cart.Project_tans.map((l: { qty: number }) => l.qty)).toEqual([5, 5]);
    expect((await call(f, 'GET', `/api/projectCart?temp_project_id=${temp}`)).statusCode).toBe(404);
    // Idempotent: the second call answers 404 and changes nothing.
    const again = await merge(temp, id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This cart has already been added or does not exist.');
    expect((await lines(id)).map((l) => l.qty)).toEqual([5, 5]);
  });

  it('keeps the 3-D design each guest line was added from when it joins the account', async () => {
    const temp = await guestCart();
    const id = await annProject();
    const [guest] = await f.t.db.select().from(projects).where(eq(projects.tempProjectId, temp));
    // The special product's line came from design 41 v2 in the guest cart; the account's own line had none.
    await f.t.db
      .update(projectItems)
      .set({ designId: 41, designVersion: 2 })
      .where(and(eq(projectItems.projectId, guest.id), eq(projectItems.productId, f.special.id)));
    expect((await merge(temp, id)).statusCode).toBe(200);
    const moved = await lines(id);
    expect(moved.map((l) => [l.productId, l.designId, l.designVersion])).toEqual([
      [f.special.id, 41, 2],
      [f.multi.id, null, null],
    ]);
  });

  it('needs sign-in and the caller’s own project; a guest cart survives a refused merge', async () => {
    const temp = await guestCart();
    const id = await annProject();
    expect((await merge(temp, id, {})).statusCode).toBe(401);
    expect((await merge(temp, id, f.bobAuth)).statusCode).toBe(404);
    expect((await call(f, 'GET', `/api/projectCart?temp_project_id=${temp}`)).json().data.count).toBe(2);
    const bad = await call(f, 'POST', '/api/projectCart/add_guest_cart', { project_id: 'x' }, f.annAuth);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['project_id', 're_temp_project_id']);
  });

  it('is one transaction: when deleting the guest cart fails, no line moves', async () => {
    const temp = await guestCart();
    const id = await annProject();
    await f.t.db.execute(`create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await f.t.db.execute(`create trigger refuse_project_delete before delete on projects
      for each row execute function refuse_delete()`);
    try {
      const res = await merge(temp, id);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Internal Server error please try again.' });
    } finally {
      await f.t.db.execute('drop trigger refuse_project_delete on projects');
      await f.t.db.execute('drop function refuse_delete()');
    }
    expect((await lines(id)).map((l) => l.qty)).toEqual([3]);
    expect((await call(f, 'GET', `/api/projectCart?temp_project_id=${temp}`)).json().data.count).toBe(2);
    expect((await merge(temp, id)).statusCode).toBe(200);
  });

  it('merges a guest cart once under concurrent calls', async () => {
    const temp = await guestCart();
    const id = await annProject();
    const results = await Promise.all(Array.from({ length: 6 }, () => merge(temp, id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect((await lines(id)).map((l) => l.qty)).toEqual([5, 5]);
  });
});
