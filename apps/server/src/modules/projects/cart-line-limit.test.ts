import { CART_LINES_FULL, MAX_CART_LINES, MERGED_CART_TOO_LARGE } from '@app/domain/cart/line-limit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawClient, rowsOf } from '../../db/client.ts';
import { type CartFixture, call, cartTestApp } from './projects.fixture.ts';

type Option = { product_id: number; size_id: number; colour: string; hash: string };

/** Issue 22, B3: a cart holds at most 500 lines; a write past that is refused and the cart keeps its lines. */
describe('the cart line limit', () => {
  let f: CartFixture;
  /** Every product size in every colour (and none): more distinct lines than a cart may hold. */
  let options: Option[];
  beforeAll(async () => {
    f = await cartTestApp();
    options = rowsOf<Option>(
      await f.t.db.execute(sql`select s.product_id, s.id as size_id, c.colour, p.hash
        from product_sizes s join products p on p.id = s.product_id
        cross join lateral (select '' as colour union all select unnest(p.colors)) c
        where p.listed order by s.id, c.colour`),
    );
    expect(options.length).toBeGreaterThan(MAX_CART_LINES + 10);
  });
  afterAll(() => f.t.close());

  /** Fills the project with lines `from`..`to` of `options` straight in the table (a full cart, fast). */
  const fill = (projectId: number, from: number, to: number) =>
    f.t.db.execute(sql`insert into project_items (project_id, product_id, product_size_id, colour, qty)
      select ${projectId}, o.product_id, o.size_id, o.colour, 1
      from jsonb_to_recordset(${JSON.stringify(options.slice(from, to))}::jsonb)
        as o(product_id int, size_id int, colour text)`);
  const lineCount = async (projectId: number) =>
    Number(
      rowsOf<{ n: number }>(
        await f.t.db.execute(
          sql`select count(*)::int as n from project_items where project_id = ${projectId}`,
        ),
      )[0].n,
    );
  const add = (o: Option, extra: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(
      f,
      'POST',
      '/api/projectCart/sync_to_cart',
      {
        product: o.hash,
        size_id: o.size_id,
        ...(o.colour ? { colour: o.colour } : {}),
        qty: 1,
        vsd_id: 'TESTRM01',
        ...extra,
      },
      headers,
    );

  it('a guest cart of 500 lines refuses line 501 (422 on product), keeps its 500, and still takes more of a line it has', async () => {
    const first = await add(options[0], {});
    expect(first.statusCode).toBe(200);
    const { id, temp_project_id } = first.json().data;
    await fill(id, 1, MAX_CART_LINES);
    const refused = await add(options[MAX_CART_LINES], { temp_project_id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { product: [CART_LINES_FULL] },
    });
    expect(CART_LINES_FULL).toBe('A cart may hold at most 500 lines. Remove some before adding more.');
    expect(await lineCount(id)).toBe(MAX_CART_LINES);
    const more = await add(options[3], { temp_project_id });
    expect(more.statusCode).toBe(200);
    expect(more.json().data.count).toBe(MAX_CART_LINES);
  });

  it('a signed-in cart refuses a bulk add past 500 as a whole (422 on items); a single line up to 500 fits', async () => {
    const first = await add(options[0], {}, f.annAuth);
    const { id } = first.json().data;
    await fill(id, 1, MAX_CART_LINES - 1);
    const bulk = await call(
      f,
      'POST',
      '/api/projectCart/sync_to_bulk_cart',
      {
        vsd_id: 'TESTRM01',
        items: options.slice(MAX_CART_LINES - 1, MAX_CART_LINES + 1).map((o) => ({
          product: o.hash,
          size_id: o.size_id,
          ...(o.colour ? { colour: o.colour } : {}),
          qty: 1,
        })),
      },
      f.annAuth,
    );
    expect(bulk.statusCode).toBe(422);
    expect(bulk.json().errors).toEqual({ items: [CART_LINES_FULL] });
    expect(await lineCount(id)).toBe(MAX_CART_LINES - 1);
    expect((await add(options[MAX_CART_LINES - 1], {}, f.annAuth)).statusCode).toBe(200);
    expect(await lineCount(id)).toBe(MAX_CART_LINES);
  });

  it('adding a guest cart that would take a project past 500 is refused; both carts keep their lines', async () => {
    const bobFirst = await add(options[0], {}, f.bobAuth);
    const projectId = bobFirst.json().data.id;
    await fill(projectId, 1, MAX_CART_LINES - 1);
    const guest = await add(options[MAX_CART_LINES], {});
    const { id: guestId, temp_project_id } = guest.json().data;
    await fill(guestId, MAX_CART_LINES + 1, MAX_CART_LINES + 3);
    const merge = await call(
      f,
      'POST',
      '/api/projectCart/add_guest_cart',
      { re_temp_project_id: temp_project_id, project_id: projectId },
      f.bobAuth,
    );
    expect(merge.statusCode).toBe(422);
    expect(merge.json().errors).toEqual({ re_temp_project_id: [MERGED_CART_TOO_LARGE] });
    expect(await lineCount(projectId)).toBe(MAX_CART_LINES - 1);
    expect(await lineCount(guestId)).toBe(3);
  });

  it('reading a full cart is two queries, whatever its size', async () => {
    const client = rawClient(f.t.db) as unknown as Record<string, (...a: unknown[]) => unknown>;
    const spies = ['query', 'exec']
      .filter((m) => typeof client[m] === 'function')
      .map((m) => vi.spyOn(client, m));
    const res = await call(f, 'GET', '/api/projectCart', undefined, f.annAuth);
    const queries = spies.reduce((n, s) => n + s.mock.calls.length, 0);
    for (const s of spies) s.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(MAX_CART_LINES);
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(3);
  });
});
