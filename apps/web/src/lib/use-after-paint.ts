import { startTransition, useEffect, useState } from 'react';

/** A page the browser does not paint (a hidden tab) has no animation frames: it goes on after this. */
const UNPAINTED_DELAY_MS = 100;

/**
 * How many of `count` stages to show: none in the first frame a component shows in, then one more from the task
 * after each frame is painted. What renders in a later stage waits for the earlier ones' frame, so each stage's
 * render, commit and layout is a task of its own rather than one long task on a slow phone.
 */
export function usePaintedStages(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return;
    let next: ReturnType<typeof setTimeout> | undefined;
    // The next stage renders as a transition: in slices, not one long task.
    const showNext = () => startTransition(() => setShown((stage) => Math.min(stage + 1, count)));
    const fallback = setTimeout(() => {
      cancelAnimationFrame(frame);
      showNext();
    }, UNPAINTED_DELAY_MS);
    // The frame is painted after its animation frame callbacks: a task posted from one runs after the paint.
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      next = setTimeout(showNext, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(next);
    };
  }, [shown, count]);
  return shown;
}

/**
 * False for the first frame a component shows in, true from the task after that frame is painted: what renders
 * behind it waits one frame, so the first paint is not held up by it.
 */
export function useAfterPaint(): boolean {
  return usePaintedStages(1) === 1;
}
