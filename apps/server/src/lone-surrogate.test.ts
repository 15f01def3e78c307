import { MESSAGES } from '@app/domain';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_OK,
  fillCart,
  type OrderFixture,
  orderTestApp,
  SHIP_CA,
} from './modules/orders/orders.fixture.ts';
import { tileDraft } from './modules/vendor-products/vendor-products.fixture.ts';

const LONE = '\ud800';
/** The UTF-8 bytes a lone high surrogate would have (CESU-8 / WTF-8): not valid UTF-8. */
const LONE_BYTES = Buffer.from([0xed, 0xa0, 0x80]);
const MARK = 'LONE-MARK';

/** The body as JSON text with every MARK replaced by a lone surrogate written as a JSON escape. */
const escaped = (body: unknown) => JSON.stringify(body).replaceAll(MARK, '\\ud800');
/** The body as bytes with every MARK replaced by the raw bytes ED A0 80. */
const rawBytes = (body: unknown) =>
  Buffer.concat(
    JSON.stringify(body)
      .split(MARK)
      .flatMap((part, i) => (i === 0 ? [Buffer.from(part)] : [LONE_BYTES, Buffer.from(part)])),
  );

/** Issue 22, B1: a lone UTF-16 surrogate anywhere in a request is a 422 on its field, never a 500. */
describe('a lone surrogate in a request is a 422 naming the field, on every route', () => {
  let f: OrderFixture;
  let designId: number;
  const plan = floorPlanById('bathroom-hall-2438x1524')!;
  beforeAll(async () => {
    f = await orderTestApp();
    await fillCart(f, f.annAuth, [{ hash: f.a.hash, qty: 1 }]);
    const made = await f.t.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: f.annAuth,
      payload: { name: 'Hall bath', floorplan: plan.id, document: structuredClone(plan.doc) },
    });
    expect(made.statusCode).toBe(201);
    designId = made.json().data.id;
  });
  afterAll(() => f.t.close());

  const routes = () => [
    {
      name: 'cart: a key of extra_info',
      method: 'POST' as const,
      url: '/api/projectCart/update_project_cart',
      headers: f.annAuth,
      body: { extra_info: { [`room ${MARK}`]: 'Kitchen' } },
      field: `extra_info.room ${LONE}`,
    },
    {
      name: 'cart: a value',
      method: 'POST' as const,
      url: '/api/projectCart/sync_to_cart',
      headers: {},
      body: { product: f.a.hash, vsd_id: 'TESTRM01', colour: `Red${MARK}` },
      field: 'colour',
    },
    {
      name: 'checkout: the shipping street',
      method: 'POST' as const,
      url: '/api/orders',
      headers: { ...f.annAuth, 'idempotency-key': `surrogate-${Math.random()}` },
      body: { payment: CARD_OK, ship_to: { ...SHIP_CA, street: `1 Market${MARK} St` } },
      field: 'ship_to.street',
    },
    {
      name: 'design save: a string deep in the room document',
      method: 'PUT' as const,
      url: `/api/designs/${designId}`,
      headers: f.annAuth,
      body: (() => {
        const document = structuredClone(plan.doc) as { name: string };
        document.name = `Hall${MARK} bath`;
        return { base_version: 1, document };
      })(),
      field: 'document.name',
    },
    {
      name: 'vendor product: the description',
      method: 'POST' as const,
      url: '/api/vendor/products',
      headers: f.auth.vendorA,
      body: tileDraft({ brand_id: f.a.brandId, category_id: f.leaf.id, description: `Porcelain${MARK}` }),
      field: 'description',
    },
  ];

  for (const [encoding, encode] of [
    ['a JSON escape (\\ud800)', escaped],
    ['raw bytes ED A0 80', rawBytes],
  ] as const) {
    it(`written as ${encoding}`, async () => {
      for (const r of routes()) {
        const res = await f.t.app.inject({
          method: r.method,
          url: r.url,
          headers: { ...r.headers, 'content-type': 'application/json' },
          payload: encode(r.body),
        });
        expect(res.statusCode, `${r.name}: ${res.body}`).toBe(422);
        const body = res.json();
        expect(body.message, r.name).toBe(MESSAGES.invalidGiven);
        expect(Object.keys(body.errors), r.name).toEqual([
          encoding.startsWith('raw') ? r.field.replace(LONE, '\udced\udca0\udc80') : r.field,
        ]);
        expect(body.errors[Object.keys(body.errors)[0]][0], r.name).toMatch(/must be valid Unicode text\.$/);
      }
    });
  }

  it('in a query or a path (%ED%A0%80)', async () => {
    for (const url of ['/api/projectCart?vsd_id=%ED%A0%80', '/api/product/%ED%A0%80']) {
      const res = await f.t.app.inject({ method: 'GET', url, headers: f.annAuth });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('a well-formed pair (an emoji) is text like any other', async () => {
    const res = await f.t.app.inject({
      method: 'POST',
      url: '/api/projectCart/update_project_cart',
      headers: { ...f.annAuth, 'content-type': 'application/json' },
      payload: JSON.stringify({ extra_info: { 'room 🛁': 'Bath \ud83d\udec1' } }),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
