import { describe, expect, it } from 'vitest';
import { lagOf, parseLsn, replicaHealth } from './replica-health.ts';

describe('parseLsn', () => {
  it('orders WAL positions as PostgreSQL does', () => {
    expect(parseLsn('0/3000060')).toBe(0x3000060n);
    expect(parseLsn('16/B374D848') > parseLsn('15/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('nonsense')).toThrow();
  });
});

describe('lagOf', () => {
  const samples = [
    { at: 1000, lsn: 10n },
    { at: 2000, lsn: 20n },
    { at: 3000, lsn: 30n },
  ];
  it('is 0 when the replica has replayed the newest sample, however idle the primary', () => {
    expect(lagOf(samples, 30n, 60_000)).toBe(0);
  });
  it('is the age of the oldest sample the replica lacks', () => {
    expect(lagOf(samples, 15n, 3500)).toBe(1500);
    expect(lagOf(samples, 5n, 3500)).toBe(2500);
  });
});

/** A replica and a primary whose positions and failures a test sets, on a clock it moves. */
function rig(maxLagMs = 5000) {
  const world = { primary: '0/10', replica: '0/10' as string | null, replicaDown: false, now: 0 };
  const logged: string[] = [];
  const log = {
    info: (_: object, m: string) => logged.push(m),
    warn: (_: object, m: string) => logged.push(m),
  };
  const health = replicaHealth(
    {
      primaryLsn: async () => world.primary,
      replayLsn: async () => {
        if (world.replicaDown) throw new Error('connect ECONNREFUSED');
        return world.replica;
      },
    },
    { maxLagMs, log, now: () => world.now },
  );
  const tick = async (ms = 1000) => {
    world.now += ms;
    await health.check();
  };
  return { world, logged, health, tick };
}

describe('replicaHealth', () => {
  it('logs once per change: up, lagging past the bound, back, down, back', async () => {
    const { world, logged, health, tick } = rig(2500);
    await tick();
    expect(health.report()).toEqual({ state: 'up', lagMs: 0 });
    world.primary = '0/20'; // a write the replica does not replay
    for (let i = 0; i < 5; i++) await tick();
    expect(health.report().state).toBe('lagging');
    expect(health.report().lagMs).toBe(4000);
    expect(health.serving()).toBe(false);
    world.replica = '0/20';
    await tick();
    expect(health.serving()).toBe(true);
    world.replicaDown = true;
    await tick();
    await tick();
    expect(health.report()).toEqual({ state: 'down', lagMs: null });
    world.replicaDown = false;
    await tick();
    expect(logged).toEqual([
      'replica up: reads go to it',
      'replica lagging: reads go to the primary',
      'replica back: reads return to it',
      'replica down: reads go to the primary',
      'replica back: reads return to it',
    ]);
  });

  it('stays up on an idle primary, and knows which writes the replica holds', async () => {
    const { health, tick, world } = rig();
    for (let i = 0; i < 30; i++) await tick();
    expect(health.report()).toEqual({ state: 'up', lagMs: 0 });
    expect(health.replayedPast(parseLsn('0/10'))).toBe(true);
    world.primary = '0/30';
    expect(health.replayedPast(parseLsn('0/30'))).toBe(false);
  });

  it('treats a server that is not a standby as down, and a lost read as down until a check', async () => {
    const { health, tick, world, logged } = rig();
    world.replica = null;
    await tick();
    expect(health.report().state).toBe('down');
    world.replica = '0/10';
    await tick();
    health.lost(new Error('Connection terminated unexpectedly'));
    expect(health.serving()).toBe(false);
    await tick();
    expect(health.serving()).toBe(true);
    expect(logged.filter((m) => m.startsWith('replica down'))).toHaveLength(2);
  });
});
