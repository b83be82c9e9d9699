/** "12,50" → "12.50" and spaces out: what people type on a phone keypad in a decimal-comma language. */
export function normalizeAmountInput(text: string): string {
  const compact = text.replace(/\s+/g, '');
  return compact.includes('.') ? compact : compact.replace(',', '.');
}
