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
