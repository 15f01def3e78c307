/**
 * Whether the replica may be read (issue 27 point 2): checked once a second per process, never per request.
 *
 * Lag is measured in WAL positions, not with `now() - pg_last_xact_replay_timestamp()`, which grows on an
 * idle primary (nothing to replay, yet the last replayed commit gets older). Each check samples the primary's
 * position (`pg_current_wal_lsn()`) then the replica's replayed one; the replica is as far behind as the
 * oldest sample it has not replayed yet: it lacks WAL the primary had then. Caught up → 0, whatever the idle time.
 */

export type ReplicaState = 'up' | 'lagging' | 'down';

export type ReplicaReport = { state: ReplicaState; lagMs: number | null };

/** A WAL position as PostgreSQL prints it ('16/B374D848') → a comparable number. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  if (!/^[0-9A-F]{1,8}$/i.test(high ?? '') || !/^[0-9A-F]{1,8}$/i.test(low ?? '')) {
    throw new Error(`not a WAL position: ${text}`);
  }
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

export type Sample = { at: number; lsn: bigint };

/**
 * How long the replica has lacked WAL the primary had: now minus the time of the oldest sample past `replayed`
 * (samples oldest first). Every sample past it, the oldest one included: at least as old as the window.
 */
export function lagOf(samples: readonly Sample[], replayed: bigint, now: number): number {
  const firstMissing = samples.find((s) => s.lsn > replayed);
  return firstMissing ? Math.max(0, now - firstMissing.at) : 0;
}

export type ReplicaProbes = {
  /** The primary's WAL position now. */
  primaryLsn(): Promise<string>;
  /** The replica's replayed position; null when it is not a standby (promoted, or not a replica at all). */
  replayLsn(): Promise<string | null>;
};

type Log = { info: (o: object, msg: string) => void; warn: (o: object, msg: string) => void };

export type ReplicaHealthOptions = { maxLagMs: number; log: Log; now?: () => number };

/** The replica's state, changed only by checks (and by a read that lost its connection); one log line a change. */
export function replicaHealth(probes: ReplicaProbes, opts: ReplicaHealthOptions) {
  const now = opts.now ?? Date.now;
  let state: ReplicaState | null = null;
  let lagMs: number | null = null;
  let replayed: bigint | null = null;
  let samples: Sample[] = [];

  function become(next: ReplicaState, detail: object) {
    if (next === state) return;
    const was = state;
    state = next;
    if (next === 'up') {
      opts.log.info(
        { ...detail, lagMs },
        was === null ? 'replica up: reads go to it' : 'replica back: reads return to it',
      );
    } else {
      opts.log.warn(
        { ...detail, lagMs, maxLagMs: opts.maxLagMs },
        `replica ${next}: reads go to the primary`,
      );
    }
  }

  /** Keeps the samples a lag up to the bound can be measured from, plus the newest older one. */
  function keep(sample: Sample) {
    samples.push(sample);
    const horizon = sample.at - opts.maxLagMs - 5000;
    const recent = samples.findIndex((s) => s.at >= horizon);
    samples = samples.slice(Math.max(0, recent - 1));
  }

  async function check(): Promise<void> {
    // The primary first: a replica caught up when asked has replayed at least this sample.
    const primary = await probes.primaryLsn().catch(() => null);
    if (primary !== null) keep({ at: now(), lsn: parseLsn(primary) });
    let replay: string | null;
    try {
      replay = await probes.replayLsn();
    } catch (err) {
      lagMs = null;
      return become('down', { reason: (err as Error).message });
    }
    if (replay === null) {
      lagMs = null;
      return become('down', { reason: 'not a standby' });
    }
    replayed = parseLsn(replay);
    lagMs = lagOf(samples, replayed, now());
    become(lagMs > opts.maxLagMs ? 'lagging' : 'up', {});
  }

  return {
    check,
    /** A read lost its replica connection: down until a check finds it answering. */
    lost(err: unknown) {
      lagMs = null;
      become('down', { reason: (err as Error)?.message ?? String(err) });
    },
    /** Reads may go to the replica. */
    serving: () => state === 'up',
    /** The replica had replayed `lsn` when last checked (so a caller's write at `lsn` is there). */
    replayedPast: (lsn: bigint) => replayed !== null && replayed >= lsn,
    report: (): ReplicaReport => ({ state: state ?? 'down', lagMs }),
  };
}

export type ReplicaHealth = ReturnType<typeof replicaHealth>;
