import { useEffect, useState } from 'react';

/** A page the browser does not paint (a hidden tab) has no animation frames: it goes on after this. */
const UNPAINTED_DELAY_MS = 100;

/**
 * False for the first frame a component shows in, true from the task after that frame is painted: what renders
 * behind it waits one frame, so the first paint is not held up by it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let next: ReturnType<typeof setTimeout> | undefined;
    const fallback = setTimeout(() => {
      cancelAnimationFrame(frame);
      setPainted(true);
    }, UNPAINTED_DELAY_MS);
    // The frame is painted after its animation frame callbacks: a task posted from one runs after the paint.
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      next = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(next);
    };
  }, []);
  return painted;
}
