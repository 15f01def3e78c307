// Clients of the rig for its benches: homeowners registered through nginx, demo products to buy, a chat
// project, a WebSocket follower on any node.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { api, registerHomeowner } from '../support/homeowners.mjs';

export { api };
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const tokenOf = (client) => client.headers.authorization.slice('Bearer '.length);

/**
 * `count` homeowners registered through `base`, a few at a time (argon2 hashing is the slow part), each from
 * an address of its own (X-Forwarded-For, which the nodes trust behind nginx): the registration throttle
 * counts accounts per address across nodes and runs.
 */
export async function registerHomeowners(base, count, { parallel = 4 } = {}) {
  const run = Math.floor(Math.random() * 250);
  const from = (i) => ({ 'x-forwarded-for': `10.${run}.${i >> 8}.${(i & 255) + 1}` });
  const clients = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - i) }, (_, k) =>
      registerHomeowner(base, i + k, from(i + k)),
    );
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

/** 40 of the demo vendors' products (hashes) from the primary: what the homeowners put in their carts. */
export async function demoProducts(pool) {
  const { rows } = await pool.query(`select p.hash from products p join brands b on b.id = p.brand_id
    join users u on u.id = b.vendor_user_id where u.email in ('vendor@demo.test', 'vendor2@demo.test')
    order by u.email, p.id limit 40`);
  return rows.map((r) => r.hash);
}

/** The body of a cart set to two of the demo products (the sandbox's DEMO2026 showroom). */
export const cartBody = (products, i) => ({
  items: [products[i % 20], products[20 + (i % 20)]].map((hash, n) => ({ product: hash, qty: 1 + n })),
  action: 'set',
  vsd_id: 'DEMO2026',
});

/** A chat project owned by `owner` with `members` as its designers (written on the primary directly). */
export async function chatProject(pool, owner, members, name) {
  const {
    rows: [row],
  } = await pool.query(`insert into projects (user_id, is_cart, name) values ($1, false, $2) returning id`, [
    owner.id,
    name,
  ]);
  for (const m of members) {
    await pool.query(`insert into project_members (project_id, user_id, role) values ($1, $2, 'designer')`, [
      row.id,
      m.id,
    ]);
  }
  return row.id;
}

/** A chat follower of `projectId` on `base` (a node or nginx); resolves once subscribed. */
export function followChat(base, token, projectId, onMessage) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/projectChat/live`, [
    'chat.v1',
    `bearer.${token}`,
  ]);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chat on ${base}: not subscribed within 15 s`)), 15_000);
    ws.once('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'subscribed') {
        clearTimeout(timer);
        resolve(ws);
      } else if (frame.type === 'message') onMessage(frame.message);
    });
    ws.once('open', () =>
      ws.send(JSON.stringify({ type: 'subscribe', projects: [{ project_id: projectId }] })),
    );
  });
}

/** Posts a chat message; answers its client key. */
export async function postChat(base, client, projectId, text) {
  const client_key = randomUUID();
  const res = await api(
    base,
    'POST',
    '/api/projectChat',
    { project_id: projectId, message: text, client_key },
    client.headers,
  );
  if (res.status !== 201)
    throw new Error(`chat post: ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
  return client_key;
}
