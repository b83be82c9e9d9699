/**
 * Vibrates where the device can, once the person has used the page: a browser refuses (and logs an error for)
 * a vibration before any tap, as when a timer that ran out while the page was closed is replayed on opening.
 */
export function vibrate(pattern: number | number[]): void {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
    if (navigator.userActivation?.hasBeenActive === false) return;
    navigator.vibrate(pattern);
  } catch {
    // Vibration is a nicety: a browser that refuses it changes nothing.
  }
}
