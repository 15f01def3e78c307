import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `everyMs` (default 30 s), so time-boxed actions (the 60-minute cancel
 * window, the 12-day return window) disappear on their own while the page stays open.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
