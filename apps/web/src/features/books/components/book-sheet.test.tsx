import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { booksApi } from '@track-grow/domain/books/api';
import { resetToasts } from '../../../lib/toast.ts';
import { withParams } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeBook, mockBooksApi, NOW, TODAY, user } from '../test-fixtures.ts';
import '../i18n.ts';
import { BookSheet } from './book-sheet.tsx';

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

describe('BookSheet', () => {
  it('adds a book by hand, showing field errors first', async () => {
    const { calls } = mockBooksApi();
    const onClose = vi.fn();
    renderWithProviders(<BookSheet state={{ mode: 'create' }} onClose={onClose} today={TODAY} />, { user });
    const sheet = await screen.findByRole('dialog', { name: 'Add a book' });
    const events = userEvent.setup();
    await events.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(within(sheet).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');

    await events.type(within(sheet).getByLabelText('Title'), 'Middlemarch');
    await events.type(within(sheet).getByLabelText('Total pages'), '100');
    await events.type(within(sheet).getByLabelText('Pages read'), '150');
    await events.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(within(sheet).getByLabelText('Pages read')).toHaveAccessibleDescription(
      'Pages read cannot be more than the total pages',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await events.clear(within(sheet).getByLabelText('Pages read'));
    await events.type(within(sheet).getByLabelText('Pages read'), '40');
    await events.type(within(sheet).getByLabelText('Author'), 'George Eliot');
    await events.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Book added')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Middlemarch',
      author: 'George Eliot',
      status: 'wantToRead',
      totalPages: 100,
      pagesRead: 40,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('finishes a book by sending only what changed, and shows a server field error', async () => {
    const book = makeBook();
    let attempt = 0;
    const { calls } = mockBooksApi({
      extra: [
        [
          withParams(booksApi.update, { id: book.id }),
          ({ body }) =>
            ++attempt === 1
              ? {
                  status: 400,
                  body: {
                    message: 'pagesRead: Pages read cannot be more than the total pages',
                    code: 'books.pagesBeyondTotal',
                    issues: [
                      {
                        path: 'pagesRead',
                        message: 'Pages read cannot be more than the total pages',
                        code: 'books.pagesBeyondTotal',
                      },
                    ],
                  },
                }
              : { body: { ...book, ...(body as object) } },
        ],
      ],
    });
    renderWithProviders(
      <BookSheet state={{ mode: 'edit', book }} onClose={() => undefined} today={TODAY} />,
      {
        user,
      },
    );
    const sheet = await screen.findByRole('dialog', { name: 'Edit book' });
    const events = userEvent.setup();
    await events.selectOptions(within(sheet).getByLabelText('Status'), 'Completed');
    await events.selectOptions(within(sheet).getByLabelText('Rating'), '5 stars');
    await events.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(
      await within(sheet).findByText('Pages read cannot be more than the total pages'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'completed', rating: 5 });
    await events.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Book saved')).toBeInTheDocument();
  });
});
