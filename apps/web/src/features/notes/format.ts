const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
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

const dayKey = (instant: Date, timeZone: string) => formatter('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** When a note changed, in the user's zone: the time if today, else the date (with the year if not this year's). */
export function formatNoteTime(iso: string, now: Date, language: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  if (dayKey(instant, timeZone) === dayKey(now, timeZone)) {
    return formatter(language, timeZone, { hour: 'numeric', minute: '2-digit' }).format(instant);
  }
  const sameYear = dayKey(instant, timeZone).slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return formatter(language, timeZone, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) }).format(instant);
}
