import { useEffect, useState } from 'react';

/** Whether `node` is on screen: the carousels play only while they can be seen. */
export function useInView(node: Element | null) {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return inView;
}
