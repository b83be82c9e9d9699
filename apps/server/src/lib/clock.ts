/** Time is passed in (STYLE.md 5): production uses the system clock, tests a fixed or movable one. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
