import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import {
  ActiveSessionButton,
  formatSessionTime,
  pickActiveSession,
  type ActiveSession,
} from './active-session-button.tsx';

const focus: ActiveSession = { kind: 'focus', label: 'Focus', state: 'running', seconds: 754 };
const workout: ActiveSession = { kind: 'fitness', label: 'Cardio', state: 'paused', seconds: 3725 };

describe('pickActiveSession', () => {
  it('shows focus first when both run', () => {
    expect(pickActiveSession('/habits', focus, workout)).toBe(focus);
    expect(pickActiveSession('/', null, workout)).toBe(workout);
    expect(pickActiveSession('/', null, null)).toBeNull();
  });

  it('never shows a session on its own page', () => {
    expect(pickActiveSession('/focus', focus, null)).toBeNull();
    expect(pickActiveSession('/fitness', null, workout)).toBeNull();
    // On /focus the workout, if one runs, takes the button.
    expect(pickActiveSession('/focus', focus, workout)).toBe(workout);
    expect(pickActiveSession('/fitness', focus, workout)).toBe(focus);
    // A page whose path merely starts with the same letters is another page.
    expect(pickActiveSession('/focused', focus, null)).toBe(focus);
  });
});

describe('formatSessionTime', () => {
  it('is mm:ss under an hour and h:mm:ss past it', () => {
    expect(formatSessionTime(754)).toBe('12:34');
    expect(formatSessionTime(3725)).toBe('1:02:05');
    expect(formatSessionTime(-3)).toBe('00:00');
  });
});

describe('ActiveSessionButton', () => {
  it('names the session and its time, and opens its page', async () => {
    const { location } = renderWithProviders(<ActiveSessionButton session={focus} aboveBottomNav />, {
      path: '/money',
    });
    const button = screen.getByRole('link', { name: 'Focus: 12:34 left. Open Focus' });
    expect(button).toHaveTextContent('12:34');
    await userEvent.click(button);
    expect(location.history?.at(-1)).toBe('/focus');
  });

  it('says when the workout is paused', () => {
    renderWithProviders(<ActiveSessionButton session={workout} aboveBottomNav={false} />);
    expect(
      screen.getByRole('link', { name: 'Cardio workout paused at 1:02:05. Open Fitness' }),
    ).toHaveTextContent('Paused');
  });
});
