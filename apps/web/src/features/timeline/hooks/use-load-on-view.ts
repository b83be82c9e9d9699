import { useEffect, useRef, useState } from 'react';

/**
 * A callback ref for a sentinel element: when it comes near the viewport, `load` runs, while `enabled`.
 * Without IntersectionObserver (old browsers, tests) nothing happens and the visible "Load more" button remains.
 */
export function useLoadOnView<T extends Element>(load: () => void, enabled: boolean) {
  const [element, setElement] = useState<T | null>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports at once whether the sentinel is in view, so a short page keeps loading.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return setElement;
}
