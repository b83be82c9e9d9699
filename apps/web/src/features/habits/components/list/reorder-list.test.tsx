import '../../i18n.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { habitsApi } from '@track-grow/domain/habits/api';
import { mockApi } from '../../../../test/api-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { resetToasts } from '../../../../lib/toast.ts';
import { GYM_ID, READ_ID, WALK_ID, makeHabit } from '../../test-fixtures.ts';
import { activeHabitsQuery } from '../../api/get-habits.ts';
import { ReorderList } from './reorder-list.tsx';

const habits = [
  makeHabit({ id: READ_ID, name: 'Read', sortOrder: 0 }),
  makeHabit({ id: WALK_ID, name: 'Walk', sortOrder: 1 }),
  makeHabit({ id: GYM_ID, name: 'Gym', sortOrder: 2 }),
];

// jsdom lays nothing out: give each sortable row a 60 px slot so dnd-kit's keyboard moves have somewhere to go.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-sortable-index]');
    const index = Number(row?.getAttribute('data-sortable-index') ?? -1);
    const top = index < 0 ? 0 : index * 60;
    const height = index < 0 ? 0 : 56;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height,
      right: 300,
      bottom: top + height,
      toJSON: () => ({}),
    };
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetToasts();
});

const press = async (element: Element, code: string) => {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};

describe('ReorderList', () => {
  it('moves a habit with the keyboard (Space, arrows, Space) and saves the new order', async () => {
    const { calls } = mockApi([
      [
        habitsApi.reorder,
        ({ body }) => ({
          body: (body as { ids: string[] }).ids.map((id) => habits.find((h) => h.id === id)),
        }),
      ],
    ]);
    const onDone = vi.fn();
    renderWithProviders(<ReorderList habits={habits} onDone={onDone} />);
    const handle = screen.getByRole('button', { name: 'Move Gym' });
    expect(handle).toHaveAccessibleDescription(/press Space or Enter/);
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowUp');
    await press(handle, 'ArrowUp');
    await press(handle, 'Space');
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/habits/reorder' }));
    expect(calls[0]?.body).toEqual({ ids: [GYM_ID, READ_ID, WALK_ID] });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('Escape puts the habit back and saves nothing', async () => {
    const { calls } = mockApi([]);
    renderWithProviders(<ReorderList habits={habits} onDone={vi.fn()} />);
    const handle = screen.getByRole('button', { name: 'Move Read' });
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowDown');
    await press(handle, 'Escape');
    expect(calls).toHaveLength(0);
  });

  it('says so and puts the old order back when the server refuses', async () => {
    mockApi([[habitsApi.reorder, { status: 500, body: { message: 'Try later' } }]]);
    const queryClient = createQueryClient();
    queryClient.setQueryData(activeHabitsQuery().queryKey, habits);
    renderWithProviders(<ReorderList habits={habits} onDone={vi.fn()} />, { queryClient });
    const handle = screen.getByRole('button', { name: 'Move Walk' });
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowDown');
    await press(handle, 'Space');
    expect(await screen.findByText('Could not save the new order')).toBeInTheDocument();
    expect(queryClient.getQueryData(activeHabitsQuery().queryKey)).toEqual(habits);
  });
});
