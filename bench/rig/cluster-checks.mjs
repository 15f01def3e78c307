// What must hold across API nodes: a token revoked on one node is refused on all, the login throttle counts
// failures made on any node, a chat message reaches followers connected to every node.
import { randomUUID } from 'node:crypto';
import { api, chatProject, followChat, postChat, sleep, tokenOf } from './clients.mjs';

/** Signs `email` in on node 1, logs out on node 2; answers each node's /api/authuser status before and after. */
export async function tokenRevocation(rig, email, password) {
  const nodes = rig.nodes.map((n) => n.url);
  const login = await api(nodes[0], 'POST', '/api/login', { email, password });
  if (login.status !== 200)
    throw new Error(`login ${login.status} ${JSON.stringify(login.json).slice(0, 200)}`);
  const headers = { authorization: `Bearer ${login.json.data.token}` };
  const before = [];
  for (const base of nodes) before.push((await api(base, 'GET', '/api/authuser', undefined, headers)).status);
  const logout = await api(nodes[1 % nodes.length], 'POST', '/api/logout', undefined, headers);
  const after = [];
  for (const base of nodes) after.push((await api(base, 'GET', '/api/authuser', undefined, headers)).status);
  return {
    before,
    logout: logout.status,
    after,
    ok: before.every((s) => s === 200) && after.every((s) => s === 401),
  };
}

/** Wrong passwords for a fresh address and account, sent to `bases` in turn, until the first 429: its count. */
async function attemptsUntilThrottled(bases, label) {
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const email = `throttle-${label}-${randomUUID().slice(0, 8)}@bench.test`;
  for (let i = 0; i < 100; i++) {
    const res = await api(
      bases[i % bases.length],
      'POST',
      '/api/login',
      { email, password: 'wrong-pass-2026' },
      {
        'x-forwarded-for': ip,
      },
    );
    if (res.status === 429) return i + 1;
  }
  return Number.POSITIVE_INFINITY;
}

/** The attempt that is first refused 429: on one node, and spread over every node in turn (must be equal). */
export async function loginThrottle(rig) {
  const oneNode = await attemptsUntilThrottled([rig.nodes[0].url], 'one');
  const spread = await attemptsUntilThrottled(
    rig.nodes.map((n) => n.url),
    'spread',
  );
  const viaNginx = await attemptsUntilThrottled([rig.url], 'nginx');
  return {
    oneNode,
    spread,
    viaNginx,
    ok: Number.isFinite(oneNode) && spread === oneNode && viaNginx === oneNode,
  };
}

/**
 * One chat project of three homeowners; each follows it on every node and through nginx; each posts `posts`
 * messages through nginx (and on each node directly); every follower must receive every message.
 */
export async function chatAcrossNodes(rig, pool, people, { posts = 5 } = {}) {
  const projectId = await chatProject(pool, people[0], people.slice(1), `Rig chat ${Date.now()}`);
  const bases = [...rig.nodes.map((n) => n.url), rig.url];
  const received = [];
  const sockets = [];
  for (const person of people) {
    for (const base of bases) {
      const got = new Set();
      received.push({ base, got });
      sockets.push(await followChat(base, tokenOf(person), projectId, (m) => got.add(m.client_key)));
    }
  }
  const keys = [];
  const postBases = [rig.url, ...rig.nodes.map((n) => n.url)];
  for (let i = 0; i < posts; i++) {
    const poster = people[i % people.length];
    keys.push(
      await postChat(postBases[i % postBases.length], poster, projectId, `Rig message ${i}: tile on Monday.`),
    );
  }
  for (const until = Date.now() + 10_000; Date.now() < until; ) {
    if (received.every((r) => keys.every((k) => r.got.has(k)))) break;
    await sleep(100);
  }
  for (const ws of sockets) ws.close();
  const missing = received.reduce((sum, r) => sum + keys.filter((k) => !r.got.has(k)).length, 0);
  return {
    followers: received.length,
    messages: keys.length,
    deliveries: received.length * keys.length - missing,
    missing,
    ok: missing === 0,
  };
}
