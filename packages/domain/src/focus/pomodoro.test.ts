import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userDay } from '../shared/day';
import { createFocusSessionInput } from './focus.schema';
import {
  advance,
  createPomodoro,
  MAX_REPLAY_STEPS,
  pomodoro,
  pomodoroActive,
  pomodoroTimeLeft,
  type PomodoroContext,
  type PomodoroEvent,
  type PomodoroOutput,
  type PomodoroState,
} from './pomodoro';
import { defaultTimerSettings, type TimerSettings } from './timer-settings';

const USER = '0190a5d2-8a2b-7c3d-9e4f-5a6b7c8d9e0f';
// 22:00 in New York on 2026-03-09: the user's day differs from the UTC date.
const T0 = Date.parse('2026-03-10T02:00:00Z');
const s = (seconds: number) => T0 + seconds * 1000;
const min = (minutes: number) => s(minutes * 60);
const context: PomodoroContext = { dayOf: (ms) => userDay(new Date(ms), 'America/New_York'), title: 'Essay' };

const settings = (patch: Partial<TimerSettings> = {}): TimerSettings => ({
  ...defaultTimerSettings,
  ...patch,
});

/** Applies events in order, collecting every output. */
function run(state: PomodoroState, steps: [PomodoroEvent['type'] | PomodoroEvent, number][]) {
  const outputs: PomodoroOutput[] = [];
  let current = state;
  for (const [event, now] of steps) {
    const result = pomodoro(
      current,
      typeof event === 'string' ? ({ type: event } as PomodoroEvent) : event,
      now,
      context,
    );
    current = result.state;
    outputs.push(...result.outputs);
  }
  return { state: current, outputs };
}

const kinds = (outputs: PomodoroOutput[]) =>
  outputs.map((o) => (o.type === 'focusComplete' ? `focus→${o.next}` : o.type));

