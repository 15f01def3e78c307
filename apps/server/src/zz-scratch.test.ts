import { it } from 'vitest';
import fc from 'fast-check';
import { Writable } from 'node:stream';
import { operationsOf, requestFor } from '../test/openapi-fuzz.ts';
import { authHeader, loginAs } from '../test/harness.ts';
import { orderTestApp, placeAnnOrder } from './modules/orders/orders.fixture.ts';

it('explore', async () => {
  const f = await orderTestApp();
  const order = await placeAnnOrder(f, 'k1', [{ hash: f.a.hash, qty: 2 }, { hash: f.b.hash, qty: 1 }]);
  const roles: Record<string, Record<string, string>> = {
    none: {},
    user: f.annAuth,
    pro: authHeader(await loginAs(f.t.app, f.owner.email)),
    vendor: f.auth.vendorA,
    admin: f.auth.admin,
  };
  const doc = (await f.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const known = { ids: [order.id, order.items[0].id, f.a.id, f.owner.id], strings: [f.a.hash, 'TESTRM01', f.leaf.slug] };
  const fails = new Map<string, string>();
  const t0 = Date.now(); let n = 0;
  for (const op of operationsOf(doc)) {
    if (op.path === '/api/logout') continue;
    const samples = fc.sample(fc.tuple(requestFor(op, known), fc.constantFrom(...Object.keys(roles))), 60);
    for (const [req, role] of samples) {
      n++;
      const res = await f.t.app.inject({ method: req.method, url: req.url, headers: { ...roles[role], 'idempotency-key': `k-${n}`, ...(req.payload !== undefined ? {'content-type': 'application/json'} : {}) }, ...(req.payload !== undefined ? { payload: JSON.stringify(req.payload) } : {}) });
      if (res.statusCode >= 500) {
        const key = `${op.method} ${op.path}`;
        const prev = fails.get(key);
        if (!prev || prev.length > 400) fails.set(key, `${res.statusCode} ${role} ${req.method} ${req.url.slice(0,200)} ${JSON.stringify(req.payload)?.slice(0, 300)}`);
      }
    }
  }
  console.log('requests', n, 'ms', Date.now() - t0);
  for (const [k, v] of fails) console.log(k, '=>', v);
  await f.t.close();
}, 600_000);
