// Waiting for a part of the rig to answer.
import { connect } from 'node:net';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers below 500; fails when `exited` settles first or after `ms`. */
export async function waitForHttp(url, { group, ms = 120_000 } = {}) {
  const until = Date.now() + ms;
  for (;;) {
    if (group && (group.child.exitCode !== null || group.child.signalCode !== null))
      throw new Error(
        `${group.name} exited (${group.child.exitCode ?? group.child.signalCode}) before ${url} answered: see its log`,
      );
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500) return;
    } catch {}
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await sleep(200);
  }
}

/** Waits until something accepts TCP connections on 127.0.0.1:`port`. */
export async function waitForPort(port, { group, ms = 30_000 } = {}) {
  const until = Date.now() + ms;
  for (;;) {
    if (group && (group.child.exitCode !== null || group.child.signalCode !== null))
      throw new Error(`${group.name} exited before port ${port} opened: see its log`);
    const open = await new Promise((r) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        r(true);
      });
      s.once('error', () => r(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`port ${port} did not open within ${ms} ms`);
    await sleep(100);
  }
}
