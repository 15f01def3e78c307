/**
 * The 3px top progress bar (spec point 2): start() when something loads, done() when it finishes,
 * fail() when it failed (spec point 8: social authentication failure). Nested starts are counted.
 */
export type ProgressState = { phase: 'idle' | 'running' | 'done' | 'failed'; seq: number };

let pending = 0;
let state: ProgressState = { phase: 'idle', seq: 0 };
const listeners = new Set<() => void>();

function set(phase: ProgressState['phase']) {
  state = { phase, seq: state.seq + 1 };
  for (const listener of listeners) listener();
}

export const progress = {
  start() {
    pending += 1;
    if (pending === 1) set('running');
  },
  done() {
    pending = Math.max(0, pending - 1);
    if (pending === 0 && state.phase === 'running') set('done');
  },
  fail() {
    pending = 0;
    set('failed');
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getState: () => state,
};
