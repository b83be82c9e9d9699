import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** How far a finger must pull a row to the right to complete it. */
export const SWIPE_THRESHOLD = 96;
const MAX_PULL = 160;

/**
 * Swipe right on touch screens (pointer type "touch" only; the row keeps a button for everyone else).
 * The row needs `touch-action: pan-y` so vertical scrolling stays the browser's.
 */
export function useSwipe(onSwipe: () => void, enabled: boolean) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const moved = useRef(false);

  const reset = () => {
    start.current = null;
    setOffset(0);
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (!enabled || event.pointerType !== 'touch') return;
        start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
        moved.current = false;
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const origin = start.current;
        if (!origin || event.pointerId !== origin.id) return;
        const dx = event.clientX - origin.x;
        const dy = event.clientY - origin.y;
        if (!moved.current && Math.abs(dy) > Math.abs(dx)) {
          start.current = null;
          return;
        }
        if (Math.abs(dx) > 8) moved.current = true;
        setOffset(Math.max(0, Math.min(dx, MAX_PULL)));
      },
      onPointerUp: () => {
        if (start.current && offset >= SWIPE_THRESHOLD) onSwipe();
        reset();
      },
      onPointerCancel: reset,
      /** A pull is not a tap: the click that ends it must not open the task. */
      onClickCapture: (event: MouseEvent<HTMLElement>) => {
        if (moved.current) {
          moved.current = false;
          event.preventDefault();
          event.stopPropagation();
        }
      },
    },
  };
}
