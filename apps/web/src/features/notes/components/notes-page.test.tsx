import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Note } from '@track-grow/domain/notes';
import { notesApi } from '@track-grow/domain/notes/api';
import { makeUser, mockApi, type RecordedCall, withParams } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetToasts } from '../../../lib/toast.ts';
import { quickNotesKey } from '@track-grow/domain/notes';
import { makeNote } from '../test-fixtures.ts';
import NotesPage from './notes-page.tsx';

const user = makeUser({ timezone: 'UTC' });

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/notes');

describe('NotesPage', () => {
  it('lists pinned notes first and pages with Load more (x-next-cursor)', async () => {
    const pinned = makeNote({ title: 'Packing list', pinned: true });
    const first = makeNote({ title: 'Book notes: Atomic Habits', tags: ['book'] });
    const older = makeNote({ title: 'Old idea' });
    const { calls } = mockApi([
      [
        notesApi.list,
        ({ url }) =>
          url.searchParams.get('cursor') === 'page-2'
            ? { body: [older] }
            : { body: [pinned, first], headers: { 'x-next-cursor': 'page-2' } },
      ],
    ]);
    renderWithProviders(<NotesPage />, { user });
    const pinnedSection = await screen.findByRole('region', { name: 'Pinned' });
    expect(within(pinnedSection).getByRole('button', { name: /Packing list/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Others' })).getByRole('button', { name: /Atomic Habits/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Old idea')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Old idea')).toBeInTheDocument();
    expect(listCalls(calls).some((call) => call.url.searchParams.get('cursor') === 'page-2')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches the full text once typing pauses, not at every key', async () => {
    const { calls } = mockApi([
      [
        notesApi.list,
        ({ url }) => ({
          body:
            url.searchParams.get('q') === 'groc'
              ? [makeNote({ title: 'Groceries for the week' })]
              : [makeNote({ title: 'Unrelated' })],
        }),
      ],
    ]);
    renderWithProviders(<NotesPage />, { user });
    await screen.findByText('Unrelated');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search notes' }), 'groc');
    expect(await screen.findByText('Groceries for the week')).toBeInTheDocument();
    const searches = listCalls(calls).filter((call) => call.url.searchParams.has('q'));
    expect(searches.map((call) => call.url.searchParams.get('q'))).toEqual(['groc']);
    expect(screen.getByText('1 note found')).toBeInTheDocument();
  });

  it('says so when a search finds nothing', async () => {
    mockApi([[notesApi.list, ({ url }) => ({ body: url.searchParams.get('q') ? [] : [makeNote()] })]]);
    renderWithProviders(<NotesPage />, { user });
    await screen.findByText('Groceries');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search notes' }), 'zebra');
    expect(await screen.findByRole('heading', { name: 'No notes found' })).toBeInTheDocument();
    expect(screen.getByText('Nothing matches “zebra”. Try fewer or different words.')).toBeInTheDocument();
  });

  it('filters by a tag', async () => {
    const { calls } = mockApi([
      [
        notesApi.list,
        ({ url }) => ({
          body:
            url.searchParams.get('tag') === 'book'
              ? [makeNote({ title: 'Deep Work', tags: ['book'] })]
              : [
                  makeNote({ title: 'Deep Work', tags: ['book'] }),
                  makeNote({ title: 'Milk', tags: ['groceries'] }),
                ],
        }),
      ],
    ]);
    renderWithProviders(<NotesPage />, { user });
    await screen.findByText('Milk');
    await userEvent.setup().click(screen.getByRole('button', { name: '#book' }));
    await waitFor(() => expect(screen.queryByText('Milk')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '#book' })).toHaveAttribute('aria-pressed', 'true');
    expect(listCalls(calls).some((call) => call.url.searchParams.get('tag') === 'book')).toBe(true);
  });

  it('renders markdown without raw HTML: a script or an img onerror shows as text', async () => {
    const note = makeNote({
      title: 'Careful',
      content:
        '# Plan\n\n**bold** and a [link](https://example.com)\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n- [x] done',
    });
    mockApi([[notesApi.list, { body: [note] }]]);
    renderWithProviders(<NotesPage />, { user });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Careful/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Note' });
    expect(within(sheet).getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(within(sheet).getByRole('heading', { name: 'Plan', level: 3 })).toBeInTheDocument();
    expect(within(sheet).getByText('bold').tagName).toBe('STRONG');
    expect(within(sheet).getByRole('link', { name: 'link' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    // Block-level HTML sits as text between the paragraphs; nothing of it becomes an element.
    expect(sheet).toHaveTextContent('<script>alert(1)</script>');
    expect(sheet).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('script, img')).toBeNull();
    expect(within(sheet).getByRole('checkbox', { name: 'Done' })).toBeChecked();
  });

  it('creates a note, and asks for a title or text first', async () => {
    const { calls } = mockApi([
      [notesApi.list, { body: [] }],
      [notesApi.create, ({ body }) => ({ status: 201, body: makeNote(body as Partial<Note>) })],
    ]);
    renderWithProviders(<NotesPage />, { user });
    const ui = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'No notes yet' })).toBeInTheDocument();
    await ui.click(screen.getAllByRole('button', { name: 'New note' })[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'New note' });
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(within(sheet).getByLabelText('Note')).toHaveAccessibleDescription('Write a title or some text');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await ui.type(within(sheet).getByLabelText('Note'), '- milk');
    await ui.type(within(sheet).getByLabelText('Tags'), 'Groceries{Enter}');
    await ui.click(within(sheet).getByRole('switch', { name: 'Pin to the top' }));
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: '',
      content: '- milk',
      tags: ['groceries'],
      pinned: true,
    });
  });

  it('edits a note with SPEC.md’s "Note updated" toast and deletes it after a confirmation', async () => {
    const note = makeNote({ title: 'Groceries' });
    const { calls } = mockApi([
      [notesApi.list, { body: [note] }],
      [
        withParams(notesApi.update, { id: note.id }),
        ({ body }) => ({ body: { ...note, ...(body as object) } }),
      ],
      [withParams(notesApi.remove, { id: note.id }), { body: { message: 'Note deleted' } }],
    ]);
    renderWithProviders(<NotesPage />, { user });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: /Groceries/ }));
    let sheet = await screen.findByRole('dialog', { name: 'Note' });
    await ui.clear(within(sheet).getByLabelText('Title'));
    await ui.type(within(sheet).getByLabelText('Title'), 'Shopping');
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note updated')).toBeInTheDocument();
    expect(screen.getByText('Changes saved successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      title: 'Shopping',
      content: note.content,
    });

    await ui.click(await screen.findByRole('button', { name: /Groceries/ }));
    sheet = await screen.findByRole('dialog', { name: 'Note' });
    await ui.click(within(sheet).getByRole('button', { name: 'Delete note' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this note?' });
    await ui.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    expect(screen.getByText('Note removed successfully')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/notes/${note.id}`)).toBe(
      true,
    );
  });

  it('moves a device quick note into Notes, then takes it off the device', async () => {
    const key = quickNotesKey(user.id);
    localStorage.setItem(
      key,
      JSON.stringify([
        { id: '1763800000000', content: 'Buy oat milk', createdAt: '2026-11-21T09:12:00.000Z', type: 'text' },
        {
          id: '1763810000000',
          content: 'Weekly review idea',
          createdAt: '2026-11-22T07:40:00.000Z',
          type: 'text',
        },
        { id: 'broken', type: 'text' },
      ]),
    );
    const { calls } = mockApi([
      [notesApi.list, { body: [] }],
      [notesApi.create, ({ body }) => ({ status: 201, body: makeNote(body as Partial<Note>) })],
    ]);
    renderWithProviders(<NotesPage />, { user });
    const ui = userEvent.setup();
    const section = await screen.findByRole('region', { name: /From Quick Capture/ });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);

    await ui.click(within(section).getByRole('button', { name: 'Move to Notes: Buy oat milk' }));
    expect(await screen.findByText('Moved to Notes')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ content: 'Buy oat milk' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual([
      {
        id: '1763810000000',
        content: 'Weekly review idea',
        createdAt: '2026-11-22T07:40:00.000Z',
        type: 'text',
      },
      { id: 'broken', type: 'text' },
    ]);
  });

  it('keeps a quick note on the device when the move fails', async () => {
    const key = quickNotesKey(user.id);
    const stored = JSON.stringify([
      { id: '1', content: 'Keep me', createdAt: '2026-11-21T09:12:00.000Z', type: 'text' },
    ]);
    localStorage.setItem(key, stored);
    mockApi([
      [notesApi.list, { body: [] }],
      [notesApi.create, { status: 500, body: { message: 'Internal error' } }],
    ]);
    renderWithProviders(<NotesPage />, { user });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Move to Notes: Keep me' }));
    expect(await screen.findByText("Couldn't move the note")).toBeInTheDocument();
    expect(localStorage.getItem(key)).toBe(stored);
    expect(screen.getByText('Keep me')).toBeInTheDocument();
  });

  it('shows no Quick Capture section when device storage is corrupt', async () => {
    localStorage.setItem(quickNotesKey(user.id), '{oops');
    mockApi([[notesApi.list, { body: [makeNote()] }]]);
    renderWithProviders(<NotesPage />, { user });
    await screen.findByText('Groceries');
    expect(screen.queryByRole('region', { name: /From Quick Capture/ })).not.toBeInTheDocument();
  });
});

describe('NotesPage: ?new=1 (the Hub’s "Quick add")', () => {
  it('opens the new-note sheet and takes ?new out of the URL in place', async () => {
    mockApi([[notesApi.list, { body: [] }]]);
    const { location } = renderWithProviders(<NotesPage />, { user, path: '/notes?new=1' });
    expect(await screen.findByRole('dialog', { name: 'New note' })).toBeInTheDocument();
    expect(location.history).toEqual(['/notes']);
  });
});
