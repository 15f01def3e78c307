// The soak's mixed traffic through nginx: browse (a drawn page, the menu, products), search, cart, checkout
// and chat, each at a fixed rate. Each request's time and outcome go to `record(kind, ms, error)`.
import { randomUUID } from 'node:crypto';
import { api, cartBody, postChat } from './clients.mjs';

const WORDS = [
  'tile',
  'vanity',
  'faucet',
  'oak floor',
  'pendant light',
  'shower',
  'cabinet',
  'quartz',
  'sink',
  'mirror',
];

/** Per second, by kind: about 11 requests a second in all (checkout is a cart set plus an order). */
export const RATES = { page: 0.5, menu: 1, product: 3, search: 3, cart: 2, checkout: 0.5, chat: 0.5 };

/**
 * The operations, each a function of its sequence number. `buyers` place orders, `browsers` fill carts,
 * `chatters` post in `projectId`.
 */
export function soakOperations({ base, products, buyers, browsers, chatters, projectId, sentChat }) {
  const timed = async (fn) => {
    const t = performance.now();
    const res = await fn();
    return { ms: performance.now() - t, res };
  };
  const expect = (res, ...ok) => {
    if (!ok.includes(res.status))
      throw new Error(`${res.status} ${JSON.stringify(res.json ?? '').slice(0, 200)}`);
  };
  const get = async (path, ...ok) => {
    const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    expect(res, ...(ok.length ? ok : [200]));
    return res;
  };
  return {
    page: (i) => timed(() => get(i % 2 ? '/' : `/product/${products[i % products.length]}`, 200, 304)),
    menu: () => timed(() => get('/api/menu_category')),
    product: (i) => timed(() => get(`/api/product/${products[(i * 7) % products.length]}`)),
    search: (i) =>
      timed(() => get(`/api/search?q=${encodeURIComponent(WORDS[i % WORDS.length])}&page=${1 + (i % 3)}`)),
    cart: (i) =>
      timed(async () => {
        const c = browsers[i % browsers.length];
        const res = await api(
          base,
          'POST',
          '/api/projectCart/sync_to_bulk_cart',
          cartBody(products, i),
          c.headers,
        );
        expect(res, 200);
      }),
    checkout: (i) =>
      timed(async () => {
        const c = buyers[i % buyers.length];
        expect(
          await api(base, 'POST', '/api/projectCart/sync_to_bulk_cart', cartBody(products, i), c.headers),
          200,
        );
        const headers = { ...c.headers, 'idempotency-key': randomUUID() };
        expect(await api(base, 'POST', '/api/orders', { payment: { saved_card: true } }, headers), 200, 201);
      }),
    chat: (i) =>
      timed(async () => {
        const key = await postChat(
          base,
          chatters[i % chatters.length],
          projectId,
          `Soak message ${i}: grout colour?`,
        );
        sentChat.set(key, performance.now());
      }),
  };
}
