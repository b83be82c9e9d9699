import { startTransition, useEffect, useState } from 'react';

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
    // What follows renders as a transition: in slices, not one long task.
    const showRest = () => startTransition(() => setPainted(true));
    const fallback = setTimeout(() => {
      cancelAnimationFrame(frame);
      showRest();
    }, UNPAINTED_DELAY_MS);
    // The frame is painted after its animation frame callbacks: a task posted from one runs after the paint.
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      next = setTimeout(showRest, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(next);
    };
  }, []);
  return painted;
}
