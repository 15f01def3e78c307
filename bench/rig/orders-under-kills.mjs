// Orders under node crashes: homeowners place orders through nginx, each under an Idempotency-Key that a
// retry (after a network error or a 5xx) sends again unchanged, while a killer SIGKILLs one API node every
// `killEveryMs` and starts it again on the same port.
import { randomUUID } from 'node:crypto';
import { api, cartBody, sleep } from './clients.mjs';

/** A request sent until it gets an answer below 500; answers { res, tries }. */
async function untilAnswered(base, method, path, body, headers, { deadline }) {
  for (let tries = 1; ; tries++) {
    try {
      const res = await api(base, method, path, body, headers);
      if (res.status < 500) return { res, tries };
    } catch {}
    if (Date.now() > deadline) throw new Error(`${method} ${path}: no answer below 500 before the deadline`);
    await sleep(150 + Math.random() * 250);
  }
}

/** Kills one node every `everyMs` (round robin, never the last one up) and restarts it in the background. */
function startKiller(rig, { everyMs, log }) {
  const stats = { kills: 0, restarts: 0, restartMs: [] };
  let stopped = false;
  const restarting = new Set();
  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      await sleep(everyMs);
      if (stopped) break;
      const candidates = rig.nodes.filter((n) => !restarting.has(n));
      if (candidates.length < 2) continue; // keep one node serving
      const node = candidates[i % candidates.length];
      restarting.add(node);
      await node.crash();
      stats.kills++;
      log(`killed node ${node.n} (SIGKILL), restarting`);
      const t = Date.now();
      node
        .start()
        .then(() => {
          stats.restarts++;
          stats.restartMs.push(Date.now() - t);
        })
        .catch((err) => log(`node ${node.n} restart failed: ${err.message}`))
        .finally(() => restarting.delete(node));
    }
  })();
  return {
    stats,
    async stop() {
      stopped = true;
      await loop;
      while (restarting.size) await sleep(200);
    },
  };
}

/**
 * Runs `clients` placing orders through `base` for `ms` while nodes are killed. Figures: placements, orders
 * answered, retries, retries refused (any 4xx to a retry of a placement answered 2xx elsewhere, or a 409), and
 * the answers by status.
 */
export async function ordersUnderKills(rig, clients, products, { ms, killEveryMs, log }) {
  const deadline = Date.now() + ms;
  const hardDeadline = deadline + 240_000;
  const stats = { placements: 0, ordersAnswered: 0, retries: 0, retriesRefused: 0, statuses: {}, keys: [] };
  const killer = startKiller(rig, { everyMs: killEveryMs, log });
  await Promise.all(
    clients.map(async (c, i) => {
      while (Date.now() < deadline) {
        const cart = await untilAnswered(
          rig.url,
          'POST',
          '/api/projectCart/sync_to_bulk_cart',
          cartBody(products, i),
          c.headers,
          {
            deadline: hardDeadline,
          },
        );
        if (cart.res.status !== 200)
          throw new Error(`cart ${cart.res.status} ${JSON.stringify(cart.res.json).slice(0, 300)}`);
        const key = randomUUID();
        stats.placements++;
        const headers = { ...c.headers, 'idempotency-key': key };
        const { res, tries } = await untilAnswered(
          rig.url,
          'POST',
          '/api/orders',
          { payment: { saved_card: true } },
          headers,
          {
            deadline: hardDeadline,
          },
        );
        stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1;
        if (tries > 1) {
          stats.retries += tries - 1;
          if (res.status >= 400) stats.retriesRefused++;
        }
        if (res.status === 200 || res.status === 201) {
          stats.ordersAnswered++;
          stats.keys.push(key);
        }
      }
    }),
  );
  await killer.stop();
  return { ...stats, killer: killer.stats };
}
