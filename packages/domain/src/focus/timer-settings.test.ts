import { describe, expect, it } from 'vitest';
import { cycleLength, defaultTimerSettings, parseTimerSettings, timerSettingsSchema } from './timer-settings';

const custom = {
  focusDuration: 50,
  shortBreakDuration: 10,
  longBreakDuration: 30,
  longBreakAfter: 3,
  slots: 2,
  soundId: 'chime',
};

describe('timer settings', () => {
  it('defaults to SPEC.md 9: 25/5/10, long break after 4, 4 slots, beep', () => {
    expect(defaultTimerSettings).toEqual({
      focusDuration: 25,
      shortBreakDuration: 5,
      longBreakDuration: 10,
      longBreakAfter: 4,
      slots: 4,
      soundId: 'beep',
    });
    expect(cycleLength(defaultTimerSettings)).toBe(16);
    expect(timerSettingsSchema.safeParse(defaultTimerSettings).success).toBe(true);
  });

  it('keeps valid stored settings and drops unknown fields', () => {
    expect(parseTimerSettings({ ...custom, extra: 1 })).toEqual(custom);
    expect(
      parseTimerSettings({ ...custom, focusDuration: 1, shortBreakDuration: 30, longBreakDuration: 60 }),
    ).toMatchObject({ focusDuration: 1, shortBreakDuration: 30, longBreakDuration: 60 });
    expect(parseTimerSettings({ ...custom, focusDuration: 120 }).focusDuration).toBe(120);
  });

  it.each([
    ['focusDuration', 0],
    ['focusDuration', 121],
    ['shortBreakDuration', 0],
    ['shortBreakDuration', 31],
    ['longBreakDuration', 0],
    ['longBreakDuration', 61],
    ['focusDuration', '25'],
    ['focusDuration', undefined],
    ['longBreakAfter', 0],
    ['longBreakAfter', 2.5],
    ['longBreakAfter', undefined],
    ['slots', 0],
    ['slots', 13],
    ['slots', 1.5],
  ])('replaces the whole set by defaults when %s is %s', (field, value) => {
    expect(parseTimerSettings({ ...custom, [field]: value })).toEqual(defaultTimerSettings);
  });

  it('migrates an absent soundId or slots to its default, keeping the rest', () => {
    const { soundId: _sound, slots: _slots, ...older } = custom;
    expect(parseTimerSettings(older)).toEqual({ ...custom, soundId: 'beep', slots: 4 });
    const { soundId: _s, ...noSound } = custom;
    expect(parseTimerSettings(noSound)).toEqual({ ...custom, soundId: 'beep' });
  });

  it('treats a soundId present but empty, null or unknown as missing: all defaults', () => {
    for (const soundId of ['', null, 'siren', 3]) {
      expect(parseTimerSettings({ ...custom, soundId })).toEqual(defaultTimerSettings);
    }
  });

  it('gives defaults for anything that is not a settings object', () => {
    for (const raw of [null, undefined, 'x', 42, [], [custom]]) {
      expect(parseTimerSettings(raw)).toEqual(defaultTimerSettings);
    }
    // A fresh copy each time: callers may not mutate the shared defaults.
    expect(parseTimerSettings(null)).not.toBe(defaultTimerSettings);
  });
});
