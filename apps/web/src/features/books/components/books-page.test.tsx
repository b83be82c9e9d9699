import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookLibrary } from '@track-grow/domain/books';
import { booksApi } from '@track-grow/domain/books/api';
import { resetToasts } from '../../../lib/toast.ts';
import { withParams } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeBook, makeSummary, mockBooksApi, NOW, user } from '../test-fixtures.ts';
import BooksPage from './books-page.tsx';

const renderPage = (path = '/books') => renderWithProviders(<BooksPage />, { user, path });
const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetToasts();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('BooksPage', () => {
  it('shows the goal, the book being read with its progress, and the library', async () => {
    mockBooksApi({ books: [makeBook({ rating: 4, notes: 'Good so far' })] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Books' })).toBeInTheDocument();
    const goal = region('Reading goal');
    expect(await within(goal).findByText('3 of 12 books in 2026')).toBeInTheDocument();
    expect(within(goal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    const mine = region('My books');
    expect(await within(mine).findByText('Deep Work')).toBeInTheDocument();
    expect(within(mine).getByRole('progressbar', { name: 'Progress of Deep Work' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(mine).getByText('120 of 300 pages')).toBeInTheDocument();
    expect(within(mine).getByRole('img', { name: 'Rated 4 of 5' })).toBeInTheDocument();
    expect(within(mine).getByText('Started Mar 1, 2026')).toBeInTheDocument();

    const library = region('Recommended books');
    expect(await within(library).findAllByRole('listitem')).toHaveLength(bookLibrary.length);
    const deepWork = within(library).getByText('Deep Work').closest('li')!;
    expect(within(deepWork).getByRole('button', { name: 'On your list' })).toBeDisabled();
  });

  it('filters the library by topic and adds a book to the list', async () => {
    const { calls } = mockBooksApi();
    renderPage();
    const library = region('Recommended books');
    await within(library).findAllByRole('listitem');
    const events = userEvent.setup();
    await events.click(within(library).getByRole('button', { name: 'Money' }));
    const items = within(library).getAllByRole('listitem');
    expect(items).toHaveLength(bookLibrary.filter((b) => b.topic === 'money').length);
    expect(within(library).getByText('The Psychology of Money')).toBeInTheDocument();
    expect(within(library).queryByText('Deep Work')).not.toBeInTheDocument();

    await events.click(
      within(library).getByRole('button', { name: 'Add to my list: The Psychology of Money' }),
    );
    expect(await screen.findByText('Added to your list')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      libraryId: 'the-psychology-of-money',
      status: 'wantToRead',
    });
  });

  it('shows an empty state for a status with no books', async () => {
    mockBooksApi({ summary: makeSummary({ goal: null, completedThisYear: 0 }) });
    renderPage();
    expect(await screen.findByText("You're not reading anything right now")).toBeInTheDocument();
    expect(screen.getByText('0 books finished in 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set goal' })).toBeInTheDocument();
  });

  it('deletes a book only after the confirmation', async () => {
    const book = makeBook({ title: 'Range', libraryId: 'range' });
    const { calls } = mockBooksApi({
      books: [book],
      extra: [[withParams(booksApi.remove, { id: book.id }), { body: { message: 'Book deleted' } }]],
    });
    renderPage();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete Range' }));
    await events.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Range?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Book deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        `/api/books/${book.id}`,
      ]),
    );
  });
});

describe('BooksPage: ?new=1 (the Hub’s "Quick add")', () => {
  it('opens the add-a-book sheet and takes ?new out of the URL in place', async () => {
    mockBooksApi();
    const { location } = renderPage('/books?new=1');
    expect(await screen.findByRole('dialog', { name: 'Add a book' })).toBeInTheDocument();
    expect(location.history).toEqual(['/books']);
  });
});
