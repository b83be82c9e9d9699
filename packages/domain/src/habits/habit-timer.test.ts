import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createHabitTimer,
  formatMmSs,
  habitTimer,
  habitTimerStatus,
  remainingSeconds,
  timerJustCompleted,
  type HabitTimerState,
} from './habit-timer';
import { habitTimerKey, parseHabitTimers, serializeHabitTimers } from './habit-timer-storage';

const T0 = Date.parse('2026-03-10T08:00:00Z');
const s = (seconds: number) => T0 + seconds * 1000;
const fresh = () => createHabitTimer(1, '2026-03-10');

describe('habit timer', () => {
  it('starts, counts one second per tick from the wall clock, and stops keeping the elapsed time', () => {
    let t = habitTimer(fresh(), { type: 'start' }, s(0));
    expect(habitTimerStatus(t)).toBe('running');
    t = habitTimer(t, { type: 'tick' }, s(1));
    t = habitTimer(t, { type: 'tick' }, s(2.5));
    expect(t.elapsedSeconds).toBe(2);
    t = habitTimer(t, { type: 'tick' }, s(3));
    expect(t.elapsedSeconds).toBe(3);
    t = habitTimer(t, { type: 'stop' }, s(10.2));
    expect(t).toMatchObject({ elapsedSeconds: 10, isRunning: false, runningSince: null });
    expect(habitTimerStatus(t)).toBe('stopped');
    // Stopped: time passing and ticks change nothing.
    expect(habitTimer(t, { type: 'tick' }, s(500))).toEqual(t);
    expect(formatMmSs(remainingSeconds(t, s(500)))).toBe('00:50');
  });

  it('catches up after the tab slept, and completes once at the target, stopping there', () => {
    const running = habitTimer(fresh(), { type: 'start' }, s(0));
    const later = habitTimer(running, { type: 'tick' }, s(45));
    expect(later.elapsedSeconds).toBe(45);
    const done = habitTimer(later, { type: 'tick' }, s(3600));
    expect(done).toMatchObject({ elapsedSeconds: 60, isRunning: false, runningSince: null });
    expect(habitTimerStatus(done)).toBe('complete');
    expect(timerJustCompleted(later, done)).toBe(true);
    expect(timerJustCompleted(done, habitTimer(done, { type: 'tick' }, s(4000)))).toBe(false);
    // Start on a complete timer does nothing; reset clears it.
    expect(habitTimer(done, { type: 'start' }, s(4000))).toEqual(done);
    const reset = habitTimer(done, { type: 'reset' }, s(4000));
    expect(reset).toEqual(fresh());
    expect(habitTimerStatus(reset)).toBe('idle');
  });

  it('completes when stopped past the target', () => {
    const running = habitTimer(fresh(), { type: 'start' }, s(0));
    expect(habitTimerStatus(habitTimer(running, { type: 'stop' }, s(61)))).toBe('complete');
  });

  it('resumes from a stop, and a second start while running changes nothing', () => {
    let t = habitTimer(fresh(), { type: 'start' }, s(0));
    t = habitTimer(t, { type: 'stop' }, s(20));
    t = habitTimer(t, { type: 'start' }, s(100));
    expect(habitTimer(t, { type: 'start' }, s(105))).toMatchObject({
      elapsedSeconds: 25,
      runningSince: s(105),
    });
    expect(habitTimer(t, { type: 'tick' }, s(130)).elapsedSeconds).toBe(50);
  });

  it('survives a clock that goes back', () => {
    const running = habitTimer(fresh(), { type: 'start' }, s(10));
    const back = habitTimer(running, { type: 'tick' }, s(0));
    expect(back).toMatchObject({ elapsedSeconds: 0, runningSince: s(0) });
    expect(habitTimer(back, { type: 'tick' }, s(5)).elapsedSeconds).toBe(5);
  });

  it('formats mm:ss, minutes past 59 included', () => {
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(59.9)).toBe('00:59');
    expect(formatMmSs(25 * 60)).toBe('25:00');
    expect(formatMmSs(90 * 60 + 5)).toBe('90:05');
    expect(formatMmSs(-3)).toBe('00:00');
  });

  it('counts the same however often it ticks, never past the target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 30 }).map((a) => a.sort((x, y) => x - y)),
        fc.integer({ min: 0, max: 400_000 }),
        (minutes, ticks, end) => {
          const start = habitTimer(createHabitTimer(minutes, '2026-03-10'), { type: 'start' }, T0);
          let ticked = start;
          for (const at of ticks.filter((x) => x <= end))
            ticked = habitTimer(ticked, { type: 'tick' }, T0 + at);
          ticked = habitTimer(ticked, { type: 'tick' }, T0 + end);
          const once = habitTimer(start, { type: 'tick' }, T0 + end);
          expect(ticked).toEqual(once);
          expect(once.elapsedSeconds).toBe(Math.min(minutes * 60, Math.floor(end / 1000)));
        },
      ),
    );
  });
});

