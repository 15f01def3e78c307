import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { progress } from '../../lib/progress.ts';

/** Runs the progress bar while the router loads a screen (lazy chunks). */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!loading) return;
    progress.start();
    return () => progress.done();
  }, [loading]);
  return null;
}
