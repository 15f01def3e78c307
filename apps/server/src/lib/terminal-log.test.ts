import { describe, expect, it } from 'vitest';
import { terminalLogStream } from './terminal-log.ts';

function capture() {
  const lines: string[] = [];
  const stream = terminalLogStream({ write: (s: string) => lines.push(s) > 0 }, false);
  const log = (line: object) =>
    new Promise<void>((done) =>
      stream.write(`${JSON.stringify({ level: 30, time: 0, ...line })}\n`, () => done()),
    );
  return { lines, log };
}

describe('terminal log lines', () => {
  it('writes one short line per request when it completes: method, URL, status, time', async () => {
    const { lines, log } = capture();
    await log({ msg: 'incoming request', reqId: 'r1', req: { method: 'GET', url: '/api/search?q=tile' } });
    expect(lines).toEqual([]);
    await log({ msg: 'request completed', reqId: 'r1', res: { statusCode: 200 }, responseTime: 14.2 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/search\?q=tile 200 14 ms\n$/);
  });

  it("lists the page's asset requests only when they fail", async () => {
    const { lines, log } = capture();
    for (const [id, status] of [
      ['a', 200],
      ['b', 404],
    ] as const) {
      await log({ msg: 'incoming request', reqId: id, req: { method: 'GET', url: '/assets/index-1.js' } });
      await log({ msg: 'request completed', reqId: id, res: { statusCode: status }, responseTime: 1 });
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('GET /assets/index-1.js 404');
  });

  it('prints other lines readably, not as JSON, with what they carry and without the host', async () => {
    const { lines, log } = capture();
    await log({ level: 50, msg: 'payout failed', pid: 1, hostname: 'vm', payoutId: 7 });
    const text = lines.join('');
    expect(text).toContain('ERROR');
    expect(text).toContain('payout failed');
    expect(text).toContain('payoutId: 7');
    expect(text).not.toContain('"level"');
    expect(text).not.toContain('hostname');
  });

  it("drops Fastify's 'Server listening' line, which the start's ready line replaces", async () => {
    const { lines, log } = capture();
    await log({ msg: 'Server listening at http://127.0.0.1:3000' });
    expect(lines).toEqual([]);
  });
});
