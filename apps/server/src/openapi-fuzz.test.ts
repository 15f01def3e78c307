import { floorPlanById } from '@app/domain/room/floor-plans';
import { eq, notInArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs } from '../test/harness.ts';
import {
  bodyText,
  type FuzzRequest,
  type Known,
  type Operation,
  operationsOf,
  plausibleValues,
  requestFor,
  requestOf,
  requestWith,
  SWEEP_VALUES,
  slotsOf,
} from '../test/openapi-fuzz.ts';
import { brands, coupons, designerRequests, proApplications, products, projects } from './db/schema/index.ts';
import { registerAiAccount } from './modules/ai-accounts/ai-accounts.fixture.ts';
import { aiVerificationLink } from './modules/ai-accounts/ai-verification.service.ts';
import { finishedGeneration, storedPicture } from './modules/ai-pictures/pictures.fixture.ts';
import { fuzzEstimates } from './modules/estimates/estimates-fuzz.fixture.ts';
import {
  CARD_OK,
  fillCart,
  type OrderFixture,
  orderTestApp,
  placeAnnOrder,
} from './modules/orders/orders.fixture.ts';
import { tileDraft } from './modules/vendor-products/vendor-products.fixture.ts';

/**
 * Issue 9: bad input never gets a 5xx. Every operation of the app's own OpenAPI description is sent hostile
 * values in its path, query and body — NUL bytes, ids past int4, 2^53, -1, 1e23, "0x10", true, long strings,
 * wrong types, nested objects, huge arrays — anonymously and with a live token of each role, against a
 * database with a catalogue, a showroom, a placed order and carts. Any answer of 500 or more fails.
 */
