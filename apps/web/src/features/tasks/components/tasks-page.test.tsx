import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task, TaskListView } from '@track-grow/domain/tasks';
import { tasksApi } from '@track-grow/domain/tasks/api';
import {
  deferred,
  makeUser,
  mockApi,
  type MockRoute,
  type RecordedCall,
  withParams,
} from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetToasts } from '../../../lib/toast.ts';
import { counts, makeTask } from '../test-fixtures.ts';
import TasksPage from './tasks-page.tsx';

// Monday 2 March 2026, 10:00 in the user's zone (UTC): "friday" is 6 March.
const NOW = new Date('2026-03-02T10:00:00Z');
const user = makeUser({ timezone: 'UTC', weekStart: 1 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetToasts();
});

const viewOf = (call: RecordedCall) => call.url.searchParams.get('view');
const listCalls = (calls: RecordedCall[], view: string) =>
  calls.filter(
    (call) => call.method === 'GET' && call.url.pathname === '/api/tasks' && viewOf(call) === view,
  );

type Views = Partial<Record<TaskListView | 'none', Task[] | (() => Task[])>>;

/** Counts, the lists by `view` (no view: 'none') and any further routes. */
function stubTasks(views: Views, extra: readonly MockRoute[] = [], badge = counts()) {
  return mockApi([
    [tasksApi.counts, { body: badge }],
    [
      tasksApi.list,
      ({ url }) => {
        const list = views[(url.searchParams.get('view') ?? 'none') as keyof Views] ?? [];
        return { body: typeof list === 'function' ? list() : list };
      },
    ],
    ...extra,
  ]);
}

