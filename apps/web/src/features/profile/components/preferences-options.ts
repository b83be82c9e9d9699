/** Currencies offered in the profile; the user's own is added when it is not among them. */
export const commonCurrencies = [
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'JPY',
  'CAD',
  'AUD',
  'NZD',
  'CNY',
  'INR',
  'BRL',
  'MXN',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'ZAR',
  'SGD',
  'HKD',
  'KRW',
  'TRY',
] as const;

export function currencyOptions(current: string): string[] {
  const list: string[] = [...commonCurrencies];
  if (!list.includes(current)) list.unshift(current);
  return list;
}

export function currencyLabel(code: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows, plus UTC, the browser's own and the stored one. */
export function timezoneOptions(current: string): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, 'UTC', browserTimezone(), current]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

export const dayStartHours = [0, 1, 2, 3, 4] as const;

export const formatHour = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;