describe('OpenAPI fuzz: no 5xx for any input', () => {
  let f: OrderFixture;
  let ops: Operation[];
  let known: Known;
  let roles: Record<string, Record<string, string>>;

  beforeAll(async () => {
    f = await orderTestApp();
    const order = await placeAnnOrder(f, 'fuzz-order', [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 1 },
    ]);
    await fillCart(f, f.annAuth, [{ hash: f.a.hash, qty: 1 }]);
    const guest = await f.t.app.inject({
      method: 'POST',
      url: '/api/projectCart/sync_to_cart',
      payload: { product: f.b.hash, qty: 1, vsd_id: 'TESTRM01' },
    });
    // The AI design account (issue 26): the homeowner's browser also sends an AI token, with a pack bought.
    const ai = await registerAiAccount(f.t.app);
    const pack = await f.t.app.inject({
      method: 'POST',
      url: '/api/AI/coin_packs/pack-50/purchase',
      headers: { ...ai.headers, 'idempotency-key': 'fuzz-pack' },
      payload: { payment: CARD_OK },
    });
    const packEntry = pack.json().data.credits.history[0].id as number;
    // A finished AI design with a styled picture of it (issue 26 point 5), to read.
    const aiGeneration = await finishedGeneration(f.t, ai.id);
    await storedPicture(f.t, ai.id, aiGeneration);
    roles = {
      anonymous: {},
      homeowner: { ...f.annAuth, ...ai.headers },
      contractor: authHeader(await loginAs(f.t.app, f.owner.email)),
      vendor: f.auth.vendorA,
      admin: f.auth.admin,
    };
    const cart = (await f.t.app.inject({ method: 'GET', url: '/api/projectCart', headers: f.annAuth })).json()
      .data;
    const lineId = cart.Project_tans[0].id;
    await f.t.app.inject({
      method: 'PATCH',
      url: `/api/order_items/${order.items[0].id}/status`,
      headers: f.auth.vendorA,
      payload: { status: 'Vendor Approved' },
    });
    // The returns desk (issue 12): an item at Return Request to receive.
    const returned = await placeAnnOrder(f, 'fuzz-return', [{ hash: f.b.hash, qty: 1 }]);
    await f.t.app.inject({
      method: 'PATCH',
      url: `/api/order_items/${returned.items[0].id}/status`,
      headers: f.auth.admin,
      payload: { status: 'Delivered' },
    });
    await f.t.app.inject({
      method: 'POST',
      url: `/api/order_items/${returned.items[0].id}/return_request`,
      headers: f.annAuth,
    });
    const plan = floorPlanById('bathroom-hall-2438x1524')!;
    const newDesign = async (name: string) =>
      (
        await f.t.app.inject({
          method: 'POST',
          url: '/api/designs',
          headers: f.annAuth,
          payload: { name, floorplan: plan.id, document: plan.doc },
        })
      ).json().data;
    const design = await newDesign('Fuzz design');
    // Hiring a designer (issue 24): an approved designer to ask, a second design whose versions are listed
    // and restored (the sweep deletes the first), and open requests to Ann's projects to withdraw, and to
    // accept and decline as the contractor (asked straight in the table: accepting checks no trade).
    const designer = await createUser(f.t.db, { type: 'Contractor', fullName: 'Fuzz Designer' });
    await f.t.db.insert(proApplications).values({
      userId: designer.id,
      trade: 'designer',
      licenseNumber: 'FUZZ-1',
      licenseState: 'CA',
      businessStreet: '1 Main St',
      businessCity: 'San Francisco',
      businessState: 'CA',
      businessZipCode: '94110',
      status: 'approved',
    });
    const versioned = await newDesign('Fuzz versions');
    const [annProject] = await f.t.db
      .insert(projects)
      .values({ userId: f.ann.id, isCart: false, name: 'Fuzz project' })
      .returning({ id: projects.id });
    const [toWithdraw, toAccept, toDecline] = await f.t.db
      .insert(designerRequests)
      .values([
        { projectId: cart.id, designerId: designer.id, askedBy: f.ann.id },
        { projectId: cart.id, designerId: f.owner.id, askedBy: f.ann.id },
        { projectId: annProject.id, designerId: f.owner.id, askedBy: f.ann.id },
      ])
      .returning({ id: designerRequests.id });
    const [note] = (
      await f.t.app.inject({ method: 'GET', url: '/api/notification', headers: f.annAuth })
    ).json().data.data;
    const [coupon] = await f.t.db
      .insert(coupons)
      .values({ showroomId: f.room.id, code: 'FUZZ10', kind: 'percent', percentBps: 500 })
      .returning();
    // The vendor's products (issue 12): one of vendor A's own to edit, hide and show, so that hiding never
    // takes product a (which the carts and orders use) away from shoppers.
    const productDraft = tileDraft({ brand_id: f.a.brandId, category_id: f.leaf.id });
    const vendorProduct = (
      await f.t.app.inject({
        method: 'POST',
        url: '/api/vendor/products',
        headers: f.auth.vendorA,
        payload: productDraft,
      })
    ).json().data;
    // The admin's catalogue moderation (issue 12): a brand that no cart or order uses, to hide and show.
    const [spareBrand] = await f.t.db
      .select({ id: brands.id })
      .from(brands)
      .where(notInArray(brands.id, [f.a.brandId, f.b.brandId]))
      .limit(1);
    // A project's estimates (issue 25): a project of Ann's shared with the contractor, with its own estimates.
    const estimates = await fuzzEstimates(
      f.t,
      { owner: { id: f.ann.id, auth: f.annAuth }, pro: { id: f.owner.id, auth: roles.contractor } },
      { floorplan: plan.id, document: plan.doc },
    );
    // Samples (issue 25 point 7): product a offers a free one.
    await f.t.db
      .update(products)
      .set({ sampleSize: '4 × 4 in', samplePriceCents: 0 })
      .where(eq(products.id, f.a.id));
    known = {
      ids: [order.id, order.items[0].id, f.a.id, f.owner.id, f.leaf.id, cart.id, lineId],
      strings: [f.a.hash, 'TESTRM01', f.leaf.slug, guest.json().data.temp_project_id],
      // Left out of the base request (undefined): ids that would name another cart or size.
      byName: {
        showroom: f.owner.id,
        size_id: undefined,
        temp_project_id: undefined,
        re_temp_project_id: guest.json().data.temp_project_id,
        password_confirmation: 'secret-pass-1',
        current_password: 'correct-horse-battery',
        coupon: undefined,
        run_id: undefined,
        project: cart.id,
        project_id: cart.id,
        product: f.a.hash,
        vsd_id: 'TESTRM01',
        category: f.leaf.slug,
        hash: f.a.hash,
        status: 'In Progress',
        document: plan.doc,
        floorplan: plan.id,
        floorTemplate: 'bathroom-modern-light',
        base_version: 1,
        version: undefined,
        design: undefined,
        answers: { feel: 'cozy', material: 'wood', colour: 'warm', detail: 'lots' },
        // The pro portal (issue 11).
        default_bps: 1200,
        categories: undefined,
        company_name: 'Fuzz Builders',
        theme_color: '#0f766e',
        percent_bps: 500,
        amount_cents: 100,
        category_id: f.leaf.id,
        max_uses: 5,
        expires_on: undefined,
        plan: 'Basic',
        // The admin's orders and returns desk (issue 12).
        placed_from: undefined,
        placed_to: undefined,
        item_ids: [order.items[0].id],
        // The vendor's product form (issue 12).
        brand_id: f.a.brandId,
        description: productDraft.description,
        colors: productDraft.colors,
        style_tags: productDraft.style_tags,
        texture: productDraft.texture,
        sizes: productDraft.sizes,
        // A vendor's product pictures (issue 12): the order of the empty gallery below.
        image_ids: [],
        // Hiring a designer (issue 24).
        designer_id: designer.id,
      },
      pathIds: {
        '/api/orders/{id}': order.id,
        '/api/orders/{id}/ship_to': order.id,
        '/api/order_items/{id}/status': order.items[0].id,
        '/api/order_items/{id}/cancel': order.items[1].id,
        '/api/order_items/{id}/return_request': order.items[0].id,
        '/api/projectCart/{id}': cart.id,
        '/api/cart/destroy/{id}': lineId,
        '/api/notification/{id}': note?.id ?? 1,
        '/api/designs/{id}': design.id,
        '/api/designs/{id}/versions': versioned.id,
        '/api/designs/{id}/restore': versioned.id,
        '/api/hire_designer/{id}/withdraw': toWithdraw.id,
        '/api/pro/designer_requests/{id}/accept': toAccept.id,
        '/api/pro/designer_requests/{id}/decline': toDecline.id,
        '/api/pro/coupons/{id}': coupon.id,
        '/api/pro/clients/{id}': f.ann.id,
        '/api/admin/returns/{id}/receive': returned.items[0].id,
        '/api/vendor/products/{id}': vendorProduct.id,
        '/api/vendor/products/{id}/hide': vendorProduct.id,
        '/api/vendor/products/{id}/show': vendorProduct.id,
        '/api/vendor/products/{id}/images': vendorProduct.id,
        '/api/admin/users/{id}/status': f.owner.id,
        '/api/admin/products/{id}/hide': vendorProduct.id,
        '/api/admin/products/{id}/unhide': vendorProduct.id,
        '/api/admin/brands/{id}/hide': spareBrand.id,
        '/api/admin/brands/{id}/unhide': spareBrand.id,
        '/api/AI/coin_packs/purchases/{id}/refund': packEntry,
        '/api/AI/generations/{id}': aiGeneration,
        '/api/AI/generations/{id}/designs/{index}/picture': aiGeneration,
      },
      // The admin's users (issue 12): a user status, not an item's; Active on an Active account changes nothing.
      byOperation: {
        ...estimates,
        'GET /api/admin/users': { status: 'Active' },
        'PATCH /api/admin/users/{id}/status': { status: 'Active' },
        // Restoring version 1 of the second design (a retry answers the version it made).
        'POST /api/designs/{id}/restore': { version: 1 },
        'GET /api/sample_orders/quote': { products: f.a.hash, state: 'CA' },
        'GET /api/AI/design/email/verify/{hash}': {
          hash: aiVerificationLink(f.t.app, ai).split('verify=')[1],
        },
        'POST /api/AI/coin_packs/{pack}/purchase': { pack: 'pack-50', payment: CARD_OK },
        'GET /api/AI/generations/{id}/designs/{index}/picture': { index: 0 },
        'POST /api/sample_orders': { products: [f.a.hash], project: undefined },
        // The swap panel's filters (issue 21): a plain order and no range, so the base request is a success.
        'GET /api/visualization/options': {
          sort: 'price_asc',
          price_min: undefined,
          price_max: undefined,
          quiz: undefined,
          brand: undefined,
          fit_width_in: undefined,
        },
      },
    };
    const doc = (await f.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    ops = operationsOf(doc);
  });
  afterAll(() => f.t.close());

  let sent = 0;
  async function send(req: FuzzRequest, role: string) {
    const headers: Record<string, string> = { ...roles[role], 'idempotency-key': `fuzz-${++sent}` };
    // Logging out would revoke the shared tokens: it is sent anonymously only.
    if (req.url === '/api/logout') delete headers.authorization;
    const body = req.payload === undefined ? undefined : bodyText(req.payload);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await f.t.app.inject({ method: req.method, url: req.url, headers, payload: body });
    const what = `${role} ${req.method} ${req.url.slice(0, 300)} ${body?.slice(0, 300) ?? ''}`;
    expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
    return res;
  }

  it('covers every documented operation', () => {
    expect(ops.length).toBeGreaterThanOrEqual(50);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/search',
        'GET /api/orders/{id}',
        'POST /api/projectCart/sync_to_cart',
      ]),
    );
  });

  /** How far an answer shows a request got: a success, then a refusal by the handler, then validation, then auth. */
  const reach = (status: number) =>
    status < 300 ? 0 : status === 404 || status === 409 ? 1 : status === 422 ? 2 : status === 403 ? 3 : 4;

  /**
   * The plausible request and role that get furthest into an operation (a 2xx if any of a few tries
   * gets one), so a bad value in one field meets the handler and the database, not a 401 or a 404.
   */
  async function deepestBase(op: Operation) {
    let best = { values: plausibleValues(op, known, 1), role: 'anonymous', status: 999 };
    for (let seed = 1; seed <= 4 && best.status >= 300; seed++) {
      const values = plausibleValues(op, known, seed);
      for (const role of ['homeowner', 'contractor', 'vendor', 'admin', 'anonymous']) {
        const { statusCode } = await send(requestOf(op, values), role);
        if (reach(statusCode) < reach(best.status)) best = { values, role, status: statusCode };
        if (statusCode < 300) break;
      }
    }
    return best;
  }

  it('each named bad value in each field of each operation, from the request that gets furthest', async () => {
    let n = 0;
    let reached = 0;
    for (const op of ops) {
      const base = await deepestBase(op);
      if (base.status < 300) reached++;
      for (const slot of slotsOf(op)) {
        for (const value of SWEEP_VALUES) {
          await send(requestWith(op, base.values, slot, value), base.role);
          n++;
        }
      }
    }
    expect(n).toBeGreaterThan(1000);
    // Most operations are reached with a success before their fields are spoiled one by one.
    expect(reached).toBeGreaterThan(ops.length * 0.75);
    // Some 150 operations × their fields × the sweep: ~15 s alone, more beside CI's other workers.
  }, 180_000);

  it('random hostile requests (fast-check), with and without a token of each role', async () => {
    const request = fc
      .constantFrom(...ops)
      .chain((op) => fc.tuple(requestFor(op, known), fc.constantFrom(...Object.keys(roles))));
    await fc.assert(
      fc.asyncProperty(request, async ([req, role]) => {
        await send(req, role);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });
});
