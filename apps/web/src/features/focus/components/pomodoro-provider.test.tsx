import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPomodoro, defaultTimerSettings } from '@track-grow/domain/focus';
import { focusApi } from '@track-grow/domain/focus/api';
import { resetToasts, toast } from '../../../lib/toast.ts';
import type * as ToastModule from '../../../lib/toast.ts';
import { makeUser, type RecordedCall } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { focusOutboxKey } from '../hooks/focus-outbox.ts';
import { pomodoroStorageKey } from '../hooks/pomodoro-store.ts';
import { useActiveFocusSession } from '../hooks/use-active-focus-session.ts';
import { setSoundPlayer, type SoundPlayer } from '../sounds.ts';
import { mockFocusApi, savedSession } from '../test-fixtures.ts';
import FocusPage from './focus-page.tsx';
import { PomodoroProvider } from './pomodoro-provider.tsx';

vi.mock('../../../lib/toast.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ToastModule>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

/** 00:30 on 15 March in Rome (the user's zone), still 14 March in UTC. */
const NOW = Date.parse('2026-03-14T23:30:00.000Z');
const MIN = 60_000;
const ada = makeUser();

function Probe() {
  const session = useActiveFocusSession();
  return (
    <output data-testid="active">
      {session ? `${session.sessionType} ${session.state} ${session.secondsLeft}` : 'idle'}
    </output>
  );
}

function renderFocus(user = ada, path = '/') {
  return renderWithProviders(
    <PomodoroProvider>
      <FocusPage />
      <Probe />
    </PomodoroProvider>,
    { user, path },
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');
const toastTitles = () => vi.mocked(toast).mock.calls.map(([input]) => input.title);
const play = vi.fn<SoundPlayer['play']>(() => Promise.resolve('played'));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  vi.mocked(toast).mockClear();
  play.mockClear();
  setSoundPlayer({ play });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
});

describe('the app-wide pomodoro', () => {
  it('completes a focus session, saves it in the user’s day, starts the short break and tells the user', async () => {
    const { calls } = mockFocusApi();
    renderFocus();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');
    await advance(10 * MIN);
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    // About 900 s left: the fake clock also moves with real time, which a loaded machine stretches by seconds.
    expect(screen.getByTestId('active')).toHaveTextContent(/^focus running (89\d|90[0-5])$/);
    expect(posts(calls)).toHaveLength(0);

    await advance(15 * MIN + 1000);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const body = posts(calls)[0]!.body as Record<string, string | number | null>;
    expect(posts(calls)[0]!.path).toBe('/api/focus-sessions');
    expect(body).toMatchObject({
      title: 'Focus Session',
      type: 'focus',
      plannedDuration: 25,
      actualDuration: 25,
      date: '2026-03-15',
      taskId: null,
    });
    const startedAt = Date.parse(String(body.startedAt));
    expect(Math.abs(startedAt - NOW)).toBeLessThan(5000);
    expect(Date.parse(String(body.completedAt)) - startedAt).toBe(25 * MIN);

    expect(screen.getByText('Short break')).toBeInTheDocument();
    expect(screen.getByText('1 of 16')).toBeInTheDocument();
    expect(screen.getByTestId('active')).toHaveTextContent(/^shortBreak running \d+$/);
    expect(await screen.findByText('Focus Session Complete!')).toBeInTheDocument();
    expect(screen.getByText('Time for a short break')).toBeInTheDocument();
    // The completion toast tells it; a "Session Saved!" right after would hide it (one toast at a time).
    await advance(1000);
    expect(toastTitles()).not.toContain('Session Saved!');
    // SPEC.md 4: the focus end plays the sound twice.
    expect(play).toHaveBeenCalledWith('beep', 2);

    await advance(5 * MIN);
    expect(vi.mocked(toast)).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Break Complete!',
        description: 'Ready for your next focus session?',
      }),
    );
    expect(screen.getByTestId('active')).toHaveTextContent(/^focus running \d+$/);
    expect(posts(calls)).toHaveLength(1);
  }, 60_000);

  it('after 60 minutes away saves each missed focus session and tells them once', async () => {
    const started = NOW - 60 * MIN;
    window.localStorage.setItem(
      pomodoroStorageKey(ada.id),
      JSON.stringify({
        ...createPomodoro(ada.id),
        state: 'running',
        startedAt: started,
        endAt: started + 25 * MIN,
        currentFocusStartAt: started,
      }),
    );
    const { calls } = mockFocusApi();
    renderFocus();
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls).map((call) => (call.body as { completedAt: string }).completedAt)).toEqual([
      new Date(started + 25 * MIN).toISOString(),
      new Date(started + 55 * MIN).toISOString(),
    ]);
    expect(await screen.findByText('2 focus sessions finished while you were away')).toBeInTheDocument();
    expect(screen.getByText('50 minutes of focus recorded')).toBeInTheDocument();
    await advance(2000);
    expect(toastTitles()).not.toContain('Session Saved!');
    expect(screen.getByText('2 of 16')).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.localStorage.getItem(focusOutboxKey(ada.id))).toBeNull());
  });

  it('keeps a session whose save failed, says so, and saves it later exactly once', async () => {
    let failing = true;
    const { calls } = mockFocusApi([
      [
        focusApi.create,
        ({ body }) =>
          failing ? { status: 500, body: { message: 'down' } } : { status: 201, body: savedSession(body) },
      ],
    ]);
    renderFocus();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await advance(25 * MIN + 1000);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await waitFor(() =>
      expect(vi.mocked(toast)).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', description: 'Failed to save focus session' }),
      ),
    );
    const stored = JSON.parse(window.localStorage.getItem(focusOutboxKey(ada.id)) ?? '[]') as unknown[];
    expect(stored).toHaveLength(1);

    await advance(10_000);
    expect(posts(calls)).toHaveLength(1);
    failing = false;
    await advance(25_000);
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    // The same body, client id included: had the first answer only been lost, the server keeps one session.
    expect(posts(calls)[1]!.body).toEqual(posts(calls)[0]!.body);
    expect(posts(calls)[0]!.body).toHaveProperty('clientId', expect.any(String));
    await waitFor(() => expect(window.localStorage.getItem(focusOutboxKey(ada.id))).toBeNull());
    await advance(2 * MIN);
    expect(posts(calls)).toHaveLength(2);
    expect(toastTitles().filter((title) => title === 'Error')).toHaveLength(1);
  }, 60_000);

  it('a session kept from an earlier visit is saved on the next load', async () => {
    const session = {
      title: 'Focus Session',
      type: 'focus',
      plannedDuration: 25,
      actualDuration: 25,
      startedAt: '2026-03-14T20:00:00.000Z',
      completedAt: '2026-03-14T20:25:00.000Z',
      date: '2026-03-14',
      taskId: null,
    };
    window.localStorage.setItem(
      focusOutboxKey(ada.id),
      JSON.stringify([{ clientId: 'a', session, quiet: false, retryAt: NOW + MIN, leaseUntil: 0 }]),
    );
    const { calls } = mockFocusApi();
    renderFocus();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ ...session, clientId: 'a' });
    await waitFor(() => expect(window.localStorage.getItem(focusOutboxKey(ada.id))).toBeNull());
  });

  it('stopping before a minute saves nothing; after a minute saves the focus time', async () => {
    const { calls } = mockFocusApi();
    renderFocus();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await advance(50_000);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    // Nothing is saved, and the user is told so (a toast lasts 2 s).
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(screen.getByText('Focus sessions under a minute are not saved.')).toBeInTheDocument();
    await advance(2000);
    expect(posts(calls)).toHaveLength(0);
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');
    expect(screen.getByTestId('active')).toHaveTextContent('idle');

    await user.click(screen.getByRole('button', { name: 'Start' }));
    await advance(90_000);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ actualDuration: 1, plannedDuration: 25, type: 'focus' });
    expect(await screen.findByText('Session Saved!')).toBeInTheDocument();
    expect(screen.getByText('1 minute of focus recorded')).toBeInTheDocument();
  });

  it('tells a hidden tab with a system notification that opens /focus', async () => {
    const shown: { title: string; body: string; onclick: (() => void) | null }[] = [];
    class FakeNotification {
      static permission = 'granted';
      onclick: (() => void) | null = null;
      constructor(
        readonly title: string,
        options: { body: string },
      ) {
        shown.push(Object.assign(this, { body: options.body }));
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    mockFocusApi();
    const short = makeUser({ preferences: { timerSettings: { ...defaultTimerSettings, focusDuration: 1 } } });
    const { location } = renderFocus(short);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await advance(MIN + 1000);
    expect(shown).toEqual([
      expect.objectContaining({ title: 'Focus Session Complete!', body: 'Time for a short break' }),
    ]);
    act(() => shown[0]!.onclick?.());
    expect(location.history.at(-1)).toBe('/focus');
  });

  it('pauses and resumes from the time left', async () => {
    mockFocusApi();
    renderFocus();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await advance(5 * MIN);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    const shown = screen.getByRole('timer').textContent;
    expect(screen.getByTestId('active')).toHaveTextContent(/^focus paused \d+$/);
    await advance(10 * MIN);
    expect(screen.getByRole('timer').textContent).toBe(shown);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });
});

