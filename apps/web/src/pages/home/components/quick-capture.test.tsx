import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notesApi } from '@track-grow/domain/notes/api';
import { mockApi, makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetToasts } from '../../../lib/toast.ts';
import { parseQuickNotes } from '@track-grow/domain/notes';
import '../i18n.ts';
import { QuickCapture } from './quick-capture.tsx';

const user = makeUser();
const key = `quickNotes-${user.id}`;
interface StoredNote {
  id: string;
  content: string;
  createdAt: string;
  type: string;
}
const stored = (): StoredNote[] => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredNote[];

beforeEach(() => resetToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

function renderCapture() {
  const rendered = renderWithProviders(<QuickCapture userId={user.id} timeZone="UTC" />, { user });
  return { ...rendered, box: screen.getByRole('textbox', { name: 'Quick note' }) };
}

const notesList = () => screen.getByRole('list', { name: /quick note/ });

describe('Quick Capture', () => {
  it('adds a note with the Add button, stored on the device in SPEC.md’s shape, with a toast', async () => {
    const ui = userEvent.setup();
    const { box } = renderCapture();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await ui.type(box, '   ');
    expect(add).toBeDisabled();

    await ui.clear(box);
    await ui.type(box, '  Call the dentist  ');
    expect(add).toBeEnabled();
    await ui.click(add);

    expect(within(notesList()).getByText('Call the dentist')).toBeInTheDocument();
    expect(box).toHaveValue('');
    const notes = stored();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      content: 'Call the dentist',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      type: 'text',
    });
    expect(new Date(notes[0]!.createdAt).getTime()).toBe(Number(notes[0]!.id));
    expect(await screen.findByText('Quick note added')).toBeInTheDocument();
    expect(screen.getByText('Added to your notes for later organization')).toBeInTheDocument();
  });

  it('adds with Enter; Shift+Enter makes a new line; Enter on blank text adds nothing', async () => {
    const ui = userEvent.setup();
    const { box } = renderCapture();
    await ui.type(box, '{Enter}');
    expect(localStorage.getItem(key)).toBeNull();

    await ui.type(box, 'Milk{Shift>}{Enter}{/Shift}Eggs');
    expect(box).toHaveValue('Milk\nEggs');
    await ui.type(box, '{Enter}');
    expect(stored().map((note) => note.content)).toEqual(['Milk\nEggs']);
  });

  it('edits a note: save only with text, cancel and Escape discard', async () => {
    localStorage.setItem(
      key,
      JSON.stringify([
        { id: '1772700000000', content: 'Buy milk', createdAt: '2026-03-05T08:40:00.000Z', type: 'text' },
      ]),
    );
    const ui = userEvent.setup();
    renderCapture();
    await ui.click(screen.getByRole('button', { name: 'Edit note' }));
    const editor = screen.getByRole('textbox', { name: 'Edit note' });
    expect(editor).toHaveValue('Buy milk');
    await ui.clear(editor);
    await ui.type(editor, '  ');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await ui.type(editor, '{Enter}');
    expect(screen.getByRole('textbox', { name: 'Edit note' })).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(notesList()).getByText('Buy milk')).toBeInTheDocument();
    expect(stored()[0]!.content).toBe('Buy milk');

    await ui.click(screen.getByRole('button', { name: 'Edit note' }));
    await ui.type(screen.getByRole('textbox', { name: 'Edit note' }), ' and bread{Escape}');
    expect(within(notesList()).getByText('Buy milk')).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Edit note' }));
    const again = screen.getByRole('textbox', { name: 'Edit note' });
    await ui.clear(again);
    await ui.type(again, 'Buy oat milk ');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(notesList()).getByText('Buy oat milk')).toBeInTheDocument();
    expect(stored()).toEqual([
      { id: '1772700000000', content: 'Buy oat milk', createdAt: '2026-03-05T08:40:00.000Z', type: 'text' },
    ]);
    expect(await screen.findByText('Note updated')).toBeInTheDocument();
    expect(screen.getByText('Changes saved successfully')).toBeInTheDocument();
  });

  it('deletes a note with a toast', async () => {
    localStorage.setItem(
      key,
      JSON.stringify([
        { id: '1', content: 'Keep me', createdAt: '2026-03-05T08:00:00.000Z', type: 'text' },
        { id: '2', content: 'Drop me', createdAt: '2026-03-05T09:00:00.000Z', type: 'text' },
      ]),
    );
    renderCapture();
    const items = within(notesList()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Drop me'); // newest first
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Delete note' }));
    expect(screen.queryByText('Drop me')).not.toBeInTheDocument();
    expect(stored().map((note) => note.id)).toEqual(['1']);
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    expect(screen.getByText('Note removed successfully')).toBeInTheDocument();
  });

  it('loads only valid notes, and corrupt storage gives an empty list that still works', async () => {
    localStorage.setItem(
      key,
      JSON.stringify([
        { id: '1', content: 'Valid', createdAt: '2026-03-05T08:00:00.000Z', type: 'text' },
        { id: '2', content: 'No type', createdAt: '2026-03-05T08:00:00.000Z' },
        { id: '3', content: 'Image', createdAt: '2026-03-05T08:00:00.000Z', type: 'image' },
        { content: 'No id', createdAt: '2026-03-05T08:00:00.000Z', type: 'text' },
        { id: '5', createdAt: '2026-03-05T08:00:00.000Z', type: 'text' },
        { id: '6', content: 'No date', type: 'text' },
        'a string',
        null,
      ]),
    );
    const first = renderCapture();
    expect(within(notesList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Valid')).toBeInTheDocument();
    first.unmount();

    for (const corrupt of ['{not json', '{"id":"1"}', '42', 'null']) {
      expect(parseQuickNotes(corrupt)).toEqual([]);
    }
    localStorage.setItem(key, '{not json');
    const ui = userEvent.setup();
    const { box } = renderCapture();
    expect(screen.getByText(/Nothing captured yet/)).toBeInTheDocument();
    await ui.type(box, 'Fresh start{Enter}');
    expect(stored().map((note) => note.content)).toEqual(['Fresh start']);
  });

  it('never shows another user’s notes', () => {
    localStorage.setItem(
      'quickNotes-someone-else',
      JSON.stringify([
        { id: '1', content: 'Their secret', createdAt: '2026-03-05T08:00:00.000Z', type: 'text' },
      ]),
    );
    renderCapture();
    expect(screen.queryByText('Their secret')).not.toBeInTheDocument();
  });

  it('moves a note to Notes: POST /api/notes, then off the device', async () => {
    localStorage.setItem(
      key,
      JSON.stringify([
        { id: '1', content: 'Idea: a reading club', createdAt: '2026-03-05T08:00:00.000Z', type: 'text' },
      ]),
    );
    const { calls } = mockApi([
      [
        notesApi.create,
        {
          status: 201,
          body: {
            id: '0195f3a2-7c4e-7d2a-9b1e-2f6a8c4d5e70',
            title: '',
            content: 'Idea: a reading club',
            tags: [],
            pinned: false,
            createdAt: '2026-03-05T09:00:00.000Z',
            updatedAt: '2026-03-05T09:00:00.000Z',
          },
        },
      ],
    ]);
    renderCapture();
    fireEvent.click(screen.getByRole('button', { name: 'Move to Notes' }));
    await waitFor(() => expect(stored()).toEqual([]));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      content: 'Idea: a reading club',
      title: '',
      tags: [],
      pinned: false,
    });
    expect(await screen.findByText('Moved to Notes')).toBeInTheDocument();
  });

  it('keeps the note when moving it fails, and says why', async () => {
    localStorage.setItem(
      key,
      JSON.stringify([
        { id: '1', content: 'Stay here', createdAt: '2026-03-05T08:00:00.000Z', type: 'text' },
      ]),
    );
    mockApi([[notesApi.create, { status: 500, body: { message: 'Database unavailable' } }]]);
    renderCapture();
    fireEvent.click(screen.getByRole('button', { name: 'Move to Notes' }));
    expect(await screen.findByText('Could not move the note')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(stored()).toHaveLength(1);
    expect(screen.getByText('Stay here')).toBeInTheDocument();
  });

  it('says why in the user’s words when the server names an error code', async () => {
    localStorage.setItem(
      key,
      JSON.stringify([{ id: '1', content: 'Long', createdAt: '2026-03-05T08:00:00.000Z', type: 'text' }]),
    );
    const message = 'content: The note is too long (100,000 characters at most)';
    mockApi([[notesApi.create, { status: 400, body: { message, code: 'notes.contentTooLong' } }]]);
    renderCapture();
    fireEvent.click(screen.getByRole('button', { name: 'Move to Notes' }));
    expect(await screen.findByText('Could not move the note')).toBeInTheDocument();
    expect(screen.getByText('The note is too long (100,000 characters at most)')).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
