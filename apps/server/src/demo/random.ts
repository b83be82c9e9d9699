/** A small seeded PRNG (mulberry32): the same seed gives the same demo year, in tests and benchmarks alike. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** An amount in cents between min and max dollars, as a 2-decimal string. */
    amount: (min: number, max: number) => (Math.round((min + next() * (max - min)) * 100) / 100).toFixed(2),
  };
}
export type Random = ReturnType<typeof createRandom>;

/**
 * The stream of one calendar day (and one stream within it, e.g. a habit): a longer history holds the very same
 * last year as a shorter one, so two demo users of different lengths differ only by their older days.
 */
export function dayRandom(seed: number, date: string, stream = 0): Random {
  const day =
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
  return createRandom((seed ^ Math.imul(day + 1, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca6b)) >>> 0);
}
