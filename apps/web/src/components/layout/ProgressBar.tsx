import { useEffect, useState, useSyncExternalStore } from 'react';
import { progress } from '../../lib/progress.ts';

/**
 * The 3px top progress bar (spec point 9). It creeps towards 90% while running, fills on done, turns red on
 * fail, then fades out. Purely visual: screen readers get loading states from the pages themselves.
 */
export function ProgressBar() {
  const state = useSyncExternalStore(progress.subscribe, progress.getState, progress.getState);
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (state.phase === 'idle') return;
    if (state.phase === 'running') {
      setVisible(true);
      setWidth(8);
      const timer = setInterval(() => setWidth((w) => (w < 90 ? w + (90 - w) * 0.1 : w)), 200);
      return () => clearInterval(timer);
    }
    setWidth(100);
    const timer = setTimeout(() => {
      setVisible(false);
      setWidth(0);
    }, 400);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[90] h-[3px]">
      <div
        className={`h-full transition-[width,opacity] duration-200 ease-out ${state.phase === 'failed' ? 'bg-red-600' : 'bg-brand-500'} ${visible ? 'opacity-100' : 'opacity-0'}`}
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
