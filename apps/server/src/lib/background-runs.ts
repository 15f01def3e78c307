/**
 * Work a request starts after its answer (an AI picture's run), tracked per database so that closing the app,
 * or a test, can wait for what is still going. Each kind of work keeps its own set (`backgroundRuns()` once a
 * module): a run that fails is the caller's to log. The job that sweeps its table is the safety net for a run
 * this process never got to or died in.
 */
export function backgroundRuns() {
  const running = new WeakMap<object, Set<Promise<unknown>>>();
  const runsOf = (owner: object) => {
    let set = running.get(owner);
    if (!set) {
      set = new Set();
      running.set(owner, set);
    }
    return set;
  };
  return {
    /** Runs `task` after the current I/O (the answer has been sent), under `owner`'s set. */
    start(owner: object, task: () => Promise<unknown>, onError: (err: unknown) => void): void {
      const runs = runsOf(owner);
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch(onError)
        .finally(() => runs.delete(run));
      runs.add(run);
    },
    /** Resolves once every run started under `owner` has ended. */
    async idle(owner: object): Promise<void> {
      while (runsOf(owner).size > 0) await Promise.allSettled([...runsOf(owner)]);
    },
  };
}
