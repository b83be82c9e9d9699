import '../i18n.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@track-grow/domain/tasks';
import { makeUser, mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetToasts } from '../../../lib/toast.ts';
import { makeTask } from '../test/factories.ts';
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
  const api = mockApi({
    'GET /api/tasks': () => ({ body: [...stored] }),
    'GET /api/tasks/counts': { body: { today: 0, upcoming: 0, all: 1, completed: 0, overdue: 0 } },
    'POST /api/tasks': async ({ body }) => {
      const delay = delays[created] ?? 5;
      created += 1;
      await wait(delay);
      const task = makeTask({ title: (body as { title: string }).title, parentId: parent.id });
      stored.push(task);
      return { status: 201, body: task };
    },
  });
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
    mockApi({
      'GET /api/tasks': () => ({ body: [...stored] }),
      'GET /api/tasks/counts': { body: { today: 0, upcoming: 0, all: 1, completed: 0, overdue: 0 } },
      'POST /api/tasks': async ({ body }) => {
        await wait(20);
        const title = (body as { title: string }).title;
        if (title === 'B') return { status: 500, body: { message: 'Internal Server Error' } };
        const task = makeTask({ title, parentId: parent.id });
        stored.push(task);
        return { status: 201, body: task };
      },
    });
    renderWithProviders(<TaskSheet open onOpenChange={() => undefined} task={parent} tagSuggestions={[]} />, {
      user,
    });
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('New checklist item'), 'A{Enter}B{Enter}C{Enter}');
    expect(await screen.findByText("Couldn't save the task")).toBeInTheDocument();
    const checklist = screen.getByRole('region', { name: 'Checklist' });
    await waitFor(() =>
      expect(
        within(checklist)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['A', 'C']),
    );
  });
});