describe('pomodoro', () => {
  it('starts with an end time from the time left, and counts down from timestamps', () => {
    const idle = createPomodoro(USER);
    expect(idle).toMatchObject({ state: 'idle', sessionType: 'focus', timeLeft: 1500, totalTime: 1500 });
    expect(pomodoroActive(idle)).toBe(false);
    const { state } = run(idle, [['start', s(0)]]);
    expect(state).toMatchObject({
      state: 'running',
      endAt: s(1500),
      startedAt: s(0),
      currentFocusStartAt: s(0),
    });
    expect(pomodoroActive(state)).toBe(true);
    // A tick that comes late still shows the right time; a fraction of a second rounds up.
    expect(run(state, [['tick', s(600.4)]]).state.timeLeft).toBe(900);
    expect(pomodoroTimeLeft(state, s(600.4))).toBe(900);
    expect(pomodoroTimeLeft(state, s(-5))).toBe(1500);
  });

  it('pauses keeping the remainder, and resumes from it; paused time does not count', () => {
    const { state, outputs } = run(createPomodoro(USER), [
      ['start', s(0)],
      ['pause', s(100)],
      ['tick', s(5000)],
    ]);
    expect(state).toMatchObject({ state: 'paused', timeLeft: 1400, endAt: null, currentFocusStartAt: s(0) });
    expect(outputs).toEqual([]);
    const resumed = run(state, [['start', s(9000)]]).state;
    expect(resumed).toMatchObject({ state: 'running', endAt: s(10_400), currentFocusStartAt: s(0) });
  });

  it('ends a focus session: counts it, saves it on the user’s day, and starts the short break', () => {
    const { state, outputs } = run(createPomodoro(USER), [
      ['start', s(0)],
      ['tick', s(1500)],
    ]);
    expect(state).toMatchObject({
      state: 'running',
      sessionType: 'shortBreak',
      sessionsCompleted: 1,
      timeLeft: 300,
      totalTime: 300,
      startedAt: s(1500),
      endAt: s(1800),
      currentFocusStartAt: null,
    });
    expect(outputs).toEqual([
      {
        type: 'saveSession',
        session: {
          title: 'Essay',
          category: null,
          type: 'focus',
          plannedDuration: 25,
          actualDuration: 25,
          startedAt: '2026-03-10T02:00:00.000Z',
          completedAt: '2026-03-10T02:25:00.000Z',
          date: '2026-03-09',
        },
      },
      { type: 'focusComplete', at: s(1500), next: 'shortBreak' },
    ]);
  });

  it('starts the next focus when a break ends, and a long break after every longBreakAfter focus sessions', () => {
    const start = createPomodoro(
      USER,
      settings({ focusDuration: 1, shortBreakDuration: 1, longBreakDuration: 3, longBreakAfter: 2 }),
    );
    const afterBreak = run(start, [
      ['start', min(0)],
      ['tick', min(2)],
    ]);
    expect(afterBreak.state).toMatchObject({
      sessionType: 'focus',
      currentFocusStartAt: min(2),
      endAt: min(3),
    });
    expect(kinds(afterBreak.outputs)).toEqual(['saveSession', 'focus→shortBreak', 'breakComplete']);
    const longBreak = run(afterBreak.state, [['tick', min(3)]]);
    expect(longBreak.state).toMatchObject({ sessionType: 'longBreak', sessionsCompleted: 2, endAt: min(6) });
    expect(kinds(longBreak.outputs)).toEqual(['saveSession', 'focus→longBreak']);
  });

  it('goes idle with the count back to 0 when slots × 4 focus sessions are done, replaying a long absence', () => {
    const start = createPomodoro(
      USER,
      settings({ focusDuration: 1, shortBreakDuration: 1, longBreakDuration: 2, slots: 1 }),
    );
    const { state, outputs } = run(start, [
      ['start', min(0)],
      ['tick', min(600)],
    ]);
    expect(state).toEqual({ ...createPomodoro(USER, start.settings) });
    expect(kinds(outputs)).toEqual([
      ...['saveSession', 'focus→shortBreak', 'breakComplete'],
      ...['saveSession', 'focus→shortBreak', 'breakComplete'],
      ...['saveSession', 'focus→shortBreak', 'breakComplete'],
      ...['saveSession', 'focus→null', 'allSlotsComplete'],
    ]);
    // 1 + 1 + 1 + 1 + 1 + 1 + 1 minutes: the fourth focus ends at minute 7, stamped with its own end.
    expect(outputs.at(-1)).toEqual({ type: 'allSlotsComplete', at: min(7) });
    const saves = outputs.flatMap((o) => (o.type === 'saveSession' ? [o.session.completedAt] : []));
    expect(saves).toEqual([1, 3, 5, 7].map((m) => new Date(min(m)).toISOString()));
  });

  it('goes idle when a break ends with the cycle already done (settings changed during it)', () => {
    const start = createPomodoro(USER, settings({ focusDuration: 1, shortBreakDuration: 1, slots: 2 }));
    const inBreak = run(start, [
      ['start', min(0)],
      ['tick', min(1.5)],
      [{ type: 'settings', settings: settings({ focusDuration: 1, slots: 1 }) }, min(1.5)],
    ]).state;
    const { state, outputs } = run({ ...inBreak, sessionsCompleted: 4 }, [['tick', min(10)]]);
    expect(state).toMatchObject({ state: 'idle', sessionsCompleted: 0 });
    expect(kinds(outputs)).toEqual(['breakComplete', 'allSlotsComplete']);
  });

  it('stop saves the partial focus only from one whole minute, keeps the count, and goes idle', () => {
    const running = run(createPomodoro(USER), [['start', s(0)]]).state;
    const short = run(running, [['stop', s(59.9)]]);
    expect(short.outputs).toEqual([{ type: 'focusTooShort', at: s(59.9) }]);
    expect(short.state).toEqual(createPomodoro(USER));

    const { state, outputs } = run({ ...running, sessionsCompleted: 3 }, [['stop', s(150)]]);
    expect(state).toMatchObject({
      state: 'idle',
      sessionType: 'focus',
      sessionsCompleted: 3,
      timeLeft: 1500,
    });
    expect(outputs).toEqual([
      {
        type: 'saveSession',
        session: expect.objectContaining({
          actualDuration: 2,
          plannedDuration: 25,
          startedAt: '2026-03-10T02:00:00.000Z',
          completedAt: '2026-03-10T02:02:30.000Z',
        }),
      },
    ]);
  });

  it('stop on a paused focus counts only the running time; in a break or idle it saves nothing', () => {
    const paused = run(createPomodoro(USER), [
      ['start', s(0)],
      ['pause', s(90)],
    ]).state;
    const stopped = run(paused, [['stop', s(4000)]]).outputs;
    expect(stopped).toMatchObject([{ type: 'saveSession', session: { actualDuration: 1 } }]);
    const pausedEarly = run(createPomodoro(USER), [
      ['start', s(0)],
      ['pause', s(30)],
    ]).state;
    expect(run(pausedEarly, [['stop', s(4000)]]).outputs).toEqual([{ type: 'focusTooShort', at: s(4000) }]);
    const inBreak = run(createPomodoro(USER), [
      ['start', s(0)],
      ['tick', s(1600)],
    ]).state;
    expect(run(inBreak, [['stop', s(1700)]]).outputs).toEqual([]);
    expect(run(createPomodoro(USER), [['stop', s(10)]]).outputs).toEqual([]);
  });

  it('reset clears completed sessions; settings apply at once when idle, else from the next session', () => {
    const busy = run(createPomodoro(USER), [
      ['start', s(0)],
      ['tick', s(1600)],
    ]).state;
    expect(run(busy, [['reset', s(1700)]]).state).toEqual(createPomodoro(USER));
    const next = settings({ focusDuration: 50, shortBreakDuration: 10 });
    const changed = run(busy, [[{ type: 'settings', settings: next }, s(1700)]]).state;
    expect(changed).toMatchObject({ sessionType: 'shortBreak', endAt: s(1800), settings: next });
    expect(run(changed, [['tick', s(1800)]]).state).toMatchObject({
      sessionType: 'focus',
      endAt: s(1800 + 3000),
    });
    expect(run(createPomodoro(USER), [[{ type: 'settings', settings: next }, s(0)]]).state).toMatchObject({
      timeLeft: 3000,
      totalTime: 3000,
    });
  });

  it('a second start while running changes nothing; pause when not running changes nothing', () => {
    const running = run(createPomodoro(USER), [['start', s(0)]]).state;
    expect(run(running, [['start', s(10)]]).state).toEqual({ ...running, timeLeft: 1490 });
    expect(run(createPomodoro(USER), [['pause', s(10)]]).state).toEqual(createPomodoro(USER));
  });

  it('caps the replay at 10,000 sessions and then stops', () => {
    const endless = createPomodoro(USER, {
      ...settings({ focusDuration: 1, shortBreakDuration: 1 }),
      slots: 1e9,
    });
    const running = run(endless, [['start', 0]]).state;
    const { state, outputs } = advance(running, 1e12, context);
    expect(state.state).toBe('idle');
    expect(outputs.filter((o) => o.type === 'breakComplete' || o.type === 'focusComplete')).toHaveLength(
      MAX_REPLAY_STEPS,
    );
  });

  const settingsArb = fc.record({
    focusDuration: fc.integer({ min: 1, max: 120 }),
    shortBreakDuration: fc.integer({ min: 1, max: 30 }),
    longBreakDuration: fc.integer({ min: 1, max: 60 }),
    longBreakAfter: fc.integer({ min: 1, max: 12 }),
    slots: fc.integer({ min: 1, max: 12 }),
    soundId: fc.constantFrom(...(['beep', 'chime', 'ding', 'pop', 'bell'] as const)),
  });

  /** A running timer somewhere in a cycle: maybe in a break, part-way through, started at an odd instant. */
  const runningArb = fc
    .record({
      settings: settingsArb,
      sessionType: fc.constantFrom(...(['focus', 'shortBreak', 'longBreak'] as const)),
      done: fc.nat(),
      spent: fc.double({ min: 0, max: 1, noNaN: true }),
      startMs: fc.integer({ min: 0, max: 999 }),
    })
    .map(({ settings: st, sessionType, done, spent, startMs }) => {
      const idle = { ...createPomodoro(USER, st), sessionsCompleted: done % (st.slots * 4) };
      const total =
        sessionType === 'focus'
          ? idle.totalTime
          : (sessionType === 'shortBreak' ? st.shortBreakDuration : st.longBreakDuration) * 60;
      const timeLeft = Math.max(1, Math.round(total * (1 - spent)));
      return pomodoro(
        { ...idle, sessionType, totalTime: total, timeLeft },
        { type: 'start' },
        T0 + startMs,
        context,
      ).state;
    });

  it('replaying N seconds at once equals N one-second ticks: same state, same outputs', () => {
    fc.assert(
      fc.property(runningArb, fc.integer({ min: 0, max: 4 * 3600 }), (start, seconds) => {
        const from = start.startedAt!;
        const once = advance(start, from + seconds * 1000, context);
        let stepped = start;
        const outputs: PomodoroOutput[] = [];
        for (let i = 1; i <= seconds; i++) {
          const r = advance(stepped, from + i * 1000, context);
          stepped = r.state;
          outputs.push(...r.outputs);
        }
        expect(once.state).toEqual(stepped);
        expect(once.outputs).toEqual(outputs);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps its invariants over any sequence of events', () => {
    const eventArb = fc.oneof(
      fc.constantFrom<PomodoroEvent>(
        { type: 'start' },
        { type: 'pause' },
        { type: 'reset' },
        { type: 'stop' },
        { type: 'tick' },
      ),
      settingsArb.map((st): PomodoroEvent => ({ type: 'settings', settings: st })),
    );
    fc.assert(
      fc.property(
        settingsArb,
        fc.array(fc.tuple(eventArb, fc.integer({ min: 0, max: 7200_000 })), { maxLength: 40 }),
        (st, steps) => {
          let now = T0;
          let state = createPomodoro(USER, st);
          let resized = false;
          for (const [event, gap] of steps) {
            resized ||= event.type === 'settings';
            now += gap;
            const result = pomodoro(state, event, now, context);
            state = result.state;
            expect(state.timeLeft).toBeGreaterThanOrEqual(0);
            expect(state.timeLeft).toBeLessThanOrEqual(state.totalTime);
            // Fewer slots chosen mid-cycle can leave the count past the new total until the next session ends.
            if (!resized) expect(state.sessionsCompleted).toBeLessThan(state.settings.slots * 4);
            expect(state.state === 'running').toBe(state.endAt !== null);
            if (state.state === 'running') expect(state.endAt).toBeGreaterThan(now);
            for (const output of result.outputs) {
              if (output.type === 'saveSession') {
                // Every session the timer hands over is one the server accepts.
                expect(createFocusSessionInput.safeParse(output.session).success).toBe(true);
                expect(Date.parse(output.session.startedAt)).toBeLessThanOrEqual(
                  Date.parse(output.session.completedAt),
                );
              }
            }
          }
        },
      ),
    );
  });
});
