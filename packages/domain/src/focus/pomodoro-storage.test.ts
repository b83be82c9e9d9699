import { describe, expect, it } from 'vitest';
import { userDay } from '../shared/day';
import { advance, createPomodoro, pomodoro, type PomodoroContext } from './pomodoro';
import { parsePomodoro, serializePomodoro } from './pomodoro-storage';
import { defaultTimerSettings } from './timer-settings';

const USER = '0190a5d2-8a2b-7c3d-9e4f-5a6b7c8d9e0f';
const OTHER = '0190a5d2-8a2b-7c3d-9e4f-000000000000';
const T0 = Date.parse('2026-03-10T08:00:00Z');
const context: PomodoroContext = { dayOf: (ms) => userDay(new Date(ms), 'Europe/Rome') };
const running = pomodoro(createPomodoro(USER), { type: 'start' }, T0, context).state;

describe('pomodoro storage', () => {
  it('round-trips running, paused and idle timers', () => {
    const paused = pomodoro(running, { type: 'pause' }, T0 + 60_000, context).state;
    for (const state of [running, paused, { ...createPomodoro(USER), sessionsCompleted: 3 }]) {
      expect(parsePomodoro(serializePomodoro(state), USER)).toEqual({ state, problem: null });
      expect(parsePomodoro(JSON.parse(serializePomodoro(state)), USER).state).toEqual(state);
    }
  });

  it('restores a running timer whose time is then replayed across the sessions missed', () => {
    const { state } = parsePomodoro(serializePomodoro(running), USER);
    const { state: now, outputs } = advance(state, T0 + 31 * 60_000, context);
    expect(now).toMatchObject({ sessionType: 'focus', sessionsCompleted: 1, endAt: T0 + 55 * 60_000 });
    expect(outputs.map((o) => o.type)).toEqual(['saveSession', 'focusComplete', 'breakComplete']);
  });

  it('gives defaults, with no problem, when nothing is stored', () => {
    for (const raw of [null, undefined, '']) {
      expect(parsePomodoro(raw, USER)).toEqual({ state: createPomodoro(USER), problem: null });
    }
  });

  it("gives defaults for another user's state", () => {
    expect(parsePomodoro(serializePomodoro({ ...running, userId: OTHER }), USER)).toEqual({
      state: createPomodoro(USER),
      problem: 'otherUser',
    });
  });

  it.each([
    ['not JSON', '{"state":'],
    ['not an object', '42'],
    ['an unknown status', { ...running, state: 'stopped' }],
    ['running without an end', { ...running, endAt: null }],
    ['more time left than in all', { ...running, timeLeft: running.totalTime + 1 }],
    ['a negative count', { ...running, sessionsCompleted: -1 }],
    ['no owner', { ...running, userId: undefined }],
  ])('gives defaults for a corrupt state: %s', (_, raw) => {
    const stored = typeof raw === 'string' ? raw : JSON.stringify(raw);
    expect(parsePomodoro(stored, USER)).toEqual({ state: createPomodoro(USER), problem: 'corrupt' });
  });

  it('reads the stored settings as SPEC.md 5 does, and drops instants that do not apply', () => {
    const { soundId: _sound, slots: _slots, ...older } = { ...defaultTimerSettings, focusDuration: 40 };
    const restored = parsePomodoro({ ...running, settings: older }, USER).state;
    expect(restored.settings).toEqual({ ...defaultTimerSettings, focusDuration: 40 });
    expect(parsePomodoro({ ...running, settings: { focusDuration: 500 } }, USER).state.settings).toEqual(
      defaultTimerSettings,
    );
    const idle = parsePomodoro({ ...running, state: 'idle' }, USER).state;
    expect(idle).toMatchObject({ endAt: null, startedAt: null, currentFocusStartAt: null });
  });
});
