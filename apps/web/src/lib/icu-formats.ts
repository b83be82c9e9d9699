/**
 * The formats whose first use loads ICU's data: the browser's time zone, the language's date patterns (a
 * style and a skeleton, which loads the pattern generator), its number format and its plural rules. Building
 * one of each once is enough: the data stays loaded for the page's process.
 */
export const icuWarmUps = [
  (language: string) => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(0);
    new Intl.DateTimeFormat(language, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(0);
  },
  (language: string) => new Intl.PluralRules(language).select(2),
  (language: string) => new Intl.NumberFormat(language).format(1.5),
] as const;

/** One warm-up; a language the engine lacks is only a lost head start, never an error. */
export function warmQuietly(warm: (language: string) => unknown, language: string): void {
  try {
    warm(language);
  } catch {
    // The screens work without it.
  }
}
