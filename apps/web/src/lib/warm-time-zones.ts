let warmed = false;

/**
 * A signed-in screen's first date in a time zone loads ICU's zone data, a long task on a phone. Asked for
 * while the app waits on the network, that load is out of the first screen's render. The browser's zone
 * stands in for the user's; later calls do nothing.
 */
export function warmTimeZones(): void {
  if (warmed) return;
  warmed = true;
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    new Intl.DateTimeFormat('en', { timeZone: zone, dateStyle: 'full', timeStyle: 'short' }).format(0);
  } catch {
    // Only a head start: the screens work without it.
  }
}
