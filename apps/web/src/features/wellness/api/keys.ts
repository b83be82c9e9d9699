export const WELLNESS_PATH = '/api/wellness';

/** Query keys: the path first (SPEC.md 7), the days read as a further part. */
export const wellnessKeys = {
  all: [WELLNESS_PATH] as const,
  range: (from: string, to: string) => [WELLNESS_PATH, { from, to }] as const,
};

/** The `{from, to}` part of a wellness list key, when the key is one. */
export function rangeOfKey(key: readonly unknown[]): { from: string; to: string } | undefined {
  const part = key[1];
  if (part && typeof part === 'object' && 'from' in part && 'to' in part) {
    const { from, to } = part;
    if (typeof from === 'string' && typeof to === 'string') return { from, to };
  }
  return undefined;
}
