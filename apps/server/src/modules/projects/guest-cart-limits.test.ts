import { EXTRA_INFO_MAX_BYTES } from '@app/domain/cart/extra-info';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectItems, projects } from '../../db/schema/index.ts';
import { type CartFixture, call, cartTestApp } from './projects.fixture.ts';
import { pruneIdleGuestCarts } from './projects.repository.ts';

const TOO_LARGE = {
  message: 'The given data was invalid.',
  errors: { extra_info: ['The extra info may not be greater than 16 KB.'] },
};
/** An extra_info of `bytes` bytes as JSON under one key. */
const info = (key: string, bytes: number) => ({ [key]: 'x'.repeat(bytes - key.length - 7) });

describe('guest cart limits: extra_info size, carts per address, idle pruning', () => {
  let f: CartFixture;
  beforeAll(async () => {
    f = await cartTestApp();
  });
  afterAll(() => f.t.close());

  const updateCart = (payload: Record<string, unknown>, remoteAddress = '10.8.0.1') =>
    f.t.app.inject({ method: 'POST', url: '/api/projectCart/update_project_cart', payload, remoteAddress });

  it('422 on extra_info past 16 KB, in one patch or summed over many; the stored info stays as it was', async () => {
    const ok = await updateCart({ extra_info: info('a', EXTRA_INFO_MAX_BYTES) });
    expect(ok.statusCode).toBe(200);
    const temp = ok.json().data.temp_project_id;
    expect(
      (await updateCart({ temp_project_id: temp, extra_info: info('b', EXTRA_INFO_MAX_BYTES + 1) })).json(),
    ).toEqual(TOO_LARGE);

    const small = await updateCart({ extra_info: info('a', 10_000) });
    const smallTemp = small.json().data.temp_project_id;
    const grow = await updateCart({ temp_project_id: smallTemp, extra_info: info('b', 10_000) });
    expect(grow.statusCode).toBe(422);
    expect(grow.json()).toEqual(TOO_LARGE);
    const [row] = await f.t.db.select().from(projects).where(eq(projects.tempProjectId, smallTemp));
    expect(Object.keys(row.extraInfo)).toEqual(['a']);
    // Removing a key makes room again.
    expect(
      (await updateCart({ temp_project_id: smallTemp, extra_info: { a: null, ...info('b', 10_000) } }))
        .statusCode,
    ).toBe(200);
  });

  it('422 on extra_info past 16 KB for a signed-in project too (create and update)', async () => {
    const big = info('k', EXTRA_INFO_MAX_BYTES + 1);
    const created = await call(f, 'POST', '/api/projectCart', { extra_info: big }, f.annAuth);
    expect(created.statusCode).toBe(422);
    expect(created.json()).toEqual(TOO_LARGE);
    const project = await call(f, 'POST', '/api/projectCart', { extra_info: info('a', 10_000) }, f.annAuth);
    const id = project.json().data.id;
    const put = await call(f, 'PUT', `/api/projectCart/${id}`, { extra_info: info('b', 10_000) }, f.annAuth);
    expect(put.statusCode).toBe(422);
    expect(put.json()).toEqual(TOO_LARGE);
  });

  it('429 after 30 new guest carts from one address in an hour; its carts, other addresses and accounts go on', async () => {
    let last = '';
    for (let i = 0; i < 30; i++) {
      const res = await updateCart({ name: `cart ${i}` }, '10.8.1.1');
      expect(res.statusCode).toBe(200);
      last = res.json().data.temp_project_id;
    }
    const refused = await updateCart({ name: 'one more' }, '10.8.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many carts created from your address. Please try again in 60 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect((await updateCart({ temp_project_id: last, name: 'renamed' }, '10.8.1.1')).statusCode).toBe(200);
    expect((await updateCart({ name: 'elsewhere' }, '10.8.1.2')).statusCode).toBe(200);
    const signedIn = await f.t.app.inject({
      method: 'POST',
      url: '/api/projectCart/update_project_cart',
      payload: { name: 'mine' },
      headers: f.bobAuth,
      remoteAddress: '10.8.1.1',
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('a merge that would pass 16 KB keeps the project its own extra_info', async () => {
    const guest = await updateCart({ extra_info: info('guest', 10_000) });
    const project = await call(f, 'POST', '/api/projectCart', { extra_info: info('own', 10_000) }, f.annAuth);
    const id = project.json().data.id;
    const merged = await call(
      f,
      'POST',
      '/api/projectCart/add_guest_cart',
      { re_temp_project_id: guest.json().data.temp_project_id, project_id: id },
      f.annAuth,
    );
    expect(merged.statusCode).toBe(200);
    expect(Object.keys(merged.json().data.extra_info)).toEqual(['own']);
  });

  it('pruneIdleGuestCarts deletes guest carts unchanged for 30 days, with their lines, and nothing else', async () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const daysBefore = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const guest = async (updatedAt: Date) => {
      const res = await updateCart({}, '10.8.2.1');
      const temp = res.json().data.temp_project_id;
      await call(f, 'POST', '/api/projectCart/sync_to_cart', {
        temp_project_id: temp,
        product: f.special.hash,
      });
      const [row] = await f.t.db
        .update(projects)
        .set({ updatedAt })
        .where(eq(projects.tempProjectId, temp))
        .returning({ id: projects.id });
      return row.id;
    };
    await f.t.db.update(projects).set({ updatedAt: now }); // earlier tests' carts are fresh at `now`
    const idle = [await guest(daysBefore(31)), await guest(daysBefore(45))];
    const recent = await guest(daysBefore(29));
    const [own] = await f.t.db
      .update(projects)
      .set({ updatedAt: daysBefore(90) })
      .where(eq(projects.userId, f.ann.id))
      .returning({ id: projects.id });

    expect(await pruneIdleGuestCarts(f.t.db, now)).toBe(2);
    const left = await f.t.db
      .select({ id: projects.id })
      .from(projects)
      .where(inArray(projects.id, [...idle, recent, own.id]));
    expect(left.map((r) => r.id).sort()).toEqual([recent, own.id].sort());
    const [{ n }] = await f.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(projectItems)
      .where(inArray(projectItems.projectId, idle));
    expect(n).toBe(0);
    expect(await pruneIdleGuestCarts(f.t.db, now)).toBe(0);
  });
});
