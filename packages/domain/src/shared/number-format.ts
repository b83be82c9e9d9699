/** Built formats by locale and options: building an Intl.NumberFormat costs far more than formatting with it. */
const formats = new Map<string, Intl.NumberFormat>();

/** The Intl.NumberFormat of `locale` and `options`, built once and then reused. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
