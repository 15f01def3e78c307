import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * A home section below the first screen. It is not in the page the server draws (src/ssr) nor in
 * hydration: it is drawn just after, in a transition that yields to the browser, so the HTML stays small and
 * hydration short. Until then it holds a screen's height, so the footer never flashes up under the hero.
 */
export function BelowFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : <div aria-hidden="true" className="min-h-screen" />;
}
