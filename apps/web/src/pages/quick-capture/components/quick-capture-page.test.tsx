import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseQuickNotes, quickNotesKey } from '@track-grow/domain/notes';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { transactionsApi } from '@track-grow/domain/money/api';
import { moodApi } from '@track-grow/domain/mood/api';
import { makeUser, mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetToasts } from '../../../lib/toast.ts';
import { useQuickNotes } from '../../../lib/use-quick-notes.ts';
import { goOffline } from '../../../test/offline.ts';
import { makeTask } from '../../../features/tasks/test-fixtures.ts';
import { captureTabKey } from '../capture-tab.ts';
import QuickCapturePage from './quick-capture-page.tsx';

// 10 March 2026, 08:00 UTC.
const NOW = new Date('2026-03-10T08:00:00Z');
const TODAY = '2026-03-10';
const user = makeUser({ timezone: 'UTC', currency: 'USD' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetToasts();
});

const created = { id: '0195f3a2-7c4e-7d2a-9b1e-000000000001', createdAt: NOW.toISOString() };

function stubWrites() {
  return mockApi([
    [
      tasksApi.quickAdd,
      () => ({
        status: 201,
        body: makeTask({
          ...created,
          title: 'dentist',
          dueDate: '2026-03-11',
          dueTime: '09:00',
          updatedAt: NOW.toISOString(),
        }),
      }),
    ],
    [transactionsApi.create, ({ body }) => ({ status: 201, body: { ...created, ...(body as object) } })],
    [
      moodApi.create,
      ({ body }) => ({
        status: 201,
        body: { ...created, emotions: [], ...(body as object) },
      }),
    ],
  ]);
}

function renderPage() {
  const rendered = renderWithProviders(<QuickCapturePage />, { user, path: '/quick-capture' });
  return { ...rendered, ui: userEvent.setup() };
}

const input = () => screen.getByRole('textbox');
const tab = (name: string) => screen.getByRole('tab', { name });
const status = () => screen.getByRole('status', { name: 'Last capture' });
const writes = <T extends { method: string }>(calls: T[]) => calls.filter((call) => call.method !== 'GET');