describe('habit-timers storage', () => {
  const id = '0190a0b0-0000-7000-8000-000000000001';
  const key = habitTimerKey(id, '2026-03-10');
  const running: HabitTimerState = {
    elapsedSeconds: 30,
    isRunning: true,
    targetMinutes: 10,
    startDate: '2026-03-10',
    runningSince: s(0),
  };

  it('round-trips timers, and leaves reset (idle) timers out', () => {
    const stopped: HabitTimerState = { ...running, isRunning: false, runningSince: null, elapsedSeconds: 12 };
    const other = habitTimerKey(id, '2026-03-09');
    const idle = habitTimerKey(id, '2026-03-08');
    const raw = serializeHabitTimers({
      [key]: running,
      [other]: stopped,
      [idle]: createHabitTimer(10, '2026-03-08'),
    });
    expect(parseHabitTimers(raw, s(60))).toEqual({ [key]: running, [other]: stopped });
  });

  it('resumes a running timer found on load: it catches up on its first tick', () => {
    const [loaded] = Object.values(parseHabitTimers(serializeHabitTimers({ [key]: running }), s(90)));
    expect(habitTimer(loaded!, { type: 'tick' }, s(90)).elapsedSeconds).toBe(120);
  });

  it('ignores corrupt storage and corrupt entries, keeping the good ones', () => {
    expect(parseHabitTimers('not json', T0)).toEqual({});
    expect(parseHabitTimers('[1,2]', T0)).toEqual({});
    expect(parseHabitTimers('null', T0)).toEqual({});
    expect(parseHabitTimers(null, T0)).toEqual({});
    const raw = JSON.stringify({
      [key]: running,
      'not-a-key': running,
      [`${id}:2026-02-30`]: running,
      [habitTimerKey(id, '2026-03-01')]: { ...running, targetMinutes: 0 },
      [habitTimerKey(id, '2026-03-02')]: { ...running, elapsedSeconds: 'ten' },
      [habitTimerKey(id, '2026-03-03')]: 'garbage',
    });
    expect(Object.keys(parseHabitTimers(raw, s(60)))).toEqual([key]);
  });

  it('repairs what it can: no start instant, a start in the future, elapsed past the target', () => {
    const raw = JSON.stringify({
      [key]: { elapsedSeconds: 5, isRunning: true, targetMinutes: 10, startDate: '2026-03-10' },
      [habitTimerKey(id, '2026-03-09')]: { ...running, runningSince: s(1000) },
      [habitTimerKey(id, '2026-03-08')]: {
        ...running,
        isRunning: false,
        runningSince: null,
        elapsedSeconds: 9999,
      },
    });
    const timers = parseHabitTimers(raw, s(60));
    expect(timers[key]).toMatchObject({ isRunning: true, runningSince: s(60) });
    expect(timers[habitTimerKey(id, '2026-03-09')]).toMatchObject({ runningSince: s(60) });
    expect(habitTimerStatus(timers[habitTimerKey(id, '2026-03-08')]!)).toBe('complete');
  });

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ [key]: v })),
        ),
        (raw) => {
          expect(() => parseHabitTimers(raw, T0)).not.toThrow();
        },
      ),
    );
  });
});
