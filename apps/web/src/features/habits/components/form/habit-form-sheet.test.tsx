import '../../i18n.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../../test/api-mock.ts';
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

const field = (name: string) => screen.getByRole('textbox', { name });

describe('HabitFormSheet', () => {
  it('checks every field with the domain’s schema and shows each message under its field', async () => {
    const { calls } = mockApi({});
    const { user } = renderSheet({ mode: 'create' });
    expect(screen.getByRole('dialog', { name: 'New habit' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create habit' }));
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.click(field('Name'));
    await user.paste('x'.repeat(81));
    await user.type(field('Timer (minutes)'), 'abc');
    await user.click(screen.getByRole('radio', { name: 'Some days' }));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(screen.getByRole('button', { name: day }));
    }
    await user.click(screen.getByRole('button', { name: 'Create habit' }));
    expect(field('Name')).toHaveAccessibleDescription('Keep the name under 80 characters');
    expect(field('Timer (minutes)')).toHaveAccessibleDescription('Minutes must be a number');
    expect(screen.getByText('Pick at least one day')).toBeInTheDocument();

    await user.clear(field('Timer (minutes)'));
    await user.type(field('Timer (minutes)'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Create habit' }));
    expect(field('Timer (minutes)')).toHaveAccessibleDescription('Whole minutes only');
    await user.clear(field('Timer (minutes)'));
    await user.type(field('Timer (minutes)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create habit' }));
    expect(field('Timer (minutes)')).toHaveAccessibleDescription('At least 1 minute');
    expect(calls).toHaveLength(0);
  });

  it('creates a habit with icon, colour, chosen weekdays, a timer and a reminder', async () => {
    const { calls } = mockApi({ 'POST /api/habits': ({ body }) => ({ status: 201, body: { ...makeHabit(), ...(body as object) } }) });
    const { user, onOpenChange } = renderSheet({ mode: 'create' });
    await user.type(field('Name'), '  Stretch  ');
    await user.click(screen.getByRole('radio', { name: '🧘' }));
    await user.click(screen.getByRole('radio', { name: 'Teal' }));
    await user.click(screen.getByRole('radio', { name: 'Some days' }));
    for (const day of ['Tuesday', 'Thursday', 'Friday']) await user.click(screen.getByRole('button', { name: day }));
    await user.type(field('Timer (minutes)'), '15');
    fireEvent.change(screen.getByLabelText('Reminder time'), { target: { value: '07:30' } });
    await user.click(screen.getByRole('button', { name: 'Create habit' }));

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
    const { calls } = mockApi({ 'POST /api/habits': ({ body }) => ({ status: 201, body: { ...makeHabit(), ...(body as object) } }) });
    const { user } = renderSheet({ mode: 'create' });
    await user.type(field('Name'), 'Gym');
    await user.click(screen.getByRole('radio', { name: 'Per week' }));
    await user.click(screen.getByRole('radio', { name: '4' }));
    expect(screen.getByText('4 times a week')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create habit' }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ schedule: { kind: 'timesPerWeek', count: 4 }, targetMinutes: null }));
  });

  it('edits a habit with its values filled in, and archives it', async () => {
    const habit = makeHabit({ targetMinutes: 20, reminderTime: '21:30' });
    const { calls } = mockApi({ [`PATCH /api/habits/${READ_ID}`]: ({ body }) => ({ body: { ...habit, ...(body as object) } }) });
    const { user, onOpenChange } = renderSheet({ mode: 'edit', habit });
    expect(screen.getByRole('dialog', { name: 'Edit habit' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Read');
    expect(field('Timer (minutes)')).toHaveValue('20');
    expect(screen.getByRole('radio', { name: 'Violet' })).toBeChecked();

    await user.clear(field('Name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    await user.type(field('Name'), 'Read 20 pages');
    await user.click(screen.getByRole('button', { name: 'Clear the reminder time' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ name: 'Read 20 pages', reminderTime: null, targetMinutes: 20 }));

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(calls[1]?.body).toEqual({ archived: true }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('deletes only after the confirm dialog says so', async () => {
    const { calls } = mockApi({ [`DELETE /api/habits/${READ_ID}`]: { body: { message: 'Habit deleted' } } });
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