describe('TasksPage', () => {
  it('shows each view with its count badge and loads a view when its tab is chosen', async () => {
    const { calls } = stubTasks(
      {
        today: [makeTask({ title: 'Call mom', dueDate: '2026-03-02' })],
        upcoming: [makeTask({ title: 'Dentist', dueDate: '2026-03-09' })],
      },
      [],
      counts({ today: 3, upcoming: 2, all: 7, completed: 12, overdue: 1, dueToday: 2 }),
    );
    renderWithProviders(<TasksPage />, { user });
    const ui = userEvent.setup();

    expect(await screen.findByRole('tab', { name: 'Today (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Upcoming (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (7)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (12)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('2 due today · 1 overdue')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Call mom' })).toBeInTheDocument();

    await ui.click(screen.getByRole('tab', { name: 'Upcoming (2)' }));
    expect(await screen.findByRole('checkbox', { name: 'Dentist' })).toBeInTheDocument();
    expect(listCalls(calls, 'upcoming')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: /Next week|Mon, Mar 9/ })).toBeInTheDocument();
  });

  it('previews typed text with parseQuickAdd in the user’s today and creates it with POST /api/tasks/quick', async () => {
    const created = makeTask({ title: 'pay rent', dueDate: '2026-03-06', priority: 'high', tags: ['home'] });
    const { calls } = stubTasks({}, [[tasksApi.quickAdd, { status: 201, body: created }]]);
    renderWithProviders(<TasksPage />, { user });
    const ui = userEvent.setup();

    const input = await screen.findByLabelText('Add a task');
    await ui.type(input, 'pay rent friday !high #home');
    const preview = screen.getByTestId('quick-add-preview');
    expect(preview).toHaveTextContent('pay rent');
    expect(preview).toHaveTextContent('Friday');
    expect(preview).toHaveTextContent('High');
    expect(preview).toHaveTextContent('home');
    expect(preview).not.toHaveTextContent('!high');

    const before = listCalls(calls, 'today').length;
    await ui.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Task added')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/tasks/quick',
      body: { text: 'pay rent friday !high #home' },
    });
    expect(input).toHaveValue('');
    // The lists are read again after the creation.
    await waitFor(() => expect(listCalls(calls, 'today').length).toBeGreaterThan(before));
  });

  it('says in the preview when text written like a date is no real day (issue 22)', async () => {
    stubTasks({});
    renderWithProviders(<TasksPage />, { user });
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('Add a task'), 'pay rent 02/31');
    const preview = screen.getByTestId('quick-add-preview');
    expect(preview).toHaveTextContent('pay rent 02/31');
    expect(preview).toHaveTextContent('“02/31” is not a real date: not read as the due date');
  });

  it('shows Italian examples to an Italian profile and previews Italian dates as the server reads them', async () => {
    stubTasks({});
    const italian = makeUser({ timezone: 'UTC', weekStart: 1, locale: 'it' });
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('it');
    try {
      renderWithProviders(<TasksPage />, { user: italian });
      const ui = userEvent.setup();
      const input = await screen.findByLabelText("Aggiungi un'attività");
      expect(input).toHaveAttribute('placeholder', 'pagare affitto venerdì !alta #casa');
      expect(input).toHaveAccessibleDescription(expect.stringContaining('domani alle 9'));

      await ui.type(input, 'pagare affitto venerdì alle 18 !alta');
      const preview = screen.getByTestId('quick-add-preview');
      expect(preview).toHaveTextContent('pagare affitto');
      expect(preview).toHaveTextContent('Alta');
      expect(preview).toHaveTextContent('18:00');
      expect(preview).not.toHaveTextContent('venerdì alle');
      expect(preview).toHaveTextContent(/venerdì/i); // the date chip, the title no longer has it
      await ui.clear(input);
      await ui.type(input, 'pagare affitto 31/02');
      expect(screen.getByTestId('quick-add-preview')).toHaveTextContent(
        '“31/02” non è una data reale: non letta come scadenza',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('refuses a date alone and shows the server’s reason under the field', async () => {
    const { calls } = stubTasks({}, [
      [
        tasksApi.quickAdd,
        {
          status: 400,
          body: {
            message: 'text: Keep it under 500 characters',
            issues: [{ path: 'text', message: 'Keep it under 500 characters', code: 'tasks.quickTooLong' }],
          },
        },
      ],
    ]);
    renderWithProviders(<TasksPage />, { user });
    const ui = userEvent.setup();
    const input = await screen.findByLabelText('Add a task');

    await ui.click(screen.getByRole('button', { name: 'Add' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Type a task'));

    await ui.type(input, 'tomorrow');
    expect(screen.getByTestId('quick-add-preview')).toHaveTextContent('Tomorrow');
    await ui.click(screen.getByRole('button', { name: 'Add' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Say what to do as well as when'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await ui.clear(input);
    await ui.type(input, 'call mom');
    await ui.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining('Keep it under 500 characters')),
    );
  });

  it('completes a task with its button (ticked at once) and reopens a completed one', async () => {
    const open = makeTask({ title: 'Water plants', dueDate: '2026-03-02' });
    const done = makeTask({
      title: 'File taxes',
      status: 'completed',
      completedAt: '2026-03-01T09:00:00.000Z',
      dueDate: '2026-03-01',
    });
    const held = deferred<void>();
    let completed = false;
    const { calls } = stubTasks(
      {
        today: () => (completed ? [] : [open]),
        completed: () => (completed ? [{ ...open, status: 'completed' }, done] : [done]),
      },
      [
        [
          withParams(tasksApi.update, { id: open.id }),
          async ({ body }) => {
            await held.promise;
            completed = true;
            return { body: { ...open, ...(body as object) } };
          },
        ],
        [
          withParams(tasksApi.update, { id: done.id }),
          ({ body }) => ({ body: { ...done, ...(body as object) } }),
        ],
      ],
    );
    renderWithProviders(<TasksPage />, { user });
    const ui = userEvent.setup();

    const box = await screen.findByRole('checkbox', { name: 'Water plants' });
    expect(box).not.toBeChecked();
    await ui.click(box);
    expect(box).toBeChecked();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: `/api/tasks/${open.id}`,
      body: { status: 'completed' },
    });
    held.resolve();
    expect(await screen.findByText('Task completed')).toBeInTheDocument();
    // Refetched: the task has left Today.
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Water plants' })).not.toBeInTheDocument(),
    );

    await ui.click(screen.getByRole('tab', { name: /Completed/ }));
    const doneBox = await screen.findByRole('checkbox', { name: 'File taxes' });
    expect(doneBox).toBeChecked();
    await ui.click(doneBox);
    expect(await screen.findByText('Back on your list')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')[1]).toMatchObject({
      path: `/api/tasks/${done.id}`,
      body: { status: 'todo' },
    });
  });

  it('completes a task with a swipe to the right on a touch screen, and a short pull does nothing', async () => {
    const task = makeTask({ title: 'Stretch', dueDate: '2026-03-02' });
    const { calls } = stubTasks({ today: [task] }, [
      [withParams(tasksApi.update, { id: task.id }), { body: { ...task, status: 'completed' } }],
    ]);
    renderWithProviders(<TasksPage />, { user });
    const row = (await screen.findByRole('checkbox', { name: 'Stretch' })).closest('.touch-pan-y')!;
    const pull = (distance: number) => {
      fireEvent.pointerDown(row, { pointerId: 1, pointerType: 'touch', clientX: 20, clientY: 100 });
      fireEvent.pointerMove(row, {
        pointerId: 1,
        pointerType: 'touch',
        clientX: 20 + distance / 2,
        clientY: 102,
      });
      fireEvent.pointerMove(row, {
        pointerId: 1,
        pointerType: 'touch',
        clientX: 20 + distance,
        clientY: 103,
      });
      fireEvent.pointerUp(row, { pointerId: 1, pointerType: 'touch', clientX: 20 + distance, clientY: 103 });
    };
    pull(40);
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    pull(140);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'completed' });
  });

  it('says when a completed recurring task’s next occurrence is due', async () => {
    const weekly = makeTask({ title: 'Weekly review', dueDate: '2026-03-02', recurrence: 'weekly' });
    const next = makeTask({ title: 'Weekly review', dueDate: '2026-03-09', recurrence: 'weekly' });
    stubTasks({ today: [weekly] }, [
      [
        withParams(tasksApi.update, { id: weekly.id }),
        { body: { ...weekly, status: 'completed', nextOccurrenceId: next.id } },
      ],
      [withParams(tasksApi.get, { id: next.id }), { body: next }],
    ]);
    renderWithProviders(<TasksPage />, { user });
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Weekly review' }));
    expect(await screen.findByText('Next one is due Mon, Mar 9')).toBeInTheDocument();
  });

  it('a failed completion puts the tick back and says so', async () => {
    const task = makeTask({ title: 'Renew passport', dueDate: '2026-03-02' });
    stubTasks({ today: [task] }, [
      [withParams(tasksApi.update, { id: task.id }), { status: 500, body: { message: 'Internal error' } }],
    ]);
    renderWithProviders(<TasksPage />, { user });
    const box = await screen.findByRole('checkbox', { name: 'Renew passport' });
    await userEvent.setup().click(box);
    expect(await screen.findByText("Couldn't save the task")).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('sets overdue tasks apart under their own heading', async () => {
    stubTasks({
      today: [
        makeTask({ title: 'Book the dentist', dueDate: '2026-02-27' }),
        makeTask({ title: 'Call mom', dueDate: '2026-03-02' }),
      ],
    });
    renderWithProviders(<TasksPage />, { user });
    const overdue = await screen.findByRole('region', { name: /Overdue/ });
    expect(within(overdue).getByRole('checkbox', { name: 'Book the dentist' })).toBeInTheDocument();
    expect(within(overdue).getByText(/3 days overdue/)).toBeInTheDocument();
    const today = screen.getByRole('region', { name: /^Today/ });
    expect(within(today).getByRole('checkbox', { name: 'Call mom' })).toBeInTheDocument();
  });

  it('shows when a completed task was done, never that it is overdue; a cancelled one keeps its date', async () => {
    stubTasks({
      completed: [
        makeTask({
          title: 'File taxes',
          status: 'completed',
          dueDate: '2026-02-27',
          completedAt: '2026-02-28T09:00:00.000Z',
        }),
        makeTask({
          title: 'Water plants',
          status: 'completed',
          dueDate: '2026-02-26',
          completedAt: '2026-03-02T08:00:00.000Z',
        }),
      ],
      cancelled: [makeTask({ title: 'Old plan', status: 'cancelled', dueDate: '2026-02-27' })],
    });
    renderWithProviders(<TasksPage />, { user });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('tab', { name: /Completed/ }));
    const taxes = (await screen.findByRole('checkbox', { name: 'File taxes' })).closest('li')!;
    expect(taxes).toHaveTextContent('Completed Sat, Feb 28');
    const plants = screen.getByRole('checkbox', { name: 'Water plants' }).closest('li')!;
    expect(plants).toHaveTextContent('Completed today');
    for (const row of [taxes, plants]) {
      expect(row).not.toHaveTextContent(/overdue/i);
      expect(row.firstElementChild).not.toHaveClass('border-l-danger');
    }

    await ui.click(screen.getByRole('tab', { name: /Cancelled/ }));
    const plan = await screen.findByText('Old plan');
    expect(plan.closest('li')).toHaveTextContent('Due Fri, Feb 27');
    expect(plan.closest('li')).not.toHaveTextContent(/overdue/i);
  });

  it('filters the view by tag and priority on the server', async () => {
    const { calls } = stubTasks({ none: [makeTask({ tags: ['home', 'work'] })], today: [] });
    renderWithProviders(<TasksPage />, { user });
    const ui = userEvent.setup();
    await screen.findByRole('heading', { name: 'Nothing due today' });
    await ui.selectOptions(screen.getByLabelText('Filter by tag'), '#work');
    await ui.selectOptions(screen.getByLabelText('Filter by priority'), 'High');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/tasks?view=today&tag=work&priority=high')).toBe(true),
    );
    expect(await screen.findByRole('heading', { name: 'No tasks match these filters' })).toBeInTheDocument();
  });

  it('validates the task form under its fields before sending anything', async () => {
    const { calls } = stubTasks({ today: [] });
    renderWithProviders(<TasksPage />, { user });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'New task' }));
    const sheet = await screen.findByRole('dialog', { name: 'New task' });

    const date = within(sheet).getByLabelText('Due date');
    await ui.clear(date);
    await ui.type(within(sheet).getByLabelText('Time'), '09:30');
    await ui.selectOptions(within(sheet).getByLabelText('Repeat'), 'Every week');
    await ui.click(within(sheet).getByRole('button', { name: 'Add task' }));

    expect(within(sheet).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(within(sheet).getByLabelText('Time')).toHaveAccessibleDescription('Pick a date for the time');
    expect(within(sheet).getByText('A repeating task needs a due date')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates a task with its checklist from the sheet', async () => {
    const parent = makeTask({ title: 'Plan trip', dueDate: '2026-03-02' });
    const { calls } = stubTasks({ today: [] }, [
      [
        tasksApi.create,
        ({ body }) => ({
          status: 201,
          body: (body as { parentId?: string }).parentId ? makeTask({ ...(body as object) }) : parent,
        }),
      ],
    ]);
    renderWithProviders(<TasksPage />, { user });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'New task' }));
    const sheet = await screen.findByRole('dialog', { name: 'New task' });
    await ui.type(within(sheet).getByLabelText('Title'), 'Plan trip');
    await ui.click(within(sheet).getByRole('radio', { name: 'High' }));
    await ui.type(within(sheet).getByLabelText('Tags'), 'travel{Enter}');
    await ui.type(within(sheet).getByLabelText('New checklist item'), 'Book flights{Enter}');
    await ui.type(within(sheet).getByLabelText('New checklist item'), 'Pack{Enter}');
    expect(within(sheet).getByText('Book flights')).toBeInTheDocument();
    await ui.click(within(sheet).getByRole('button', { name: 'Add task' }));

    expect(await screen.findByText('Task added')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts[0]?.body).toMatchObject({
      title: 'Plan trip',
      dueDate: '2026-03-02',
      priority: 'high',
      tags: ['travel'],
    });
    expect(posts.slice(1).map((call) => call.body)).toMatchObject([
      { title: 'Book flights', parentId: parent.id },
      { title: 'Pack', parentId: parent.id },
    ]);
  });

  it('shows a task’s checklist under it and ticks an item', async () => {
    const parent = makeTask({ title: 'Plan trip', dueDate: '2026-03-02' });
    const item = makeTask({ title: 'Book flights', parentId: parent.id });
    const { calls } = stubTasks({ today: [parent], none: [parent, item] }, [
      [withParams(tasksApi.update, { id: item.id }), { body: { ...item, status: 'completed' } }],
    ]);
    renderWithProviders(<TasksPage />, { user });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Checklist of Plan trip: 0 of 1 done' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Book flights' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ body: { status: 'completed' } }),
    );
  });

  it('says what to do first when a view is empty', async () => {
    stubTasks({ today: [] });
    renderWithProviders(<TasksPage />, { user });
    expect(await screen.findByRole('heading', { name: 'Nothing due today' })).toBeInTheDocument();
  });
});

describe('TasksPage: ?new=1 (the Hub’s "Quick add")', () => {
  it('opens the new-task sheet and takes ?new out of the URL in place', async () => {
    stubTasks({ today: [] });
    const { location } = renderWithProviders(<TasksPage />, { user, path: '/tasks?new=1' });
    expect(await screen.findByRole('dialog', { name: 'New task' })).toBeInTheDocument();
    expect(location.history).toEqual(['/tasks']);
  });
});
