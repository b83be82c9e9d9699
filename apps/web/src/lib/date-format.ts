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
