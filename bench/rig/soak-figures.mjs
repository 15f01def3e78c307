// The soak's figures: per-minute request counts, errors and p99, each node's resident memory.
import { readFileSync } from 'node:fs';

export const quantile = (values, q) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/** Resident memory of `pid` in MB (VmRSS of /proc/<pid>/status), or null when it is gone. */
export function rssMb(pid) {
  try {
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return null;
  }
}

/** Collects latencies and errors per minute since `start` and RSS samples per node. */
export function soakRecorder(start) {
  const minutes = [];
  const minute = (t) => {
    const m = Math.floor((t - start) / 60_000);
    minutes[m] ??= { latencies: [], errors: 0, errorSamples: [], byKind: {}, rss: [], load: null };
    return minutes[m];
  };
  return {
    minutes,
    record(kind, ms, error) {
      const m = minute(performance.now());
      m.byKind[kind] = (m.byKind[kind] ?? 0) + 1;
      if (error) {
        m.errors++;
        if (m.errorSamples.length < 3) m.errorSamples.push(`${kind}: ${error}`);
      } else m.latencies.push(ms);
    },
    sample(pids, load) {
      const m = minute(performance.now());
      m.rss.push(pids.map(rssMb));
      m.load = load;
    },
  };
}

/**
 * After the warm-up: RSS growth per node (mean of the first post-warm-up minute → mean of the last), p99 of
 * the first third against the last third, and the errors.
 */
export function soakVerdict(minutes, warmupMinutes) {
  // The minutes of the run itself, each with a memory sample: the requests still in flight at the end, and
  // the chat check after them, open a last, partial minute with none (its errors still count, below).
  const after = minutes
    .slice(warmupMinutes)
    .filter(Boolean)
    .filter((m) => m.rss.length > 0);
  const third = Math.max(1, Math.floor(after.length / 3));
  const p99Of = (ms) =>
    quantile(
      ms.flatMap((m) => m.latencies),
      0.99,
    );
  const firstP99 = p99Of(after.slice(0, third));
  const lastP99 = p99Of(after.slice(-third));
  const meanRss = (m) =>
    m.rss[0].map((_, node) => m.rss.reduce((s, r) => s + (r[node] ?? 0), 0) / m.rss.length);
  const firstRss = after[0] ? meanRss(after[0]) : [];
  const lastRss = after.at(-1) ? meanRss(after.at(-1)) : [];
  const growth = firstRss.map((r, i) => (lastRss[i] - r) / r);
  const errors = minutes.filter(Boolean).reduce((s, m) => s + m.errors, 0);
  return {
    firstRss,
    lastRss,
    growth,
    firstP99,
    lastP99,
    p99Change: (lastP99 - firstP99) / firstP99,
    errors,
    ok: growth.every((g) => g < 0.1) && Math.abs((lastP99 - firstP99) / firstP99) <= 0.2 && errors === 0,
  };
}
