/** A countdown as mm:ss (minutes may pass 59: a 120-minute focus shows 120:00). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** A weekday's short name in the user's language, from a 'yyyy-MM-dd' day (read as a calendar day, not UTC). */
export function shortWeekday(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}

/** A clock time (e.g. 09:30) of an instant, in the user's zone. */
export function clockTime(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}
