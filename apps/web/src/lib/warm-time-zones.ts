let warmed = false;

/**
 * A signed-in screen's first date in a time zone loads ICU's zone data, a long task on a phone. Asked for
 * while the app waits on the network, that load is out of the first screen's render. The browser's zone
 * stands in for the user's, the page's language for theirs; later calls do nothing.
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
  // Plural rules (i18next's counted strings) and number formats (figures) load more of ICU's data on first use:
  // each in a task of its own, so neither lands in the render of the first tile or count.
  const language = document.documentElement.lang || 'en';
  setTimeout(() => headStart(() => new Intl.PluralRules(language).select(2)), 0);
  setTimeout(() => headStart(() => new Intl.NumberFormat(language).format(1.5)), 0);
}

function headStart(warm: () => unknown): void {
  try {
    warm();
  } catch {
    // Only a head start, as above.
  }
}