describe('the stored pomodoro', () => {
  const bea = makeUser({ id: '0195f3a2-7c4e-7d2a-9b1e-2f6a8c4d5e62', firstName: 'Bea' });

  it('belongs to its user: another user on the device gets a fresh timer', async () => {
    mockFocusApi();
    const first = renderFocus(ada);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await advance(3 * MIN);
    first.unmount();
    const stored = JSON.parse(window.localStorage.getItem(pomodoroStorageKey(ada.id)) ?? '{}') as {
      state?: string;
    };
    expect(stored.state).toBe('running');

    const second = renderFocus(bea);
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');
    expect(screen.getByTestId('active')).toHaveTextContent('idle');
    second.unmount();

    // Ada's timer ran on while she was away.
    renderFocus(ada);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^2[12]:\d\d$/);
  });

  it('another user’s state under the key gives the defaults', async () => {
    window.localStorage.setItem(
      pomodoroStorageKey(bea.id),
      JSON.stringify({ ...createPomodoro(ada.id), state: 'paused', timeLeft: 100 }),
    );
    mockFocusApi();
    renderFocus(bea);
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');
  });

  it('corrupt storage gives the defaults and a warning, never a broken page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(pomodoroStorageKey(ada.id), '{"state":"running",');
    window.localStorage.setItem(focusOutboxKey(ada.id), 'not json');
    mockFocusApi();
    renderFocus();
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');
    expect(warn).toHaveBeenCalled();
  });

  it('is saved when the page hides', async () => {
    mockFocusApi();
    renderFocus();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await advance(2 * MIN);
    window.localStorage.removeItem(pomodoroStorageKey(ada.id));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    const stored = JSON.parse(window.localStorage.getItem(pomodoroStorageKey(ada.id)) ?? '{}') as {
      state?: string;
      userId?: string;
    };
    expect(stored).toMatchObject({ state: 'running', userId: ada.id });
  });
});
