import '../../i18n.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { habitsApi } from '@track-grow/domain/habits/api';
import { mockApi, withParams } from '../../../../test/api-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { resetToasts } from '../../../../lib/toast.ts';
import { READ_ID, makeHabit } from '../../test-fixtures.ts';
import { HabitFormSheet, type HabitFormTarget } from './habit-form-sheet.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

function renderSheet(target: HabitFormTarget, onDeleted = vi.fn()) {
  const onOpenChange = vi.fn();
  renderWithProviders(
    <HabitFormSheet target={target} onOpenChange={onOpenChange} weekStart={1} onDeleted={onDeleted} />,
    { path: '/habits' },
  );
  return { onOpenChange, onDeleted, user: userEvent.setup() };
}

// Role queries walk the whole accessibility tree of a 60-control form; labels and text find the same controls faster.
const field = (name: string) => screen.getByLabelText(name);
const button = (name: string) => screen.getByText(name, { selector: 'button, button *' }).closest('button')!;

describe('HabitFormSheet', () => {
  it('refuses an empty name and says so under the field', async () => {
    const { calls } = mockApi([]);
    const { user } = renderSheet({ mode: 'create' });
    expect(screen.getByRole('dialog', { name: 'New habit' })).toBeInTheDocument();
    await user.click(button('Create habit'));
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('checks the name’s length, the minutes and the chosen days with the domain’s schema', async () => {
    const { calls } = mockApi([]);
    const { user } = renderSheet({ mode: 'create' });
    await user.click(field('Name'));
    await user.paste('x'.repeat(81));
    await user.click(field('Timer (minutes)'));
    await user.paste('abc');
    await user.click(screen.getByText('Some days'));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(screen.getByLabelText(day));
    }
    await user.click(button('Create habit'));
    expect(field('Name')).toHaveAccessibleDescription('Keep the name under 80 characters');
    expect(field('Timer (minutes)')).toHaveAccessibleDescription('Minutes must be a number');
    expect(screen.getByText('Pick at least one day')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['1.5', 'Whole minutes only'],
    ['0', 'At least 1 minute'],
    ['601', 'At most 600 minutes'],
  ])('refuses %s timer minutes: "%s"', async (minutes, message) => {
    const { calls } = mockApi([]);
    const { user } = renderSheet({ mode: 'create' });
    await user.click(field('Name'));
    await user.paste('Read');
    await user.click(field('Timer (minutes)'));
    await user.paste(minutes);
    await user.click(button('Create habit'));
    expect(field('Timer (minutes)')).toHaveAccessibleDescription(message);
    expect(calls).toHaveLength(0);
  });

  it('creates a habit with icon, colour, chosen weekdays, a timer and a reminder', async () => {
    const { calls } = mockApi([
      [habitsApi.create, ({ body }) => ({ status: 201, body: { ...makeHabit(), ...(body as object) } })],
    ]);
    const { user, onOpenChange } = renderSheet({ mode: 'create' });
    await user.click(field('Name'));
    await user.paste('  Stretch  ');
    await user.click(screen.getByText('🧘'));
    await user.click(screen.getByLabelText('Teal'));
    await user.click(screen.getByText('Some days'));
    for (const day of ['Tuesday', 'Thursday', 'Friday']) await user.click(screen.getByLabelText(day));
    await user.click(field('Timer (minutes)'));
    await user.paste('15');
    fireEvent.change(screen.getByLabelText('Reminder time'), { target: { value: '07:30' } });
    await user.click(button('Create habit'));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/habits',
      body: {
        name: 'Stretch',
        icon: '🧘',
        color: '#14b8a6',
        schedule: { kind: 'weekdays', days: [1, 3] },
        targetMinutes: 15,
        reminderTime: '07:30',
      },
    });
    expect(await screen.findByText('Stretch created')).toBeInTheDocument();
  });

  it('offers N times a week', async () => {
    const { calls } = mockApi([
      [habitsApi.create, ({ body }) => ({ status: 201, body: { ...makeHabit(), ...(body as object) } })],
    ]);
    const { user } = renderSheet({ mode: 'create' });
    await user.click(field('Name'));
    await user.paste('Gym');
    await user.click(screen.getByText('Per week'));
    await user.click(screen.getByText('4'));
    expect(screen.getByText('4 times a week')).toBeInTheDocument();
    await user.click(button('Create habit'));
    await waitFor(() =>
      expect(calls[0]?.body).toMatchObject({
        schedule: { kind: 'timesPerWeek', count: 4 },
        targetMinutes: null,
      }),
    );
  });

  it('edits a habit with its values filled in, and archives it', async () => {
    const habit = makeHabit({ targetMinutes: 20, reminderTime: '21:30' });
    const { calls } = mockApi([
      [
        withParams(habitsApi.update, { id: READ_ID }),
        ({ body }) => ({ body: { ...habit, ...(body as object) } }),
      ],
    ]);
    const { user, onOpenChange } = renderSheet({ mode: 'edit', habit });
    expect(screen.getByRole('dialog', { name: 'Edit habit' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Read');
    expect(field('Timer (minutes)')).toHaveValue('20');
    expect(screen.getByLabelText('Violet')).toHaveAttribute('aria-checked', 'true');

    await user.clear(field('Name'));
    await user.click(button('Save changes'));
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    await user.paste('Read 20 pages');
    await user.click(screen.getByLabelText('Clear the reminder time'));
    await user.click(button('Save changes'));
    await waitFor(() =>
      expect(calls[0]?.body).toMatchObject({ name: 'Read 20 pages', reminderTime: null, targetMinutes: 20 }),
    );

    await user.click(button('Archive'));
    await waitFor(() => expect(calls[1]?.body).toEqual({ archived: true }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('deletes only after the confirm dialog says so', async () => {
    const { calls } = mockApi([
      [withParams(habitsApi.remove, { id: READ_ID }), { body: { message: 'Habit deleted' } }],
    ]);
    const { user, onDeleted } = renderSheet({ mode: 'edit', habit: makeHabit() });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete “Read”?' });
    expect(confirm).toHaveTextContent("It can't be undone");
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete habit' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: `/api/habits/${READ_ID}` });
  });
});
