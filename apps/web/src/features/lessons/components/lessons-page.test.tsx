import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lessonLibrary } from '@track-grow/domain/lessons';
import { lessonsApi, quotesApi } from '@track-grow/domain/lessons/api';
import { resetToasts } from '../../../lib/toast.ts';
import { mockApi, withParams } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeLibrary, quote, user } from '../test-fixtures.ts';
import LessonsPage from './lessons-page.tsx';

const renderPage = () => renderWithProviders(<LessonsPage />, { user, path: '/lessons' });
const thinkingTotal = lessonLibrary.filter((l) => l.topic === 'thinking').length;

beforeEach(() => resetToasts());
afterEach(() => resetToasts());

describe('LessonsPage', () => {
  it('shows the lesson and quote of the day and the topics with their progress', async () => {
    mockApi([
      [lessonsApi.list, { body: makeLibrary({ 'first-principles': 'Check assumptions' }) }],
      [quotesApi.daily, { body: quote }],
    ]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Lessons' })).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: 'Lesson of the day' });
    expect(await within(today).findByText('Inversion')).toBeInTheDocument();
    const quoteCard = screen.getByRole('region', { name: 'Quote of the day' });
    expect(await within(quoteCard).findByText('“Well begun is half done.”')).toBeInTheDocument();
    expect(within(quoteCard).getByText('— Aristotle')).toBeInTheDocument();
    const thinking = screen.getByRole('region', { name: 'Thinking' });
    expect(within(thinking).getByText(`1/${thinkingTotal} learned`)).toBeInTheDocument();
    expect(within(thinking).getByRole('progressbar', { name: 'Thinking progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(
      screen.getByText(`1 of ${lessonLibrary.length} lessons learned`, { exact: false }),
    ).toBeInTheDocument();
  });

  it('marks a lesson learned with a reflection, and undoes it', async () => {
    let learned: Record<string, string | null> = {};
    const { calls } = mockApi([
      [lessonsApi.list, () => ({ body: makeLibrary(learned) })],
      [quotesApi.daily, { body: quote }],
      [
        lessonsApi.complete,
        ({ body }) => {
          const { lessonId, reflection } = body as { lessonId: string; reflection?: string };
          learned = { ...learned, [lessonId]: reflection ?? null };
          return {
            body: {
              id: '0190a1b2-0000-7000-8000-0000000000aa',
              lessonId,
              completedAt: '2026-03-10T10:00:00.000Z',
              reflection: reflection ?? null,
            },
          };
        },
      ],
      [
        withParams(lessonsApi.uncomplete, { lessonId: 'inversion' }),
        () => {
          learned = {};
          return { body: { message: 'Lesson unmarked' } };
        },
      ],
    ]);
    const u = userEvent.setup();
    renderPage();
    const thinking = await screen.findByRole('region', { name: 'Thinking' });
    await u.click(within(thinking).getByRole('button', { name: /Inversion/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Inversion' });
    expect(within(dialog).getByText('Everyday examples')).toBeInTheDocument();
    expect(within(dialog).getByText(/what would I do if I wanted this to fail/i)).toBeInTheDocument();

    const field = within(dialog).getByLabelText('Your reflection (optional)');
    await u.type(field, 'Plan the failure first');
    await u.click(within(dialog).getByRole('button', { name: 'Mark as learned' }));
    expect(await screen.findByText('Lesson learned')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      lessonId: 'inversion',
      reflection: 'Plan the failure first',
    });
    await waitFor(() => expect(within(thinking).getByText(`1/${thinkingTotal} learned`)).toBeInTheDocument());
    expect(await within(dialog).findByText('Plan the failure first')).toBeInTheDocument();

    await u.click(within(dialog).getByRole('button', { name: 'Undo: mark as not learned' }));
    await waitFor(() => expect(within(thinking).getByText(`0/${thinkingTotal} learned`)).toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Mark as learned' })).toBeInTheDocument();
  });

  it('refuses a reflection over 1000 characters with a message', async () => {
    mockApi([
      [lessonsApi.list, { body: makeLibrary() }],
      [quotesApi.daily, { body: quote }],
    ]);
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Read the lesson: Inversion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inversion' });
    const field = within(dialog).getByLabelText('Your reflection (optional)');
    await u.click(field);
    await u.paste('x'.repeat(1001));
    expect(field).toHaveAccessibleDescription('Keep the reflection under 1000 characters (1001 now)');
    expect(within(dialog).getByRole('button', { name: 'Mark as learned' })).toBeDisabled();
  });

  it('filters by topic and search, with an empty state', async () => {
    mockApi([
      [lessonsApi.list, { body: makeLibrary() }],
      [quotesApi.daily, { body: quote }],
    ]);
    const u = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Thinking' });
    await u.selectOptions(screen.getByLabelText('Topic'), 'money');
    expect(screen.queryByRole('region', { name: 'Thinking' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Money' })).toBeInTheDocument();
    await u.type(screen.getByLabelText('Search lessons'), 'zzzz');
    expect(screen.getByRole('heading', { name: 'No lesson matches' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('region', { name: 'Thinking' })).toBeInTheDocument();
  });

  it('shows skeletons while loading', () => {
    mockApi([
      [lessonsApi.list, () => new Promise(() => {})],
      [quotesApi.daily, () => new Promise(() => {})],
    ]);
    renderPage();
    expect(screen.getAllByRole('status', { name: 'Loading lessons' }).length).toBeGreaterThan(0);
  });
});
