import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createFitnessTimer,
  fitnessElapsedMs,
  fitnessTimer,
  fitnessTimerActive,
  type FitnessTimerEvent,
  type FitnessTimerState,
} from './fitness-timer';
import { parseFitnessTimer, serializeFitnessTimer } from './fitness-timer-storage';
import { createWorkoutInput } from './fitness.schema';

const T0 = Date.parse('2026-03-10T08:00:00Z');
const s = (seconds: number) => T0 + seconds * 1000;
const DAY = '2026-03-10';

function run(state: FitnessTimerState, steps: [FitnessTimerEvent, number][]) {
  let current = state;
  let workout = null;
  for (const [event, now] of steps) ({ state: current, workout } = fitnessTimer(current, event, now));
  return { state: current, workout };
}

describe('fitness timer', () => {
  it('starts idle with SPEC.md 9 defaults, and counts elapsed time from timestamps', () => {
    const idle = createFitnessTimer();
    expect(idle).toMatchObject({ state: 'idle', workoutType: 'cardio', plannedDuration: 30, elapsed: 0 });
    expect(fitnessTimerActive(idle)).toBe(false);
    const { state } = run(idle, [[{ type: 'start' }, s(0)]]);
    expect(state).toMatchObject({ state: 'running', startTime: s(0), pausedAt: null });
    expect(fitnessTimerActive(state)).toBe(true);
    expect(fitnessElapsedMs(state, s(125.5))).toBe(125_500);
    // A clock set back never makes it negative.
    expect(fitnessElapsedMs(state, s(-10))).toBe(0);
  });

  it('pauses keeping the elapsed time, and resumes without counting the pause', () => {
    const { state: paused } = run(createFitnessTimer(), [
      [{ type: 'start' }, s(0)],
      [{ type: 'pause' }, s(60)],
    ]);
    expect(paused).toMatchObject({ state: 'paused', elapsed: 60_000, startTime: null, pausedAt: s(60) });
    expect(fitnessElapsedMs(paused, s(9999))).toBe(60_000);
    const { state: resumed } = run(paused, [[{ type: 'resume' }, s(600)]]);
    expect(fitnessElapsedMs(resumed, s(630))).toBe(90_000);
  });

  it('ignores events that do not apply to the status', () => {
    const idle = createFitnessTimer();
    expect(run(idle, [[{ type: 'pause' }, s(1)]]).state).toEqual(idle);
    expect(run(idle, [[{ type: 'resume' }, s(1)]]).state).toEqual(idle);
    expect(run(idle, [[{ type: 'stop', date: DAY }, s(1)]])).toEqual({ state: idle, workout: null });
    const running = run(idle, [[{ type: 'start' }, s(0)]]).state;
    expect(run(running, [[{ type: 'start' }, s(5)]]).state).toEqual(running);
    expect(run(running, [[{ type: 'resume' }, s(5)]]).state).toEqual(running);
  });

  it('stop saves nothing at 30 seconds or less, and goes idle', () => {
    const result = run(createFitnessTimer(), [
      [{ type: 'start' }, s(0)],
      [{ type: 'stop', date: DAY }, s(30)],
    ]);
    expect(result).toEqual({ state: createFitnessTimer(), workout: null });
  });

  it('stop after more than 30 seconds saves a medium workout named after its type, 8 kcal a minute', () => {
    const { state, workout } = run(createFitnessTimer(), [
      [{ type: 'start' }, s(0)],
      [{ type: 'stop', date: DAY }, s(30.001)],
    ]);
    expect(state).toEqual(createFitnessTimer());
    expect(workout).toEqual({
      name: 'Cardio Session',
      type: 'cardio',
      difficulty: 'medium',
      duration: 1,
      calories: 8,
      date: DAY,
      exercises: [],
    });
    expect(createWorkoutInput.safeParse(workout).success).toBe(true);
  });

  it('saves the chosen type and title, counting only the running time of a paused timer', () => {
    const { workout } = run(createFitnessTimer(), [
      [{ type: 'start', workoutType: 'hiit', title: '  ', plannedDuration: 20 }, s(0)],
      [{ type: 'pause' }, s(25 * 60 + 20)],
      [{ type: 'stop', date: DAY }, s(5000)],
    ]);
    expect(workout).toMatchObject({ name: 'HIIT Session', type: 'hiit', duration: 25, calories: 200 });
    const named = run(createFitnessTimer(), [
      [{ type: 'start', workoutType: 'strength', title: 'Leg day' }, s(0)],
      [{ type: 'stop', date: DAY }, s(45 * 60)],
    ]).workout;
    expect(named).toMatchObject({ name: 'Leg day', duration: 45, calories: 360 });
  });

  const eventArb = fc.constantFrom<FitnessTimerEvent>(
    { type: 'start' },
    { type: 'pause' },
    { type: 'resume' },
    { type: 'stop', date: DAY },
  );

  it('never counts negative time, and never loses time while time moves forward', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(eventArb, fc.integer({ min: -3_600_000, max: 3_600_000 })), { maxLength: 30 }),
        (steps) => {
          let state = createFitnessTimer();
          let now = T0;
          for (const [event, gap] of steps) {
            now += gap;
            const before = fitnessElapsedMs(state, now);
            const result = fitnessTimer(state, event, now);
            state = result.state;
            expect(fitnessElapsedMs(state, now)).toBeGreaterThanOrEqual(0);
            if (event.type === 'pause' || event.type === 'resume')
              expect(fitnessElapsedMs(state, now)).toBe(before);
            if (result.workout) expect(result.workout.calories).toBe(result.workout.duration * 8);
          }
        },
      ),
    );
  });

  it('pause then resume keeps the elapsed time whatever the pause length', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.nat(10_000_000), (run1, pause, run2) => {
        const { state } = run(createFitnessTimer(), [
          [{ type: 'start' }, T0],
          [{ type: 'pause' }, T0 + run1],
          [{ type: 'resume' }, T0 + run1 + pause],
        ]);
        expect(fitnessElapsedMs(state, T0 + run1 + pause + run2)).toBe(run1 + run2);
      }),
    );
  });
});

