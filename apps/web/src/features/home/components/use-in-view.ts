import { useEffect, useState } from 'react';

/**
 * Whether `node` is on screen (`rootMargin` widens the screen, e.g. '50% 0px' for "near it"): the carousels
 * play only while they can be seen. With `once`, it stays true after the first time.
 */
export function useInView(node: Element | null, { rootMargin = '0px', once = false } = {}) {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        const seen = entry?.isIntersecting ?? false;
        setInView(seen);
        if (seen && once) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, rootMargin, once]);
  return inView;
}

/** Near the screen: within half a screen of it. Stays true once reached. */
export const NEAR_SCREEN = { rootMargin: '50% 0px', once: true };

/**
 * A callback ref and whether its element has come near the screen: a section below the first screen asks for
 * its data (and renders it) then, not while the page loads.
 */
export function useNearScreen<T extends Element>() {
  const [node, setNode] = useState<T | null>(null);
  return [setNode, useInView(node, NEAR_SCREEN)] as const;
}
