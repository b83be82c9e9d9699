const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached Intl.DateTimeFormat (building one costs far more than formatting with it). Days ('yyyy-MM-dd' as UTC
 * instants) are formatted in UTC, the default; instants in the user's zone, falling back to the browser's when the
 * zone is unknown.
 */
export function dateFormatter(
  language: string,
  options: Intl.DateTimeFormatOptions,
  timeZone = 'UTC',
): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(language, options);
    }
    formatters.set(key, format);
  }
  return format;
}

/** A 'yyyy-MM-dd' day as a UTC instant: formatted in UTC, it never shifts by a time zone. */
export const dayInstant = (date: string): Date =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));

/** "Fri, Mar 13" (with the year when it is not this year's). */
export function formatDay(date: string, today: string, language: string): string {
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return dateFormatter(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(dayInstant(date));
}
