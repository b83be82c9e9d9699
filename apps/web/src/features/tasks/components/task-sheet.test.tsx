import '../i18n.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@track-grow/domain/tasks';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { makeUser, mockApi, withParams } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetToasts } from '../../../lib/toast.ts';
import { goOffline } from '../../../test/offline.ts';
import { makeTask } from '../test-fixtures.ts';
import { TaskSheet } from './task-sheet.tsx';

const user = makeUser({ timezone: 'UTC' });

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A server that stores subtasks, answering each creation after `delay` ms (the first one slowest). */
function checklistServer(parent: Task, delays: number[]) {
  const stored: Task[] = [];
  let created = 0;
  const api = mockApi([
    [tasksApi.list, () => ({ body: [...stored] })],
    [tasksApi.counts, { body: { today: 0, upcoming: 0, all: 1, completed: 0, overdue: 0, dueToday: 0 } }],
    [
      tasksApi.create,
      async ({ body }) => {
        const delay = delays[created] ?? 5;
        created += 1;
        await wait(delay);
        const task = makeTask({ title: (body as { title: string }).title, parentId: parent.id });
        stored.push(task);
        return { status: 201, body: task };
      },
    ],
  ]);
  return { ...api, stored };
}

describe('TaskSheet checklist', () => {
  it('keeps every item typed quickly, in order, while the server answers slowly', async () => {
    const parent = makeTask({ title: 'Pack' });
    const server = checklistServer(parent, [120, 10, 60]);
    renderWithProviders(<TaskSheet open onOpenChange={() => undefined} task={parent} tagSuggestions={[]} />, {
      user,
    });
    const ui = userEvent.setup();
    const input = await screen.findByLabelText('New checklist item');
    await ui.type(input, 'A{Enter}B{Enter}C{Enter}');

    // The field is ready for the next item at once, and what was typed shows straight away.
    expect(input).toHaveValue('');
    const checklist = screen.getByRole('region', { name: 'Checklist' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A', 'B', 'C']);

    await waitFor(() => expect(server.stored.map((task) => task.title)).toEqual(['A', 'B', 'C']));
    await waitFor(() =>
      expect(
        within(checklist)
          .getAllByRole('checkbox')
          .map((box) => box.getAttribute('aria-label')),
      ).toEqual(['A', 'B', 'C']),
    );
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(3);
  });

  it('an item the server refuses is dropped with a message, and the others are kept', async () => {
    const parent = makeTask({ title: 'Pack' });
    const stored: Task[] = [];
    // The server answers once all three are typed, however slowly the typing goes: the field is empty by then.
    let typed = () => undefined as void;
    const allTyped = new Promise<void>((resolve) => (typed = resolve));
    mockApi([
      [tasksApi.list, () => ({ body: [...stored] })],
      [tasksApi.counts, { body: { today: 0, upcoming: 0, all: 1, completed: 0, overdue: 0, dueToday: 0 } }],
      [
        tasksApi.create,
        async ({ body }) => {
          await allTyped;
          await wait(20);
          const title = (body as { title: string }).title;
          if (title === 'B') return { status: 500, body: { message: 'Internal Server Error' } };
          const task = makeTask({ title, parentId: parent.id });
          stored.push(task);
          return { status: 201, body: task };
        },
      ],
    ]);
    renderWithProviders(<TaskSheet open onOpenChange={() => undefined} task={parent} tagSuggestions={[]} />, {
      user,
    });
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('New checklist item'), 'A{Enter}B{Enter}C{Enter}');
    typed();
    expect(await screen.findByText("Couldn't save the task")).toBeInTheDocument();
    const checklist = screen.getByRole('region', { name: 'Checklist' });
    await waitFor(() =>
      expect(
        within(checklist)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['A', 'C']),
    );
    // What was typed is not lost: the refused item is back in the empty field, to try again.
    expect(screen.getByLabelText('New checklist item')).toHaveValue('B');
  });
});

describe('TaskSheet deletes', () => {
  it('asks before deleting the task, and Cancel keeps it', async () => {
    const task = makeTask({ title: 'Plan trip' });
    const { calls } = mockApi([
      [tasksApi.list, { body: [] }],
      [tasksApi.counts, { body: { today: 0, upcoming: 0, all: 1, completed: 0, overdue: 0, dueToday: 0 } }],
      [withParams(tasksApi.remove, { id: task.id }), { body: { message: 'Task deleted' } }],
    ]);
    const onOpenChange = vi.fn();
    renderWithProviders(<TaskSheet open onOpenChange={onOpenChange} task={task} tagSuggestions={[]} />, {
      user,
    });
    const ui = userEvent.setup();
    const deletes = () => calls.filter((call) => call.method === 'DELETE');

    await ui.click(await screen.findByRole('button', { name: 'Delete task' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this task?' });
    await ui.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toHaveLength(0);

    await ui.click(screen.getByRole('button', { name: 'Delete task' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this task?' });
    await ui.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Task deleted')).toBeInTheDocument();
    expect(deletes()).toHaveLength(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks before removing a checklist item', async () => {
    const parent = makeTask({ title: 'Pack' });
    const item = makeTask({ title: 'Socks', parentId: parent.id });
    const { calls } = mockApi([
      [tasksApi.list, { body: [item] }],
      [tasksApi.counts, { body: { today: 0, upcoming: 0, all: 1, completed: 0, overdue: 0, dueToday: 0 } }],
      [withParams(tasksApi.remove, { id: item.id }), { body: { message: 'Task deleted' } }],
    ]);
    renderWithProviders(<TaskSheet open onOpenChange={() => undefined} task={parent} tagSuggestions={[]} />, {
      user,
    });
    const ui = userEvent.setup();
    const deletes = () => calls.filter((call) => call.method === 'DELETE');

    await ui.click(await screen.findByRole('button', { name: 'Remove Socks' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove this item?' });
    expect(confirm).toHaveTextContent('“Socks” will be removed from the checklist.');
    await ui.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toHaveLength(0);

    await ui.click(screen.getByRole('button', { name: 'Remove Socks' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Remove this item?' });
    await ui.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0]!.path).toBe(`/api/tasks/${item.id}`);
  });
});

describe('TaskSheet offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the task was not saved, sends nothing and keeps the sheet open with the text', async () => {
    const server = mockApi([]);
    goOffline();
    const onOpenChange = vi.fn();
    renderWithProviders(<TaskSheet open onOpenChange={onOpenChange} task={null} tagSuggestions={[]} />, {
      user,
    });
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('Title'), 'Call the bank');
    await ui.click(screen.getByRole('button', { name: 'Add task' }));

    expect(await screen.findByText("You're offline: this wasn't saved. Your text is kept.")).toBeVisible();
    expect(screen.getByText("Couldn't save the task")).toBeVisible();
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByLabelText('Title')).toHaveValue('Call the bank');
  });
});
