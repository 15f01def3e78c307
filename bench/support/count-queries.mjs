// Preloaded into the product by `BENCH_COUNT_QUERIES=1 node bench/orders.mjs` (diagnosis only): counts the
// SQL round trips per HTTP route (node-postgres Client.query, BEGIN/COMMIT included) and prints, when the
// process exits, per route: requests, queries per request, and the statements by count with their mean
// time to answer. A query is
// attributed to the request whose async context sent it (exact while the pool never makes callers wait).
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import pg from 'pg';

const route = new AsyncLocalStorage();
const requests = new Map();
const queries = new Map(); // route → Map(statement → count)

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, ...rest) {
  if (event !== 'request') return emit.call(this, event, req, ...rest);
  const name = `${req.method} ${req.url.split('?')[0]}`;
  requests.set(name, (requests.get(name) ?? 0) + 1);
  return route.run(name, () => emit.call(this, event, req, ...rest));
};

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  const statement = text.replace(/\s+/g, ' ').trim().slice(0, 90);
  const name = route.getStore() ?? '(no request)';
  const byText = queries.get(name) ?? new Map();
  const stat = byText.get(statement) ?? { count: 0, ms: 0 };
  stat.count++;
  byText.set(statement, stat);
  queries.set(name, byText);
  // Time from the call to the answer (queueing on the connection included).
  const started = performance.now();
  const done = () => {
    stat.ms += performance.now() - started;
  };
  const last = rest.length - 1;
  if (typeof rest[last] === 'function') {
    const callback = rest[last];
    rest[last] = (...args) => {
      done();
      return callback(...args);
    };
    return query.call(this, config, ...rest);
  }
  const result = query.call(this, config, ...rest);
  if (typeof config?.callback === 'function' || !result?.then) return result;
  return result.finally(done);
};

process.on('exit', () => {
  const lines = ['\nSQL round trips per request (BENCH_COUNT_QUERIES):'];
  for (const [name, byText] of queries) {
    const n = requests.get(name) ?? 0;
    const total = [...byText.values()].reduce((a, b) => a + b.count, 0);
    lines.push(`  ${name}: ${n} requests, ${n ? (total / n).toFixed(2) : total} queries per request`);
    for (const [text, { count, ms }] of [...byText].sort((a, b) => b[1].count - a[1].count)) {
      const perRequest = (n ? count / n : count).toFixed(2).padStart(6);
      lines.push(`    ${perRequest}  ${(ms / count).toFixed(2).padStart(7)} ms  ${text}`);
    }
  }
  process.stderr.write(`${lines.join('\n')}\n`);
});