describe('fitness timer storage', () => {
  const running = fitnessTimer(
    createFitnessTimer(),
    { type: 'start', workoutType: 'strength', title: 'Legs' },
    s(0),
  ).state;
  const paused = fitnessTimer(running, { type: 'pause' }, s(90)).state;

  it('restores a running or paused timer after a reload', () => {
    for (const state of [running, paused]) {
      expect(parseFitnessTimer(serializeFitnessTimer(state), s(100))).toEqual({ state, problem: null });
    }
    const restored = parseFitnessTimer(serializeFitnessTimer(running), s(600)).state;
    expect(fitnessElapsedMs(restored, s(600))).toBe(600_000);
  });

  it('clears an idle timer, and gives a fresh one for nothing stored or a corrupt value', () => {
    expect(serializeFitnessTimer(createFitnessTimer())).toBeNull();
    expect(parseFitnessTimer(JSON.stringify(createFitnessTimer()), s(0))).toEqual({
      state: createFitnessTimer(),
      problem: null,
    });
    expect(parseFitnessTimer(null, s(0)).problem).toBeNull();
    for (const raw of [
      '{',
      '[]',
      { ...running, startTime: null },
      { ...running, elapsed: -1 },
      { ...running, workoutType: 'chess' },
    ]) {
      expect(parseFitnessTimer(raw, s(0))).toEqual({ state: createFitnessTimer(), problem: 'corrupt' });
    }
  });

  it('counts a running start stored in the future from now', () => {
    const restored = parseFitnessTimer({ ...running, startTime: s(1000) }, s(10)).state;
    expect(restored.startTime).toBe(s(10));
    expect(fitnessElapsedMs(restored, s(20))).toBe(10_000);
  });
});