describe('QuickCapturePage', () => {
  it('shows the four tabs, Note first, with the input focused', () => {
    mockApi([]);
    renderPage();
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'Note',
      'Task',
      'Expense',
      'Mood',
    ]);
    expect(tab('Note')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Quick note' })).toHaveFocus();
  });

  it('adds a note with Enter to the same device list Home reads, with SPEC.md’s toast', async () => {
    const { calls } = mockApi([]);
    const { ui } = renderPage();
    await ui.type(input(), '  buy stamps {Enter}');

    const stored = parseQuickNotes(localStorage.getItem(quickNotesKey(user.id)));
    expect(stored).toEqual([
      { id: String(NOW.getTime()), content: 'buy stamps', createdAt: NOW.toISOString(), type: 'text' },
    ]);
    const home = renderHook(() => useQuickNotes(user.id));
    expect(home.result.current.notes.map((note) => note.content)).toEqual(['buy stamps']);

    expect(await screen.findByText('Quick note added')).toBeInTheDocument();
    expect(screen.getByText('Added to your notes for later organization')).toBeInTheDocument();
    expect(within(status()).getByText('Note saved')).toBeInTheDocument();
    expect(within(status()).getByRole('link', { name: 'Open Notes' })).toHaveAttribute('href', '/notes');
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });

  it('previews a typed task and sends its text to the quick add with Enter', async () => {
    const { calls } = stubWrites();
    const { ui } = renderPage();
    await ui.click(tab('Task'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Task' })).toHaveFocus());
    await ui.keyboard('dentist tomorrow 9am !high');

    const preview = screen.getByTestId('capture-preview');
    expect(preview).toHaveTextContent('dentist');
    expect(preview).toHaveTextContent('Tomorrow');
    expect(preview).toHaveTextContent('9:00 AM');
    expect(preview).toHaveTextContent('High');

    await ui.keyboard('{Enter}');
    await waitFor(() => expect(within(status()).getByText('Task added')).toBeInTheDocument());
    expect(writes(calls)).toMatchObject([
      { method: 'POST', path: '/api/tasks/quick', body: { text: 'dentist tomorrow 9am !high' } },
    ]);
    expect(within(status()).getByRole('link', { name: 'Open Tasks' })).toHaveAttribute('href', '/tasks');
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
  });

  it('offline, says the expense was not saved, sends nothing and keeps the text', async () => {
    const { calls } = stubWrites();
    goOffline();
    const { ui } = renderPage();
    await ui.click(tab('Expense'));
    await ui.type(input(), 'lunch 12,50');
    await ui.keyboard('{Enter}');
    expect(await screen.findByText("You're offline: this wasn't saved. Your text is kept.")).toBeVisible();
    expect(writes(calls)).toEqual([]);
    expect(input()).toHaveValue('lunch 12,50');
  });

  it('previews and saves a typed expense for today, with a guessed category', async () => {
    const { calls } = stubWrites();
    const { ui } = renderPage();
    await ui.click(tab('Expense'));
    await ui.type(input(), 'lunch 12,50');

    const preview = screen.getByTestId('capture-preview');
    expect(preview).toHaveTextContent('Expense');
    expect(preview).toHaveTextContent('$12.50');
    expect(preview).toHaveTextContent('lunch');
    expect(preview).toHaveTextContent('Food');

    await ui.keyboard('{Enter}');
    await waitFor(() => expect(within(status()).getByText('Expense saved')).toBeInTheDocument());
    expect(writes(calls)).toMatchObject([
      {
        method: 'POST',
        path: '/api/transactions',
        body: { date: TODAY, type: 'expense', amount: '12.50', category: 'Food', description: 'lunch' },
      },
    ]);
    expect(within(status()).getByRole('link', { name: 'Open Money' })).toHaveAttribute('href', '/money');
    expect(input()).toHaveFocus();
  });

  it('saves "+2000 salary" as income', async () => {
    const { calls } = stubWrites();
    const { ui } = renderPage();
    await ui.click(tab('Expense'));
    await ui.type(input(), '+2000 salary{Enter}');
    await waitFor(() => expect(within(status()).getByText('Income saved')).toBeInTheDocument());
    expect(writes(calls)[0]?.body).toEqual({
      date: TODAY,
      type: 'income',
      amount: '2000',
      category: 'Salary',
      description: 'salary',
    });
  });

  it('logs a mood for today with a face and a note when Enter is pressed', async () => {
    const { calls } = stubWrites();
    const { ui } = renderPage();
    await ui.click(tab('Mood'));
    await ui.click(screen.getByRole('radio', { name: 'Good' }));
    await ui.type(screen.getByRole('textbox', { name: 'Mood note (optional)' }), 'long walk{Enter}');
    await waitFor(() => expect(within(status()).getByText('Mood logged')).toBeInTheDocument());
    expect(writes(calls)).toMatchObject([
      { method: 'POST', path: '/api/moods', body: { date: TODAY, rating: 4, note: 'long walk' } },
    ]);
    expect(within(status()).getByRole('link', { name: 'Open Mood' })).toHaveAttribute('href', '/mood');
    expect(screen.getByRole('radio', { name: 'Good' })).not.toBeChecked();
    expect(input()).toHaveFocus();
  });

  it('gives a clear message for bad input and sends nothing', async () => {
    const { calls } = stubWrites();
    const { ui } = renderPage();

    await ui.type(input(), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Type a note first');
    expect(localStorage.getItem(quickNotesKey(user.id))).toBeNull();

    await ui.click(tab('Task'));
    await ui.clear(input());
    await ui.type(input(), 'tomorrow 9am{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Say what to do as well as when');

    await ui.click(tab('Expense'));
    await ui.clear(input());
    await ui.type(input(), 'lunch{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Add an amount, like “lunch 12.50”');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await ui.clear(input());
    await ui.type(input(), 'lunch 0{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('The amount must be more than 0');

    await ui.click(tab('Mood'));
    await ui.clear(input());
    await ui.type(input(), 'fine{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Pick how you feel, from 1 to 5');
    await ui.clear(input());
    await ui.type(input(), '9 amazing{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A mood goes from 1 to 5');
    expect(input()).toHaveFocus();

    expect(writes(calls)).toEqual([]);
  });

  it('remembers the last tab per user and ignores a corrupt stored one', async () => {
    mockApi([]);
    const first = renderPage();
    await first.ui.click(tab('Expense'));
    expect(localStorage.getItem(captureTabKey(user.id))).toBe('expense');
    first.unmount();

    renderPage().unmount();
    const again = renderPage();
    expect(tab('Expense')).toHaveAttribute('aria-selected', 'true');
    again.unmount();

    localStorage.setItem(captureTabKey(user.id), '{"tab":"mood"}');
    renderPage();
    expect(tab('Note')).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys', async () => {
    mockApi([]);
    const { ui } = renderPage();
    tab('Note').focus();
    await ui.keyboard('{ArrowRight}');
    expect(tab('Task')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Task')).toHaveFocus();
    await ui.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Mood')).toHaveAttribute('aria-selected', 'true');
  });
});
