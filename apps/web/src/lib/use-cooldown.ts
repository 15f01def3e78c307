import { useCallback, useEffect, useState } from 'react';

/** A button that rests for a while after use (resend mail): seconds left, and start(). */
export function useCooldown(seconds: number) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, start, resting: left > 0 };
}
